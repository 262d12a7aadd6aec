#!/usr/bin/env bash
# Build samples/documents/parkway-airport-parking-guide.pdf from guide.js with pdfmake (Node.js).
#
# pdfmake is not a project dependency; install it in a throwaway folder under /tmp:
#     mkdir -p /tmp/parkway_airport_parking_guide_work
#     (cd /tmp/parkway_airport_parking_guide_work && npm init -y && npm install pdfmake@0.3.11)
# then, from the repository root:
#     bash samples/parkway_airport_parking_guide/build.sh
#
# PDFMAKE_DIR may point at another folder whose node_modules holds pdfmake. The creation and
# modification dates are fixed in guide.js; pdfkit's document ID is derived from them, so a
# rebuild with the same pdfmake version should give the same bytes.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PDFMAKE_DIR="${PDFMAKE_DIR:-/tmp/parkway_airport_parking_guide_work}"
NODE_PATH="$PDFMAKE_DIR/node_modules" node "$HERE/guide.js" "$HERE/../documents/parkway-airport-parking-guide.pdf"
