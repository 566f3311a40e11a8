import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { STORAGE_ROOT } from '../supabase/local/storage';
import { pageCount, renderResourcePdfs } from './pdf/renderResourcePdfs';

/** Writes the six resource PDFs into supabase/storage/resources, where the local backend serves them. */
const dir = join(STORAGE_ROOT, 'resources');
mkdirSync(dir, { recursive: true });
const started = performance.now();
const pdfs = await renderResourcePdfs();
for (const { pdfPath, bytes } of pdfs) {
  writeFileSync(join(dir, pdfPath), bytes);
  console.log(
    `${relative(process.cwd(), join(dir, pdfPath))}  ${pageCount(bytes)} pages  ${(bytes.length / 1024).toFixed(0)} KB`,
  );
}
console.log(`${pdfs.length} PDFs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
