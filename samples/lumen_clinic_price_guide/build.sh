#!/bin/sh
# Rebuild samples/documents/lumen-clinic-price-guide.pdf (Lumenhurst Eye Clinics patient price guide).
#
# The maker is jsPDF 4.2.1 with the jspdf-autotable 5.0.9 plugin (Node.js). Neither is a project
# dependency: install them in a throwaway folder under /tmp, never under the repository:
#     sh samples/lumen_clinic_price_guide/build.sh        (from the repository root)
# The creation date and file ID are fixed in build.js; a rebuild with the same package versions
# should give the same bytes, but that is not guaranteed across versions.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=${WORK:-/tmp/lumen_clinic_price_guide_work}
mkdir -p "$WORK"
if [ ! -d "$WORK/node_modules/jspdf-autotable" ]; then
    (cd "$WORK" && npm init -y >/dev/null && npm install --no-save jspdf@4.2.1 jspdf-autotable@5.0.9)
fi
NODE_PATH="$WORK/node_modules" node "$HERE/build.js"
