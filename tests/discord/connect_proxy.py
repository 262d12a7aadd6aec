"""A tiny HTTP CONNECT proxy on 127.0.0.1 that tunnels every CONNECT to the loopback fake of Discord.

`DISCORD_PROXY=http://127.0.0.1:PORT` sends a real `python -m bot` here: discord.py
asks for `CONNECT discord.com:443` (and `gateway.discord.gg:443`), the proxy answers
`200 Connection established` and pipes bytes both ways to the fake's TLS port, so
the bot's TLS runs end to end with the fake (trusted through `SSL_CERT_FILE`). When
either side closes, both are closed, as a real proxy does when the bot is killed.
"""

from __future__ import annotations

import asyncio


class ConnectProxy:
    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.tunnels: list[str] = []  # the CONNECT targets asked for, in order
        self.port = 0
        self._server: asyncio.base_events.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
        for writer in list(self._writers):
            writer.close()
        if self._server is not None:
            await self._server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            method, target, _ = head.split(b"\r\n", 1)[0].decode("latin-1").split(" ", 2)
            if method != "CONNECT" or not target.endswith(":443"):
                writer.write(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n")
                return
            self.tunnels.append(target)
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
            self._writers.add(up_writer)
            writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
            await writer.drain()
            await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))
        except (asyncio.IncompleteReadError, ConnectionError, ValueError):
            pass
        finally:
            writer.close()

    async def _pipe(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        try:
            while data := await source.read(65536):
                sink.write(data)
                await sink.drain()
        except ConnectionError:
            pass
        finally:
            sink.close()  # one side gone: close the other (a killed bot's held requests see the drop)
            self._writers.discard(sink)
