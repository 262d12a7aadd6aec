"""deploy/: the Dockerfile, the compose file and the Kubernetes manifests, checked by parsing them.

No Docker engine or cluster is needed: the files are read as the tools would read
them, and their images, ports, volumes and settings are checked against each
other, against the code (which settings it reads, which port it serves) and
against `.env.example`. The Kubernetes objects also go through the official
client's models, so a misspelt field fails here instead of on `kubectl apply`.
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
import yaml

from bot.services import Services
from bot.health import start_ops_server
from bot.settings import BotSettings
from tests.test_health_metrics import stopped_adapter
from tests.test_settings import documented, used_env_names

REPO = Path(__file__).resolve().parent.parent
DEPLOY = REPO / "deploy"
PROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
IMAGE = f"pagewise:{PROJECT['version']}"
CHROMA_IMAGE = f"chromadb/chroma:{version('chromadb')}"  # the server of the client we install
CHROMA_PORT = "8000"
METRICS_PORT = "8080"
RUNTIME_ONLY = {"PATH", "PYTHONUNBUFFERED", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "PIP_NO_CACHE_DIR",
                "PIP_DISABLE_PIP_VERSION_CHECK", "OMP_NUM_THREADS"}  # process environment, not Pagewise settings


def check_settings(names, where: str) -> None:
    """Every name is a setting the code reads and `.env.example` documents."""
    names = set(names) - RUNTIME_ONLY
    assert names <= used_env_names(), f"{where}: not settings Pagewise reads: {sorted(names - used_env_names())}"
    assert names <= set(documented()), f"{where}: not in .env.example: {sorted(names - set(documented()))}"


# ---- Dockerfile -------------------------------------------------------------------------------------

def dockerfile() -> list[list[tuple[str, str]]]:
    """The stages, each a list of (INSTRUCTION, arguments), continuation lines joined."""
    text = re.sub(r"\\\n", "", (DEPLOY / "Dockerfile").read_text())
    stages: list[list[tuple[str, str]]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        instruction, _, args = line.strip().partition(" ")
        if instruction.upper() == "FROM":
            stages.append([])
        stages[-1].append((instruction.upper(), args.strip()))
    return stages


def instructions(stage, name: str) -> list[str]:
    return [args for instruction, args in stage if instruction == name]


def env_of(stage) -> dict[str, str]:
    env = {}
    for args in instructions(stage, "ENV"):
        env.update(dict(shlex.split(pair)[0].split("=", 1) for pair in re.findall(r"\S+=\S+", args)))
    return env


def test_the_image_has_cpu_torch_the_model_and_encoding_inside_a_non_root_user_and_a_health_check():
    build, final = dockerfile()
    torch_pin = next(d for d in PROJECT["dependencies"] if d.startswith("torch"))
    assert any("--index-url https://download.pytorch.org/whl/cpu" in run and torch_pin in run
               for run in instructions(build, "RUN"))
    assert any(re.search(r"pip install \.(\s|$)", run) for run in instructions(build, "RUN"))
    offline = [run for run in instructions(build, "RUN") if run.startswith("--network=none")]
    assert offline and "shared_embedder()" in offline[0] and "encoding()" in offline[0]
    assert env_of(build)["HF_HUB_OFFLINE"] == "1"

    env = env_of(final)
    assert env["HF_HUB_OFFLINE"] == env["TRANSFORMERS_OFFLINE"] == "1"  # and so never a download at start
    assert env["METRICS_PORT"] == METRICS_PORT and env["KB_DATA_DIR"] == "/data"
    check_settings(env, "Dockerfile ENV")
    [user] = instructions(final, "USER")
    assert user.split(":")[0] not in ("root", "0")
    assert any(f"--uid {user.split(':')[0]}" in run for run in instructions(final, "RUN"))
    assert set(instructions(final, "EXPOSE")[0].split()) == {str(BotSettings().slack.port), METRICS_PORT}
    assert json.loads(instructions(final, "CMD")[0]) == ["python", "-m", "bot"]
    assert any("--from=build" in copy for copy in instructions(final, "COPY"))
    for copy in instructions(build, "COPY"):
        for source in copy.split()[:-1]:
            assert (REPO / source).exists(), f"COPY {source}: not in the repository"
            assert f"!{source}" in (DEPLOY / "Dockerfile.dockerignore").read_text().replace("/\n", "\n")


def test_the_build_check_loads_the_model_and_encoding_with_no_network(tmp_path):
    """The image build's `RUN --network=none` step, run here (in a network namespace where one can be made)."""
    [run] = [run for run in instructions(dockerfile()[0], "RUN") if run.startswith("--network=none")]
    python, *args = shlex.split(run.removeprefix("--network=none"))
    no_network = ["unshare", "-rn"] if shutil.which("unshare") and subprocess.run(
        ["unshare", "-rn", "true"], capture_output=True).returncode == 0 else []
    done = subprocess.run([*no_network, sys.executable, *args], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                                            **{k: v for k, v in env_of(dockerfile()[0]).items() if k != "PATH"}})
    assert python == "python" and done.returncode == 0, done.stderr[-2000:]


