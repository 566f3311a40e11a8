import { relative, join } from 'node:path';
import { pageCount, RESOURCES_DIR, writeResourcePdfs } from './pdf/renderResourcePdfs';

/** Writes the six resource PDFs into supabase/storage/resources, where the local backend serves them. */
const started = performance.now();
const pdfs = await writeResourcePdfs();
for (const { pdfPath, bytes } of pdfs) {
  console.log(
    `${relative(process.cwd(), join(RESOURCES_DIR, pdfPath))}  ${pageCount(bytes)} pages  ${(bytes.length / 1024).toFixed(0)} KB`,
  );
}
console.log(`${pdfs.length} PDFs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
