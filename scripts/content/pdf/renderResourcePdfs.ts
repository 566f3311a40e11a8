import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import wawoff2 from 'wawoff2';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { resourceDocuments } from '../../../content/resourceDocs';
import { resources } from '../../../content/resources';
import { site } from '../../../content/site';
import { STORAGE_ROOT } from '../../../supabase/local/storage';
import { pdfFonts } from '../../../theme/pdf';
import { ResourcePdf } from './ResourcePdf';

const require = createRequire(import.meta.url);

let fontsReady = false;

/** A font file the PDF library can read: WOFF as shipped, WOFF2 turned into TTF in a scratch folder. */
async function readableFont(file: string): Promise<string> {
  const path = require.resolve(`@fontsource/${file}`);
  if (!path.endsWith('.woff2')) return path;
  const dir = join(tmpdir(), 'resource-pdf-fonts');
  mkdirSync(dir, { recursive: true });
  const ttf = join(dir, basename(path).replace(/\.woff2$/, '.ttf'));
  writeFileSync(ttf, await wawoff2.decompress(readFileSync(path)));
  return ttf;
}

/** Registers the site's faces once, from the @fontsource packages, and turns hyphenation off. */
async function registerFonts() {
  if (fontsReady) return;
  for (const face of Object.values(pdfFonts)) {
    const fonts = [];
    for (const [weight, file] of Object.entries(face.files)) {
      fonts.push({ src: await readableFont(file), fontWeight: Number(weight) });
    }
    Font.register({ family: face.family, fonts });
  }
  // Whole words only: a guide for beginners reads better without hyphens.
  Font.registerHyphenationCallback((word) => [word]);
  fontsReady = true;
}

/** The site's address as a reader would type it. */
export const siteAddress = site.origins.main.replace(/^https?:\/\//, '');

/** A fixed date for the files' metadata, so the same sources always give the same bytes. */
export const pdfDate = new Date(Date.UTC(site.copyrightYear, 0, 1));

export interface RenderedPdf {
  pdfPath: string;
  bytes: Buffer;
}

/** Renders every resource's PDF from its source in content/resourceDocs. */
export async function renderResourcePdfs(): Promise<RenderedPdf[]> {
  await registerFonts();
  const out: RenderedPdf[] = [];
  for (const resource of resources) {
    const doc = resourceDocuments.find((d) => d.pdfPath === resource.pdfPath);
    if (!doc) throw new Error(`No source in content/resourceDocs for ${resource.pdfPath}`);
    // The component has no state, so it is called for the <Document> element the renderer wants.
    const bytes = await renderToBuffer(
      ResourcePdf({ resource, doc, siteName: site.name, address: siteAddress, date: pdfDate }),
    );
    out.push({ pdfPath: resource.pdfPath, bytes });
  }
  return out;
}

/** Where the embedded backend serves the resources bucket from. */
export const RESOURCES_DIR = join(STORAGE_ROOT, 'resources');

/**
 * Renders every resource's PDF into `dir` (by default where the embedded backend serves them): the
 * build does it, so the PDFs always follow the content and the theme's tokens and are never
 * committed.
 */
export async function writeResourcePdfs(dir = RESOURCES_DIR): Promise<RenderedPdf[]> {
  const pdfs = await renderResourcePdfs();
  mkdirSync(dir, { recursive: true });
  for (const { pdfPath, bytes } of pdfs) writeFileSync(join(dir, pdfPath), bytes);
  return pdfs;
}

/** How many pages a PDF made by this renderer has. */
export function pageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}
