// Marks the chunks every page runs at start-up with V8's explicit compile hint, so Chromium
// compiles their functions on its background script-streaming thread while they download,
// instead of on the main thread the first time each is called. Next's chunks wrap whole
// libraries (React DOM, the router) in one module function; compiling that lazily is a large
// part of hydration's one long task (Lighthouse's total blocking time). Lazy chunks (the
// form's delivery, sonner, Radix) are left alone: they run only a little of their code.
// Other engines read the hint as the comment it is. https://v8.dev/blog/explicit-compile-hints
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../html-files.mjs';
import { CHUNK_SCRIPT } from '../next-output-shapes.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The start-up chunk URLs of one exported page, before the after-paint step (80) moves them into its loader. */
export function startupChunks(html) {
  return [...html.matchAll(CHUNK_SCRIPT.pattern)].map((match) => match[1]);
}

export default function compileHints({ outDir }) {
  const chunks = new Set(
    htmlFiles(outDir).flatMap((file) => startupChunks(readFileSync(file, 'utf8'))),
  );
  for (const url of chunks) {
    const file = path.join(outDir, url);
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + source);
  }
  console.log(
    `postbuild compile-hints: ${chunks.size} start-up chunks compile eagerly off the main thread`,
  );
}
