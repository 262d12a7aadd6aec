#!/bin/sh
# Build samples/documents/tidewell-energy-terms-of-service.pdf from terms.tex with XeLaTeX.
#
# XeLaTeX is not a project dependency. Install it system-wide (Debian/Ubuntu):
#     apt-get install -y texlive-xetex texlive-latex-extra fonts-liberation fonts-liberation2
# then, from the repository root:
#     sh samples/tidewell_energy_terms_of_service/build.sh
#
# XeLaTeX runs three times (longtable widths, LastPage, cross-references) in a scratch directory
# ($WORK, default /tmp/tidewell_energy_terms_of_service_work); xdvipdfmx writes the PDF. SOURCE_DATE_EPOCH
# and FORCE_SOURCE_DATE pin the creation/modification dates and the document ID, so rebuilds with the same
# TeX Live version are byte-identical.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/../documents/tidewell-energy-terms-of-service.pdf"
WORK=${WORK:-/tmp/tidewell_energy_terms_of_service_work}
mkdir -p "$WORK"
export SOURCE_DATE_EPOCH=1772323200   # 2026-03-01 00:00:00 UTC
export FORCE_SOURCE_DATE=1
for pass in 1 2 3; do
    xelatex -interaction=nonstopmode -halt-on-error -output-directory="$WORK" "$HERE/terms.tex" >"$WORK/xelatex.log" 2>&1 \
        || { tail -40 "$WORK/xelatex.log"; exit 1; }
done
cp "$WORK/terms.pdf" "$OUT"
echo "wrote $OUT"
