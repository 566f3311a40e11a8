import type { ReactNode } from 'react';
import {
  Circle,
  Document,
  Page,
  Path,
  Svg,
  Text,
  View,
  StyleSheet,
  type ViewProps,
} from '@react-pdf/renderer';
import type { DocBlock, Resource, ResourceDocument } from '../../../content/types';
import { pdfColours as c, pdfFonts, pdfType as t } from '../../../theme/pdf';

export interface ResourcePdfProps {
  resource: Resource;
  doc: ResourceDocument;
  /** The newsletter's name, e.g. 'The AI Edit'. */
  siteName: string;
  /** The site's address as a reader types it, e.g. 'www.theaiedit.example'. */
  address: string;
  /** Written into the PDF's metadata; fixed so the same sources give the same file. */
  date: Date;
}

const typeLabel: Record<Resource['type'], string> = {
  Guide: 'Free guide',
  Template: 'Free template',
  Tools: 'Tool list',
  Analysis: 'Analysis',
};

const margin = { x: 56, top: 66, bottom: 64 };

const s = StyleSheet.create({
  page: {
    fontFamily: pdfFonts.body.family,
    fontSize: t.body,
    lineHeight: t.leading,
    color: c.text,
    backgroundColor: c.page,
    paddingHorizontal: margin.x,
    paddingTop: margin.top,
    paddingBottom: margin.bottom,
  },
  coverPage: {
    fontFamily: pdfFonts.body.family,
    fontSize: t.body,
    lineHeight: t.leading,
    color: c.text,
    backgroundColor: c.page,
  },
  coverBand: {
    backgroundColor: c.brand,
    color: c.onBrand,
    paddingHorizontal: margin.x,
    paddingTop: 64,
    paddingBottom: 48,
  },
  brandName: { fontFamily: pdfFonts.display.family, fontWeight: 600, fontSize: 14, letterSpacing: 0.3 },
  coverKicker: {
    marginTop: 56,
    fontSize: t.small,
    fontWeight: 700,
    letterSpacing: 1.6,
    textTransform: 'uppercase',
    color: c.onBrandMuted,
  },
  coverTitle: {
    marginTop: 10,
    fontFamily: pdfFonts.display.family,
    fontWeight: 600,
    fontSize: t.h1,
    lineHeight: 1.15,
  },
  coverSubtitle: { marginTop: 16, fontSize: 12.5, lineHeight: 1.5, color: c.onBrandMuted, maxWidth: 400 },
  coverBody: { paddingHorizontal: margin.x, paddingTop: 40 },
  insideHeading: {
    fontFamily: pdfFonts.display.family,
    fontWeight: 600,
    fontSize: t.h3 + 1.5,
    color: c.brand,
    marginBottom: 10,
  },
  coverFoot: {
    position: 'absolute',
    left: margin.x,
    right: margin.x,
    bottom: 48,
    paddingTop: 12,
    borderTopWidth: 1,
    borderTopColor: c.border,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: t.small + 0.5,
    color: c.muted,
  },
  header: {
    position: 'absolute',
    top: 28,
    left: margin.x,
    right: margin.x,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingBottom: 6,
    borderBottomWidth: 1,
    borderBottomColor: c.border,
    fontSize: t.small,
    color: c.muted,
  },
  headerBrand: { fontFamily: pdfFonts.display.family, fontWeight: 600, color: c.brand },
  footer: {
    position: 'absolute',
    bottom: 30,
    left: margin.x,
    right: margin.x,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: t.small,
    color: c.muted,
  },
  h2: {
    fontFamily: pdfFonts.display.family,
    fontWeight: 600,
    fontSize: t.h2,
    lineHeight: 1.25,
    color: c.brand,
    marginTop: 18,
    marginBottom: 8,
  },
  h3: { fontWeight: 700, fontSize: t.h3, lineHeight: 1.35, marginTop: 10, marginBottom: 4 },
  paragraph: { marginBottom: 8 },
  row: { flexDirection: 'row', marginBottom: 4 },
  rowText: { flex: 1 },
  bulletDot: { width: 14, paddingTop: 5 },
  stepNumber: {
    width: 18,
    height: 18,
    marginRight: 8,
    borderRadius: 9,
    backgroundColor: c.brand,
    color: c.onBrand,
    fontSize: t.small,
    fontWeight: 700,
    lineHeight: 1,
    textAlign: 'center',
    paddingTop: 4.5,
  },
  block: { marginBottom: 10 },
  table: { borderWidth: 1, borderColor: c.border, borderRadius: 6, marginBottom: 12 },
  tableRow: { flexDirection: 'row', borderTopWidth: 1, borderTopColor: c.border },
  tableHead: { flexDirection: 'row', backgroundColor: c.tintStrong },
  tableCell: { flex: 1, paddingHorizontal: 7, paddingVertical: 5, fontSize: t.body - 1, lineHeight: 1.4 },
  tableHeadCell: { fontWeight: 700 },
  callout: {
    backgroundColor: c.accentTint,
    borderLeftWidth: 3,
    borderLeftColor: c.accent,
    borderRadius: 4,
    paddingHorizontal: 12,
    paddingVertical: 9,
    marginBottom: 12,
  },
  calloutTitle: { fontWeight: 700, color: c.accent, marginBottom: 2 },
  prompt: {
    backgroundColor: c.codeSurface,
    borderWidth: 1,
    borderColor: c.rule,
    borderRadius: 6,
    paddingHorizontal: 12,
    paddingVertical: 9,
    marginBottom: 12,
  },
  promptTitle: { fontWeight: 700, fontSize: t.body, marginBottom: 4 },
  promptText: { fontFamily: pdfFonts.mono.family, fontSize: t.code, lineHeight: 1.45 },
  fieldLabel: { fontWeight: 600, marginTop: 6 },
  fieldLine: { height: 22, borderBottomWidth: 1, borderBottomColor: c.rule },
  checkbox: {
    width: 10,
    height: 10,
    marginTop: 3.5,
    marginRight: 9,
    borderWidth: 1.2,
    borderColor: c.brand,
    borderRadius: 2,
  },
  closing: {
    marginTop: 16,
    backgroundColor: c.tint,
    borderRadius: 8,
    paddingHorizontal: 16,
    paddingVertical: 14,
  },
  closingText: { marginBottom: 4 },
  closingAddress: { fontWeight: 700, color: c.brand },
});