def test_the_image_health_check_passes_on_a_live_bot_and_fails_on_a_stopped_adapter(make_kb):
    check = instructions(dockerfile()[-1], "HEALTHCHECK")[0]
    assert "--start-period" in check and "/healthz" in check
    command = json.loads(check.split(" CMD ", 1)[1])
    services = Services(BotSettings(knowledge=make_kb().settings), kb=make_kb())
    server = start_ops_server(services, 0, host="127.0.0.1")
    try:
        run = lambda: subprocess.run([sys.executable, *command[1:]], timeout=30, capture_output=True,  # noqa: E731
                                     env={"METRICS_PORT": str(server.server_address[1])}).returncode
        assert run() == 0
        server.adapters = [stopped_adapter("slack")]
        assert run() != 0
    finally:
        server.shutdown()
        server.server_close()
        services.records.close()


# ---- docker compose -----------------------------------------------------------------------------------

def compose() -> dict:
    return yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())


def test_compose_runs_chroma_with_a_volume_the_bot_and_the_single_writer_worker():
    services, volumes = compose()["services"], compose()["volumes"]
    assert set(services) == {"chroma", "bot", "worker"}
    chroma, bot, worker = services["chroma"], services["bot"], services["worker"]

    assert chroma["image"] == CHROMA_IMAGE
    assert "chroma-data:/data" in chroma["volumes"] and "chroma-data" in volumes
    assert f"localhost:{CHROMA_PORT}/api/v2/heartbeat" in " ".join(chroma["healthcheck"]["test"])

    for name, service in (("bot", bot), ("worker", worker)):
        assert service["image"] == IMAGE
        assert service["build"] == {"context": "..", "dockerfile": "deploy/Dockerfile"}
        assert (DEPLOY / service["build"]["context"] / service["build"]["dockerfile"]).is_file()
        assert service["env_file"] == "../.env"  # `cp .env.example .env` at the repository root
        env = service["environment"]
        assert env["CHROMA_HOST"] == "chroma" and env["CHROMA_PORT"] == CHROMA_PORT
        check_settings(env, f"compose {name}")
        assert service["depends_on"] == {"chroma": {"condition": "service_healthy"}}
        mounts = dict(volume.split(":")[::-1] for volume in service["volumes"])
        assert (DEPLOY / mounts[env["KB_DOCS_DIR"]]).is_dir()  # the knowledge folder is mounted
        assert mounts[env["KB_DATA_DIR"]] in volumes

    assert worker["command"] == ["kb", "watch"] and "ports" not in worker
    assert worker["healthcheck"] == {"disable": True}  # the image's check asks the bot's metrics port
    assert bot["environment"]["KB_REINDEX_IN_BOT"] == "false"  # the worker is the scheduled writer
    assert worker["environment"].get("KB_REINDEX_IN_BOT", "true") != "false"
    assert bot["environment"]["METRICS_PORT"] == METRICS_PORT
    assert f"127.0.0.1:{METRICS_PORT}:{METRICS_PORT}" in bot["ports"]
    assert f"{BotSettings().slack.port}:{BotSettings().slack.port}" in bot["ports"]


# ---- Kubernetes ----------------------------------------------------------------------------------------

def manifests() -> dict[tuple[str, str], dict]:
    """(kind, name) -> object, for every file kustomization.yaml applies."""
    kustomization = yaml.safe_load((DEPLOY / "k8s" / "kustomization.yaml").read_text())
    objects = {}
    for resource in kustomization["resources"]:
        for doc in yaml.safe_load_all((DEPLOY / "k8s" / resource).read_text()):
            objects[(doc["kind"], doc["metadata"]["name"])] = doc
    return objects


def pod(objects, kind: str, name: str) -> dict:
    return objects[(kind, name)]["spec"]["template"]["spec"]


def env_dict(container: dict) -> dict[str, str]:
    return {item["name"]: item["value"] for item in container.get("env", [])}


