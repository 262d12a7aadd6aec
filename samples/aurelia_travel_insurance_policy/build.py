"""Build samples/documents/aurelia-travel-insurance-policy.pdf from policy.html and style.css with WeasyPrint.

WeasyPrint is not a project dependency; install it in a throwaway virtualenv and run this script with it:
    python3 -m venv /tmp/aurelia_travel_insurance_policy_work/venv
    /tmp/aurelia_travel_insurance_policy_work/venv/bin/pip install weasyprint
    /tmp/aurelia_travel_insurance_policy_work/venv/bin/python samples/aurelia_travel_insurance_policy/build.py

(Built with WeasyPrint 70.0.) The premium tables of section 13 are generated here from PREMIUM_BASE and the age
and plan factors, and put in place of the <!-- PREMIUM_ROWS --> and <!-- ANNUAL_ROWS --> markers in policy.html.
The page layout (Letter pages, running header, "Page N of M" footer, footnotes) lives in style.css as CSS paged
media. SOURCE_DATE_EPOCH is fixed before WeasyPrint is imported so the PDF's creation and modification dates do
not change between rebuilds; the bytes may still differ between WeasyPrint or font versions.
"""

import os
from pathlib import Path

os.environ["SOURCE_DATE_EPOCH"] = "1767261600"  # 2026-01-01 10:00 UTC

import weasyprint  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "aurelia-travel-insurance-policy.pdf"

TRIP_LENGTHS = ["Up to 5 days", "6\u201310 days", "11\u201317 days", "18\u201324 days", "25\u201331 days",
                "32\u201345 days", "46\u201360 days", "61\u201390 days", "91\u2013120 days", "121\u2013180 days",
                "181\u2013365 days"]
# Classic, age 18-39, per trip-length band.
PREMIUM_BASE = [24, 35, 47, 58, 69, 92, 118, 164, 209, 286, 441]
AGE_FACTORS = [0.5, 1.0, 1.35, 2.1, 3.4, 4.9]            # 0-17, 18-39, 40-59, 60-69, 70-79, 80-84
PLANS = [
    # name, factor, number of trip-length bands sold, oldest age band sold, {age band: bands sold}
    ("Essential", 0.72, 7, 3, {}),
    ("Classic", 1.0, 9, 4, {}),
    ("Premier", 1.48, 11, 5, {4: 10, 5: 7}),
]
ANNUAL = [
    ("Classic (trips up to 31 days)", [89, 178, 240, 374, 605]),
    ("Premier (trips up to 60 days)", [132, 264, 356, 554, 896]),
]


def money(value: float) -> str:
    return f"${round(value * 10) / 10:,.2f}"


def premium_rows() -> str:
    rows = []
    for name, factor, bands, oldest, limits in PLANS:
        rows.append(f'<tr class="group"><td colspan="7">{name}</td></tr>')
        for i in range(bands):
            cells = []
            for age, age_factor in enumerate(AGE_FACTORS):
                sold = age <= oldest and i < limits.get(age, bands)
                cells.append(money(PREMIUM_BASE[i] * factor * age_factor) if sold else "\u2013")
            tds = "".join(f'<td class="num">{c}</td>' for c in cells)
            rows.append(f"<tr><td>{TRIP_LENGTHS[i]}</td>{tds}</tr>")
    return "\n".join(rows)


def annual_rows() -> str:
    rows = []
    for name, prices in ANNUAL:
        tds = "".join(f'<td class="num">{money(p)}</td>' for p in prices)
        rows.append(f"<tr><td>{name}</td>{tds}</tr>")
    return "\n".join(rows)


def main() -> None:
    html = (HERE / "policy.html").read_text(encoding="utf-8")
    html = html.replace("<!-- PREMIUM_ROWS -->", premium_rows()).replace("<!-- ANNUAL_ROWS -->", annual_rows())
    OUT.parent.mkdir(parents=True, exist_ok=True)
    document = weasyprint.HTML(string=html, base_url=str(HERE))
    document.write_pdf(str(OUT))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
