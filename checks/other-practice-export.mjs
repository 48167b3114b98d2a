// @ts-check
// The export of the second fictional practice, built once for the two checks that read it: the
// swap check (checks/swap.mjs: no string of the first practice in it) and the photo check
// (checks/photos.mjs: every photo's file and place, every page's HTML budget). It is the practice of
// checks/e2e/fixtures/otra-practica with a phone-like photo in every photo field (checks/photo-practice.mjs), built
// into out-other-practice/ from the facts folder .cache/other-practice/, once for both
// (checks/shared-export.mjs).
import '../build/prebuild/typescript-imports.mjs';
import { pathToFileURL } from 'node:url';
import { OTHER_PRACTICE_EXPORT, OTHER_PRACTICE_FACTS } from './other-practice-paths.mjs';
import { sharedExport } from './shared-export.mjs';

// The fixture imports the slots' TypeScript (lib/photo-slots.ts): imported once the hooks above are in place.
const { writePhotoPractice } = await import('./photo-practice.mjs');

/**
 * The export of the other practice with photos, built unless current (checks/shared-export.mjs).
 * Resolves to its folder and the facts folder it was built from.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ outDir: string, factsDir: string }>}
 */
export async function otherPracticeExport({ log = console.log } = {}) {
  const { dir, facts } = await sharedExport({
    dir: OTHER_PRACTICE_EXPORT,
    facts: OTHER_PRACTICE_FACTS,
    writeFacts: (folder) => writePhotoPractice(folder, { photos: 'maximum' }),
    log: (line) => log(`other practice: ${line}`),
  });
  return { outDir: dir, factsDir: facts };
}

// Run on its own (the swap check does, as a child process): builds the export when it is out of date.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  otherPracticeExport().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