def test_every_manifest_is_a_valid_kubernetes_object():
    client = pytest.importorskip("kubernetes.client")
    api = client.ApiClient()
    files = {p.name for p in (DEPLOY / "k8s").glob("*.yaml")} - {"kustomization.yaml", "secret.example.yaml"}
    assert files == set(yaml.safe_load((DEPLOY / "k8s" / "kustomization.yaml").read_text())["resources"])
    objects = list(manifests().values()) + [yaml.safe_load((DEPLOY / "k8s" / "secret.example.yaml").read_text())]
    for doc in objects:
        model = "V1" + doc["kind"]
        # an unknown or misspelt field is dropped by the model, so the round trip would differ
        assert api.sanitize_for_serialization(api._ApiClient__deserialize(doc, model)) == doc, doc["kind"]


def test_kubernetes_runs_chroma_on_a_volume_bot_replicas_with_probes_and_one_worker():
    objects = manifests()
    chroma_service = objects[("Service", "pagewise-chroma")]
    chroma_set = objects[("StatefulSet", "pagewise-chroma")]
    [chroma] = pod(objects, "StatefulSet", "pagewise-chroma")["containers"]
    assert chroma["image"] == CHROMA_IMAGE and chroma_set["spec"]["replicas"] == 1
    assert [p["containerPort"] for p in chroma["ports"]] == [int(CHROMA_PORT)]
    assert [p["port"] for p in chroma_service["spec"]["ports"]] == [int(CHROMA_PORT)]
    [claim] = chroma_set["spec"]["volumeClaimTemplates"]
    assert {"name": claim["metadata"]["name"], "mountPath": "/data"} in chroma["volumeMounts"]
    assert claim["spec"]["resources"]["requests"]["storage"]
    assert chroma["readinessProbe"]["httpGet"]["path"] == "/api/v2/heartbeat"

    bot_deployment = objects[("Deployment", "pagewise-bot")]
    worker_deployment = objects[("Deployment", "pagewise-worker")]
    assert bot_deployment["spec"]["replicas"] >= 2
    assert worker_deployment["spec"]["replicas"] == 1 and worker_deployment["spec"]["strategy"]["type"] == "Recreate"
    [bot] = pod(objects, "Deployment", "pagewise-bot")["containers"]
    [worker] = pod(objects, "Deployment", "pagewise-worker")["containers"]
    assert bot["image"] == worker["image"] == IMAGE and worker["command"] == ["kb", "watch"]
    metrics = next(p for p in bot["ports"] if p["name"] == "metrics")
    assert str(metrics["containerPort"]) == env_dict(bot)["METRICS_PORT"] == METRICS_PORT
    assert bot["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "metrics"}
    assert bot["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": "metrics"}
    assert env_dict(bot)["KB_REINDEX_IN_BOT"] == "false"
    annotations = bot_deployment["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/port"] == METRICS_PORT and annotations["prometheus.io/path"] == "/metrics"


def test_kubernetes_pods_reach_chroma_take_secrets_from_a_secret_and_mount_what_they_use():
    objects = manifests()
    secret = yaml.safe_load((DEPLOY / "k8s" / "secret.example.yaml").read_text())
    check_settings(secret["stringData"], "secret.example.yaml")
    for name in ("pagewise-bot", "pagewise-worker"):
        spec = pod(objects, "Deployment", name)
        assert spec["securityContext"]["runAsNonRoot"] is True
        volumes = {v["name"]: v for v in spec["volumes"]}
        for container in spec["initContainers"] + spec["containers"]:
            env = env_dict(container)
            check_settings(env, f"{name}/{container['name']}")
            assert env["CHROMA_HOST"] == "pagewise-chroma" and env["CHROMA_PORT"] == CHROMA_PORT
            assert container["envFrom"] == [{"secretRef": {"name": secret["metadata"]["name"]}}]
            assert container["securityContext"]["allowPrivilegeEscalation"] is False
            mounts = {m["mountPath"]: m["name"] for m in container.get("volumeMounts", [])}
            assert set(mounts.values()) <= set(volumes)
        [main] = spec["containers"]
        mounts = {m["mountPath"]: m["name"] for m in main["volumeMounts"]}
        knowledge = volumes[mounts[env_dict(main)["KB_DOCS_DIR"]]]["persistentVolumeClaim"]["claimName"]
        assert ("PersistentVolumeClaim", knowledge) in objects
        assert "emptyDir" in volumes[mounts[env_dict(main)["KB_DATA_DIR"]]]  # the index is on the server
    for (kind, _), doc in objects.items():  # services and policies select the pods that exist
        selector = (doc["spec"].get("selector") if kind == "Service" else
                    doc["spec"].get("podSelector", {}).get("matchLabels") if kind == "NetworkPolicy" else None)
        if selector:
            assert any(selector.items() <= o["spec"]["template"]["metadata"]["labels"].items()
                       for o in objects.values() if "template" in o.get("spec", {})), doc["metadata"]["name"]
