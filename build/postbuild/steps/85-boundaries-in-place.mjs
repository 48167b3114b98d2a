// Puts each Suspense boundary's content back where it belongs in the exported HTML. The pages wrap
// their below-the-fold sections in Suspense (components/ui/hydrate-later.tsx) so React hydrates them
// in slices after the first controls; nothing in them suspends, but React's prerender still writes
// every boundary over 500 bytes that comes after the page's first 12.8 KB out of place: a
// placeholder, the content hidden at the end of the page, and inline scripts that move it in. That
// page would show those sections only with JavaScript (and late, after the whole page is parsed),
// and each script would be one more hash in the policy. This step does what the scripts do, at
// build time: the content replaces its placeholder inside <!--$-->…<!--/$-->, the markers a
// boundary React rendered in place has, and the scripts go. Runs after the after-paint step (80),
// which takes the flight data's inline scripts out, and before the CSP step (90), which hashes
// the inline scripts that remain.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from '../html-files.mjs';
import { BOUNDARY_CONTENT, OUTLINED_BOUNDARY, REVEAL_TIMING } from '../next-output-shapes.mjs';

/** What is left of React's out-of-place rendering if a shape did not match. */
const LEFTOVERS = [/<template id="B:/, /<div hidden id="S:/, /\$RC\(/, /\$RT=/, /<!--\$\?-->/];

/**
 * The page with every outlined boundary's content in its placeholder, and React's reveal scripts
 * gone; and how many boundaries it moved. Throws when a placeholder has no content, or when
 * anything of the out-of-place shape is left (a Next or React upgrade changed it).
 * @param {string} html
 */
export function boundariesInPlace(html) {
  /** @type {Map<string, string>} */
  const contents = new Map();
  let page = html.replace(BOUNDARY_CONTENT.pattern, (_, id, content) => {
    contents.set(id, content);
    return '';
  });
  page = page.replace(REVEAL_TIMING.pattern, '');
  // A boundary inside another one has its placeholder inside that one's content: repeat until none is left.
  let moved = 0;
  while (OUTLINED_BOUNDARY.pattern.test(page)) {
    OUTLINED_BOUNDARY.pattern.lastIndex = 0;
    page = page.replace(OUTLINED_BOUNDARY.pattern, (_, id) => {
      const content = contents.get(id);
      if (content === undefined)
        throw new Error(
          `boundaries-in-place: no content for boundary B:${id}; compare with build/postbuild/next-output-shapes.mjs`,
        );
      contents.delete(id);
      moved += 1;
      return `<!--$-->${content}<!--/$-->`;
    });
  }
  OUTLINED_BOUNDARY.pattern.lastIndex = 0;
  if (contents.size > 0)
    throw new Error(
      `boundaries-in-place: content without a placeholder: S:${[...contents.keys()].join(', S:')}`,
    );
  const leftover = LEFTOVERS.find((pattern) => pattern.test(page));
  if (leftover)
    throw new Error(
      `boundaries-in-place: ${leftover} is still in the page; compare React's out-of-place boundaries with build/postbuild/next-output-shapes.mjs`,
    );
  return { html: page, moved };
}

export default function putBoundariesInPlace({ outDir }) {
  let pages = 0;
  let moved = 0;
  for (const file of htmlFiles(outDir)) {
    const result = boundariesInPlace(readFileSync(file, 'utf8'));
    if (result.moved === 0) continue;
    writeFileSync(file, result.html);
    pages += 1;
    moved += result.moved;
  }
  console.log(
    `postbuild boundaries-in-place: ${moved} Suspense boundaries put back in place in ${pages} pages, their reveal scripts removed`,
  );
}