function Bullet() {
  return (
    <View style={s.bulletDot}>
      <Svg width={6} height={6} viewBox="0 0 6 6">
        <Circle cx={3} cy={3} r={3} fill={c.brand} />
      </Svg>
    </View>
  );
}

/** One line of a list: its marker (a bullet, a step's number, a box to tick), then the text. */
function Row({ marker, text, ...view }: { marker: ReactNode; text: string } & Pick<ViewProps, 'wrap'>) {
  return (
    <View style={s.row} {...view}>
      {marker}
      <Text style={s.rowText}>{text}</Text>
    </View>
  );
}

/** A list block: one item to a row, each row kept on one page, after the marker for its place. */
function List({ items, marker }: { items: readonly string[]; marker: (index: number) => ReactNode }) {
  return (
    <View style={s.block}>
      {items.map((item, index) => (
        <Row key={item} marker={marker(index)} text={item} wrap={false} />
      ))}
    </View>
  );
}

function Block({ block }: { block: DocBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={s.paragraph}>{block.text}</Text>;
    case 'subheading':
      return (
        <Text style={s.h3} minPresenceAhead={60}>
          {block.text}
        </Text>
      );
    case 'bullets':
      return <List items={block.items} marker={() => <Bullet />} />;
    case 'steps':
      return <List items={block.items} marker={(index) => <Text style={s.stepNumber}>{index + 1}</Text>} />;
    case 'checklist':
      return <List items={block.items} marker={() => <View style={s.checkbox} />} />;
    case 'table':
      return (
        <View style={s.table}>
          <View style={s.tableHead} wrap={false} minPresenceAhead={48}>
            {block.columns.map((column) => (
              <Text key={column} style={[s.tableCell, s.tableHeadCell]}>
                {column}
              </Text>
            ))}
          </View>
          {block.rows.map((row, rowIndex) => (
            <View key={rowIndex} style={s.tableRow} wrap={false}>
              {block.columns.map((column, cellIndex) => (
                <Text key={column} style={s.tableCell}>
                  {row[cellIndex] ?? ''}
                </Text>
              ))}
            </View>
          ))}
        </View>
      );
    case 'callout':
      return (
        <View style={s.callout} wrap={false}>
          <Text style={s.calloutTitle}>{block.title}</Text>
          <Text>{block.text}</Text>
        </View>
      );
    case 'prompt':
      return (
        <View style={s.prompt} wrap={false}>
          <Text style={s.promptTitle}>{block.title}</Text>
          <Text style={s.promptText}>{block.text}</Text>
        </View>
      );
    case 'fields':
      return (
        <View style={s.block}>
          {block.items.map((field) => (
            <View key={field.label} wrap={false}>
              <Text style={s.fieldLabel}>{field.label}</Text>
              {Array.from({ length: field.lines }, (_, line) => (
                <View key={line} style={s.fieldLine} />
              ))}
            </View>
          ))}
        </View>
      );
  }
}

