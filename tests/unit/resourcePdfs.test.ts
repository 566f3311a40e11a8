// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceDocuments } from '../../content/resourceDocs';
import { resources } from '../../content/resources';
import type { DocBlock, ResourceDocument } from '../../content/types';
import { fontsourceRange, inSpans } from '../../scripts/content/fonts/siteFonts';
import {
  pageCount,
  renderResourcePdfs,
  type RenderedPdf,
} from '../../scripts/content/pdf/renderResourcePdfs';

/** The code points a @fontsource face covers, read from its own stylesheet's unicode-range. */
function coveredBy(pkg: string, face: string): (codePoint: number) => boolean {
  const spans = fontsourceRange(`@fontsource/${pkg}/index.css`, `${face}.woff2`);
  return (cp) => inSpans(spans, cp);
}

function blockTexts(block: DocBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return [block.text];
    case 'bullets':
    case 'steps':
    case 'checklist':
      return [...block.items];
    case 'table':
      return [...block.columns, ...block.rows.flat()];
    case 'callout':
    case 'prompt':
      return [block.title, block.text];
    case 'fields':
      return block.items.map((item) => item.label);
  }
}

function allText(doc: ResourceDocument): string {
  return [
    doc.subtitle,
    ...doc.inside,
    doc.closing,
    ...doc.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockTexts)]),
  ].join('\n');
}

describe('resource PDF sources', () => {
  it('there is one source per resource, under the same file name', () => {
    expect(resourceDocuments.map((doc) => doc.pdfPath)).toEqual(resources.map((r) => r.pdfPath));
  });

  it('use only letters the embedded fonts can draw', () => {
    const body = coveredBy('inter', 'inter-latin-400-normal');
    const mono = coveredBy('ibm-plex-mono', 'ibm-plex-mono-latin-400-normal');
    for (const doc of resourceDocuments) {
      const missing = [...new Set(allText(doc))].filter((ch) => ch !== '\n' && !body(ch.codePointAt(0) ?? 0));
      expect(missing, doc.pdfPath).toEqual([]);
      const prompts = doc.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'prompt');
      const missingMono = [...new Set(prompts.map((p) => p.text).join(''))].filter(
        (ch) => ch !== '\n' && !mono(ch.codePointAt(0) ?? 0),
      );
      expect(missingMono, doc.pdfPath).toEqual([]);
    }
  });

  it('every table row has a cell for every column', () => {
    for (const doc of resourceDocuments) {
      for (const block of doc.sections.flatMap((s) => s.blocks)) {
        if (block.kind !== 'table') continue;
        for (const row of block.rows) expect(row.length, doc.pdfPath).toBe(block.columns.length);
      }
    }
  });
});

describe('resource PDFs', () => {
  let rendered: RenderedPdf[] = [];
  beforeAll(async () => {
    rendered = await renderResourcePdfs();
  }, 120_000);

  it('are PDFs of two to six pages', () => {
    expect(rendered).toHaveLength(resources.length);
    for (const { pdfPath, bytes } of rendered) {
      expect(bytes.subarray(0, 5).toString('latin1'), pdfPath).toBe('%PDF-');
      const pages = pageCount(bytes);
      expect(pages, pdfPath).toBeGreaterThanOrEqual(2);
      expect(pages, pdfPath).toBeLessThanOrEqual(6);
    }
  });

  it('carry their title and embed the site’s fonts', () => {
    for (const { pdfPath, bytes } of rendered) {
      const raw = bytes.toString('latin1');
      const resource = resources.find((r) => r.pdfPath === pdfPath);
      expect(raw).toMatch(/\/Title \d+ 0 R/);
      expect(resource).toBeDefined();
      for (const face of ['Inter', 'Fredoka'])
        expect(raw, `${pdfPath} ${face}`).toMatch(new RegExp(`/FontName /[A-Z]+\\+${face}-`));
    }
  });
});
