<?xml version="1.0" encoding="UTF-8"?>
<!-- DocBook XSL (namespaced, docbook-xsl-ns 1.79) customization layer for the Meshline user guide, for Apache FOP. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:fo="http://www.w3.org/1999/XSL/Format"
                xmlns:d="http://docbook.org/ns/docbook"
                exclude-result-prefixes="d">

  <xsl:import href="/usr/share/xml/docbook/stylesheet/docbook-xsl-ns/fo/docbook.xsl"/>

  <!-- Page setup -->
  <xsl:param name="paper.type">USletter</xsl:param>
  <xsl:param name="double.sided" select="0"/>
  <xsl:param name="page.margin.inner">0.8in</xsl:param>
  <xsl:param name="page.margin.outer">0.8in</xsl:param>
  <xsl:param name="page.margin.top">0.5in</xsl:param>
  <xsl:param name="page.margin.bottom">0.5in</xsl:param>
  <xsl:param name="body.margin.top">0.55in</xsl:param>
  <xsl:param name="body.margin.bottom">0.55in</xsl:param>
  <xsl:param name="body.start.indent">0pt</xsl:param>
  <xsl:param name="fop1.extensions" select="1"/>

  <!-- Fonts -->
  <xsl:param name="body.font.family">Helvetica</xsl:param>
  <xsl:param name="title.font.family">Helvetica</xsl:param>
  <xsl:param name="body.font.master">9.5</xsl:param>
  <xsl:param name="line-height">1.3</xsl:param>
  <xsl:param name="alignment">left</xsl:param>
  <xsl:param name="hyphenate">false</xsl:param>

  <!-- Numbering and contents -->
  <xsl:param name="chapter.autolabel" select="1"/>
  <xsl:param name="appendix.autolabel">A</xsl:param>
  <xsl:param name="section.autolabel" select="1"/>
  <xsl:param name="section.label.includes.component.label" select="1"/>
  <xsl:param name="section.autolabel.max.depth" select="2"/>
  <xsl:param name="generate.toc">article toc,title</xsl:param>
  <xsl:param name="toc.section.depth" select="2"/>
  <xsl:param name="xref.with.number.and.title" select="0"/>
  <xsl:param name="insert.xref.page.number">no</xsl:param>

  <!-- Continuous arabic page numbers from the cover on -->
  <xsl:template name="page.number.format">1</xsl:template>
  <xsl:template name="initial.page.number">auto</xsl:template>

  <!-- Cover page: own layout, then a page break; the contents page also ends with a page break -->
  <xsl:template name="article.titlepage.recto">
    <fo:block text-align="start" space-before="1.4in" space-before.conditionality="retain">
      <fo:block font-size="11pt" font-weight="bold" color="#2B6A8A" letter-spacing="1.5pt">TALLOWMERE NETWORKS</fo:block>
      <fo:block font-size="28pt" font-weight="bold" color="#1D4E68" space-before="18pt" line-height="1.15">
        <xsl:value-of select="d:info/d:title"/>
      </fo:block>
      <fo:block font-size="18pt" color="#1D4E68" space-before="8pt">User Guide</fo:block>
      <fo:block font-size="11pt" color="#4A5A64" space-before="14pt">
        <xsl:value-of select="d:info/d:subtitle"/>
      </fo:block>
      <fo:block border-top="2pt solid #2B6A8A" space-before="24pt" padding-top="8pt" font-size="9pt" color="#4A5A64">
        <fo:block><xsl:value-of select="d:info/d:releaseinfo"/></fo:block>
        <fo:block>Published <xsl:value-of select="d:info/d:pubdate"/></fo:block>
      </fo:block>
      <fo:block space-before="2.6in" font-size="7.5pt" color="#4A5A64" line-height="1.35">
        <fo:block space-after="4pt">Copyright © <xsl:value-of select="d:info/d:copyright/d:year"/>
          <xsl:text> </xsl:text><xsl:value-of select="d:info/d:copyright/d:holder"/></fo:block>
        <xsl:for-each select="d:info/d:legalnotice/d:para">
          <fo:block space-after="4pt"><xsl:apply-templates/></fo:block>
        </xsl:for-each>
      </fo:block>
    </fo:block>
  </xsl:template>
  <xsl:template name="article.titlepage.separator">
    <fo:block break-after="page"/>
  </xsl:template>
  <xsl:template name="component.toc.separator">
    <fo:block break-after="page"/>
  </xsl:template>

  <!-- Admonitions: text labels in a shaded, ruled box -->
  <xsl:param name="admon.graphics" select="0"/>
  <xsl:param name="admon.textlabel" select="1"/>
  <xsl:attribute-set name="nongraphical.admonition.properties">
    <xsl:attribute name="border">0.75pt solid #2B6A8A</xsl:attribute>
    <xsl:attribute name="background-color">#EEF4F7</xsl:attribute>
    <xsl:attribute name="padding">6pt</xsl:attribute>
    <xsl:attribute name="margin-left">0pt</xsl:attribute>
    <xsl:attribute name="margin-right">0pt</xsl:attribute>
    <xsl:attribute name="space-before.optimum">8pt</xsl:attribute>
    <xsl:attribute name="space-after.optimum">8pt</xsl:attribute>
  </xsl:attribute-set>
  <xsl:attribute-set name="admonition.title.properties">
    <xsl:attribute name="font-size">10pt</xsl:attribute>
    <xsl:attribute name="font-weight">bold</xsl:attribute>
    <xsl:attribute name="color">#1D4E68</xsl:attribute>
  </xsl:attribute-set>

  <!-- Headings -->
  <xsl:attribute-set name="component.title.properties">
    <xsl:attribute name="color">#1D4E68</xsl:attribute>
  </xsl:attribute-set>
  <xsl:attribute-set name="section.title.properties">
    <xsl:attribute name="color">#1D4E68</xsl:attribute>
  </xsl:attribute-set>
  <xsl:attribute-set name="section.title.level1.properties">
    <xsl:attribute name="font-size">17pt</xsl:attribute>
    <xsl:attribute name="border-bottom">1.2pt solid #2B6A8A</xsl:attribute>
    <xsl:attribute name="padding-bottom">3pt</xsl:attribute>
    <xsl:attribute name="space-before.optimum">16pt</xsl:attribute>
  </xsl:attribute-set>
  <xsl:attribute-set name="section.title.level2.properties">
    <xsl:attribute name="font-size">12.5pt</xsl:attribute>
  </xsl:attribute-set>
  <xsl:attribute-set name="section.title.level3.properties">
    <xsl:attribute name="font-size">10.5pt</xsl:attribute>
  </xsl:attribute-set>

  <!-- Tables -->
  <xsl:param name="table.frame.border.color">#7A8A94</xsl:param>
  <xsl:param name="table.cell.border.color">#7A8A94</xsl:param>
  <xsl:param name="table.frame.border.thickness">0.6pt</xsl:param>
  <xsl:param name="table.cell.border.thickness">0.4pt</xsl:param>
  <xsl:attribute-set name="table.cell.padding">
    <xsl:attribute name="padding-start">3pt</xsl:attribute>
    <xsl:attribute name="padding-end">3pt</xsl:attribute>
    <xsl:attribute name="padding-top">2pt</xsl:attribute>
    <xsl:attribute name="padding-bottom">2pt</xsl:attribute>
  </xsl:attribute-set>
  <xsl:attribute-set name="table.properties">
    <xsl:attribute name="font-size">8.5pt</xsl:attribute>
    <xsl:attribute name="keep-together.within-column">auto</xsl:attribute>
  </xsl:attribute-set>
  <xsl:attribute-set name="formal.object.properties">
    <xsl:attribute name="keep-together.within-column">auto</xsl:attribute>
  </xsl:attribute-set>
  <!-- Header rows shaded (from the dbfo bgcolor PI); body rows never split over a page break -->
  <xsl:template name="table.row.properties">
    <xsl:variable name="bgcolor">
      <xsl:call-template name="pi.dbfo_bgcolor"/>
    </xsl:variable>
    <xsl:if test="$bgcolor != ''">
      <xsl:attribute name="background-color"><xsl:value-of select="$bgcolor"/></xsl:attribute>
    </xsl:if>
    <xsl:attribute name="keep-together.within-column">always</xsl:attribute>
    <xsl:if test="ancestor::d:thead">
      <xsl:attribute name="keep-with-next.within-column">always</xsl:attribute>
      <xsl:attribute name="font-weight">bold</xsl:attribute>
    </xsl:if>
  </xsl:template>
  <xsl:attribute-set name="formal.title.properties">
    <xsl:attribute name="font-size">9.5pt</xsl:attribute>
    <xsl:attribute name="color">#1D4E68</xsl:attribute>
  </xsl:attribute-set>
  <xsl:param name="formal.title.placement">
    figure after
    example before
    equation before
    table before
    procedure before
  </xsl:param>

  <!-- Footnotes -->
  <xsl:attribute-set name="footnote.properties">
    <xsl:attribute name="font-size">7.5pt</xsl:attribute>
  </xsl:attribute-set>
  <xsl:attribute-set name="table.footnote.properties">
    <xsl:attribute name="font-size">7.5pt</xsl:attribute>
  </xsl:attribute-set>

  <!-- Running header and footer -->
  <xsl:param name="header.column.widths">1 0 1</xsl:param>
  <xsl:param name="footer.column.widths">2 1 2</xsl:param>
  <xsl:param name="header.rule" select="1"/>
  <xsl:param name="footer.rule" select="1"/>

  <!-- No rules on the cover -->
  <xsl:template name="head.sep.rule">
    <xsl:param name="pageclass"/>
    <xsl:param name="sequence"/>
    <xsl:param name="gentext-key"/>
    <xsl:if test="$header.rule != 0 and $sequence != 'first'">
      <xsl:attribute name="border-bottom-width">0.5pt</xsl:attribute>
      <xsl:attribute name="border-bottom-style">solid</xsl:attribute>
      <xsl:attribute name="border-bottom-color">#2B6A8A</xsl:attribute>
    </xsl:if>
  </xsl:template>
  <xsl:template name="foot.sep.rule">
    <xsl:param name="pageclass"/>
    <xsl:param name="sequence"/>
    <xsl:param name="gentext-key"/>
    <xsl:if test="$footer.rule != 0 and $sequence != 'first'">
      <xsl:attribute name="border-top-width">0.5pt</xsl:attribute>
      <xsl:attribute name="border-top-style">solid</xsl:attribute>
      <xsl:attribute name="border-top-color">#7A8A94</xsl:attribute>
    </xsl:if>
  </xsl:template>

  <xsl:template name="header.content">
    <xsl:param name="pageclass" select="''"/>
    <xsl:param name="sequence" select="''"/>
    <xsl:param name="position" select="''"/>
    <xsl:param name="gentext-key" select="''"/>
    <fo:block font-size="8pt" color="#4A5A64">
      <xsl:choose>
        <xsl:when test="$sequence = 'first'"/>
        <xsl:when test="$position = 'left'">
          <fo:inline font-weight="bold" color="#1D4E68">Tallowmere Networks</fo:inline>
        </xsl:when>
        <xsl:when test="$position = 'right'">Meshline Home Mesh Wi-Fi System · User Guide</xsl:when>
      </xsl:choose>
    </fo:block>
  </xsl:template>

  <xsl:template name="footer.content">
    <xsl:param name="pageclass" select="''"/>
    <xsl:param name="sequence" select="''"/>
    <xsl:param name="position" select="''"/>
    <xsl:param name="gentext-key" select="''"/>
    <fo:block font-size="7.5pt" color="#4A5A64">
      <xsl:choose>
        <xsl:when test="$sequence = 'first'"/>
        <xsl:when test="$position = 'left'">ML-UG-EN-0326 Rev. C · March 2026</xsl:when>
        <xsl:when test="$position = 'center'">Page <fo:page-number/></xsl:when>
        <xsl:when test="$position = 'right'">support@tallowmere.com</xsl:when>
      </xsl:choose>
    </fo:block>
  </xsl:template>

  <!-- PDF metadata with fixed dates, so that a rebuild does not change the document information -->
  <xsl:template name="fop1-document-information">
    <fo:declarations>
      <x:xmpmeta xmlns:x="adobe:ns:meta/">
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:title>Meshline Home Mesh Wi-Fi System - User Guide</dc:title>
            <dc:creator>Tallowmere Networks, Inc.</dc:creator>
            <dc:description>User guide for Meshline M3, M5 and M7 Pro: setup, status light, placement, guest network,
              parental controls, firmware, reset, troubleshooting, specifications, warranty and support</dc:description>
            <dc:date>2026-03-02T09:00:00Z</dc:date>
          </rdf:Description>
          <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
            <pdf:Keywords>Meshline, mesh Wi-Fi, router, user guide</pdf:Keywords>
          </rdf:Description>
          <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
            <xmp:CreatorTool>DocBook XSL Stylesheets with Apache FOP</xmp:CreatorTool>
            <xmp:CreateDate>2026-03-02T09:00:00Z</xmp:CreateDate>
            <xmp:ModifyDate>2026-03-02T09:00:00Z</xmp:ModifyDate>
            <xmp:MetadataDate>2026-03-02T09:00:00Z</xmp:MetadataDate>
          </rdf:Description>
        </rdf:RDF>
      </x:xmpmeta>
    </fo:declarations>
  </xsl:template>

</xsl:stylesheet>