/** The cover's decoration: soft circles in the brand band, drawn, not fetched. */
function CoverArt() {
  return (
    <Svg width={150} height={150} viewBox="0 0 190 190" style={{ position: 'absolute', right: 24, top: 6 }}>
      <Circle cx={120} cy={70} r={64} fill={c.brandDark} fillOpacity={0.35} />
      <Circle cx={64} cy={128} r={38} fill={c.tintStrong} fillOpacity={0.25} />
      <Path
        d="M120 40 L128 62 L150 70 L128 78 L120 100 L112 78 L90 70 L112 62 Z"
        fill={c.page}
        fillOpacity={0.9}
      />
    </Svg>
  );
}

/** One resource as a branded A4 document: a cover, the sections, and a closing note with the site's address. */
export function ResourcePdf({ resource, doc, siteName, address, date }: ResourcePdfProps) {
  return (
    <Document
      title={resource.title}
      subject={resource.description}
      author={siteName}
      creator={siteName}
      producer={siteName}
      language="en-GB"
      creationDate={date}
      modificationDate={date}
    >
      <Page size="A4" style={s.coverPage}>
        <View style={s.coverBand}>
          <CoverArt />
          <Text style={s.brandName}>{siteName}</Text>
          <Text style={s.coverKicker}>{typeLabel[resource.type]}</Text>
          <Text style={s.coverTitle}>{resource.title}</Text>
          <Text style={s.coverSubtitle}>{doc.subtitle}</Text>
        </View>
        <View style={s.coverBody}>
          <Text style={s.insideHeading}>What’s inside</Text>
          {doc.inside.map((line) => (
            <Row key={line} marker={<Bullet />} text={line} />
          ))}
        </View>
        <View style={s.coverFoot}>
          <Text>Free to keep and share · {address}</Text>
          <Text>
            © {date.getUTCFullYear()} {siteName}
          </Text>
        </View>
      </Page>
      <Page size="A4" style={s.page}>
        <View style={s.header} fixed>
          <Text style={s.headerBrand}>{siteName}</Text>
          <Text>{resource.title}</Text>
        </View>
        {doc.sections.map((section) => (
          <View key={section.heading}>
            <Text style={s.h2} minPresenceAhead={80}>
              {section.heading}
            </Text>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </View>
        ))}
        <View style={s.closing} wrap={false}>
          <Text style={s.closingText}>{doc.closing}</Text>
          <Text style={s.closingAddress}>{address}</Text>
        </View>
        <View style={s.footer} fixed>
          <Text>{address}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
