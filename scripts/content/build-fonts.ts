// `npm run fonts`: writes the site's font files to theme/fonts/ and their stylesheet to
// theme/fonts.css (see scripts/content/fonts/siteFonts.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONTS_DIR as DIR, STYLESHEET, makeSiteFonts } from './fonts/siteFonts.ts';

const { files, css } = await makeSiteFonts();
rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
for (const { file, bytes } of files) {
  writeFileSync(join(DIR, file), bytes);
  console.log(`${join(DIR, file)}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
writeFileSync(STYLESHEET, css);
console.log(STYLESHEET);
