// Removes the English pages when the practice's facts cannot fill them (content/facts/english-gaps.ts:
// the five main pages are published together, with at least one service). Next renders every route
// it has, and an export needs at least one English service page: the build renders them all the
// same, and this step takes them out before any later step sees them. The build has already said
// why, in Spanish; the sitemap, the alternates and the language links never named them.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_STATUS_FILE } from '../host-configs.mjs';

/** Where the English pages live in the export (lib/locale.ts: LOCALE_ROOT.en). */
export const ENGLISH_DIR = 'en';

export default function unpublishedEnglish({ outDir }) {
  const statusFile = path.join(outDir, CONTENT_STATUS_FILE);
  if (!existsSync(statusFile))
    throw new Error(`08-unpublished-english: falta ${CONTENT_STATUS_FILE} (paso 05)`);
  const { englishSite } = JSON.parse(readFileSync(statusFile, 'utf8'));
  if (typeof englishSite !== 'boolean')
    throw new Error(`08-unpublished-english: ${CONTENT_STATUS_FILE} sin "englishSite"`);
  if (englishSite) return;
  rmSync(path.join(outDir, ENGLISH_DIR), { recursive: true, force: true });
  console.log('postbuild English pages: not published (the build named what they lack)');
}
