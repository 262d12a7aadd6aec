#!/bin/sh
# Build samples/documents/meshline-router-user-guide.pdf from guide.xml (DocBook 5) with style.xsl
# (a customization layer over the namespaced DocBook XSL stylesheets), rendered by Apache FOP.
#
# Neither FOP nor DocBook XSL is a project dependency. Install them from Debian packages (libxalan2-java is
# needed because the JDK's built-in XSLTC compiler rejects the DocBook stylesheets with XPATH_LIMIT;
# faketime is optional):
#     apt-get install -y fop docbook-xsl-ns libxalan2-java libxerces2-java faketime
# then rebuild from anywhere with:
#     sh samples/meshline_router_user_guide/build.sh
#
# Built with FOP 2.8 (Debian 1:2.8-2) and docbook-xsl-ns 1.79.2. The PDF's CreationDate and ModDate come from
# the XMP metadata in style.xsl (2026-03-02T09:00:00Z). FOP also stamps the current time into the XMP
# metadata, so when faketime is installed the build runs with the clock set to that date. FOP writes a random
# file ID, so a rebuild is not byte-for-byte identical, but its text and layout are.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/../documents/meshline-router-user-guide.pdf"
mkdir -p "$(dirname "$OUT")"
if command -v faketime >/dev/null 2>&1; then
    faketime "2026-03-02 09:00:00" fop -q -xml "$HERE/guide.xml" -xsl "$HERE/style.xsl" -pdf "$OUT"
else
    fop -q -xml "$HERE/guide.xml" -xsl "$HERE/style.xsl" -pdf "$OUT"
fi
echo "$OUT"
