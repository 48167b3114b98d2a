// @ts-check
// Before `next build` writes the export: every photo the facts name (content/photos.ts) made into
// the files its places need (build/prebuild/photo-pipeline.mjs), and the manifest the pages read
// (lib/photo-files.mjs: photoManifestFile). A photo that cannot be made right stops the build here,
// with one sentence per photo naming its field and file, before out/ is touched: the site already
// published stays as it was. `npm run build` and `npm run dev` run this first (their pre-scripts).
import './typescript-imports.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { photoManifestFile } from '../../lib/photo-files.mjs';
import { escapeUnseen } from '../../lib/printable.mjs';

// Imported once the hooks above are in place: static imports are resolved before any module runs.
const { processPhotos } = await import('./photo-pipeline.mjs');

const started = Date.now();
/** @type {{ photoUses: readonly import('./photo-pipeline.mjs').PhotoUse[] }} */
const { photoUses } = await import('../../content/photos.ts').catch((error) => {
  // The facts' own errors (content/facts/load.ts) are already sentences for the practice.
  console.error(error?.name === 'FactsError' ? error.message : error);
  process.exit(1);
});
let encoded = 0;
const { photos, problems } = await processPhotos(photoUses, { onEncode: () => (encoded += 1) });
if (problems.length > 0) {
  // Each names a file someone typed: one line each, whatever it holds (lib/printable.mjs).
  const lines = problems.map((problem) => escapeUnseen(problem));
  console.error(
    `Las fotos del consultorio tienen errores; el sitio publicado no cambia:\n  - ${lines.join('\n  - ')}`,
  );
  process.exit(1);
}
const manifestFile = photoManifestFile();
mkdirSync(path.dirname(manifestFile), { recursive: true });
writeFileSync(manifestFile, `${JSON.stringify({ photos }, null, 1)}\n`);
const count = Object.keys(photos).length;
console.log(
  `prebuild photos: ${count} ${count === 1 ? 'foto' : 'fotos'}, ${encoded} ${encoded === 1 ? 'procesada' : 'procesadas'} y ${count - encoded} de la caché, en ${Date.now() - started} ms`,
);
