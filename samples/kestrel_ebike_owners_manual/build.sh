#!/bin/sh
# Build samples/documents/kestrel-ebike-owners-manual.pdf from manual.ms (groff -ms macros + tbl).
#
# groff is not a project dependency. Install it in the system (Debian/Ubuntu), not in the project:
#     apt-get install -y groff          # provides groff, tbl, the -ms macros and the gropdf device
# then rebuild from the repository root:
#     sh samples/kestrel_ebike_owners_manual/build.sh
#
# Built with GNU groff 1.22.4: `groff -t -ms -Tpdf -P-pa4`. SOURCE_DATE_EPOCH fixes the PDF creation date
# (2026-03-02 09:00 UTC), so a rebuild with the same groff version gives the same bytes.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/../documents/kestrel-ebike-owners-manual.pdf"
export SOURCE_DATE_EPOCH=1772442000
export TZ=UTC
groff -t -ms -Tpdf -P-pa4 -wall "$HERE/manual.ms" > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "wrote $OUT"
