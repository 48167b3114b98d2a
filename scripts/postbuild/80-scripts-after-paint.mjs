// Runs Next's scripts after the page has loaded and painted, instead of as soon as they arrive.
// Every page is complete, usable HTML without JavaScript (the menu works through :target, links
// are links, the form shows its other routes), so hydration can wait: on a slow phone the text
// paints first, and neither the scripts' download nor their evaluation competes with it. Next's
// own low-priority script preloads go too, for the same reason. Runs before the CSP step, which
// hashes the inline loader this adds.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from '../lib/html-files.mjs';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;

/** An inline loader that appends the chunks, in document order, after the load event and the next frame. */
function loader(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  // requestAnimationFrame then setTimeout: the callback runs just after the next frame is painted.
  return `<script>addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){${list}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=!1;document.body.appendChild(e)})},0)})})</script>`;
}

/** The page with its async chunk scripts replaced by the after-paint loader. */
export function scriptsAfterPaint(html) {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  return html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace('</body>', `${loader(sources)}</body>`);
}

export default function deferHydration({ outDir }) {
  const pages = htmlFiles(outDir);
  for (const file of pages) writeFileSync(file, scriptsAfterPaint(readFileSync(file, 'utf8')));
  console.log(`postbuild scripts-after-paint: ${pages.length} pages hydrate after the first paint`);
}
