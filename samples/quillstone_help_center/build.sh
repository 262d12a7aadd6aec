#!/bin/sh
# Build samples/documents/quillstone-help-center.pdf from help-center.adoc with asciidoctor-pdf.
#
# asciidoctor-pdf (AsciiDoc rendered through the Ruby Prawn library) is not a project dependency.
# Install it from Debian's packages, then run this script from anywhere:
#     apt-get install -y ruby-asciidoctor-pdf      # built with Asciidoctor PDF 2.3.4 / Asciidoctor 2.0.18
#     sh samples/quillstone_help_center/build.sh
#
# quillstone-theme.yml (beside this file) sets US Letter pages, the colours, and the running header and
# footer ("Page N of M", counted from the title page). The document sets :reproducible:, so no creation or
# modification date is written, and SOURCE_DATE_EPOCH is fixed for anything else that reads the clock;
# a rebuild with the same asciidoctor-pdf version gives identical bytes.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/../documents/quillstone-help-center.pdf"
mkdir -p "$(dirname "$OUT")"
cd "$HERE"
SOURCE_DATE_EPOCH=1772442000 TZ=UTC asciidoctor-pdf -a pdf-theme=quillstone-theme.yml -o "$OUT" help-center.adoc
ls -l "$OUT"
