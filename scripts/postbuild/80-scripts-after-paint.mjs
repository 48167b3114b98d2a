// Runs Next's scripts after the page's first contentful paint has reached the screen, instead of
// as soon as they arrive. Every page is complete, usable HTML without JavaScript (the menu works
// through :target, links are links, the form shows its other routes), so hydration can wait: on a
// slow phone the text paints first, and neither the scripts' download nor their evaluation
// competes with it. Next's own low-priority script preloads go too, for the same reason. Runs
// after the compile-hints step (70), which reads the original tags, and before the CSP step (90),
// which hashes the inline loader this adds.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from '../lib/html-files.mjs';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;

/**
 * Inlined into each page (serialised with toString, so plain ES5 for every browser Next supports).
 * Waits for the load event and then for the browser's first-contentful-paint entry, which is
 * recorded only once that frame is presented; where Paint Timing is missing, one rendered frame.
 * A browser that supports the entry but never records it still hydrates, FALLBACK_MS after load
 * (the form's submit button waits for JavaScript). Then appends the chunks in document order,
 * each in a task of its own; async=false keeps their execution order.
 */
export function loadAfterFirstPaint(sources) {
  var FALLBACK_MS = 3000;
  var started = false;
  function append() {
    if (started) return;
    started = true;
    // One task per script: inserting a script element costs the main thread a few milliseconds
    // (more on a slow phone), and nine in one task made a long one.
    sources.forEach(function (source) {
      setTimeout(function () {
        var script = document.createElement('script');
        script.src = source;
        script.async = false;
        document.body.appendChild(script);
      }, 0);
    });
  }
  function afterPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') === -1) return requestAnimationFrame(append);
    setTimeout(append, FALLBACK_MS);
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      append();
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
}

/** The inline script that runs loadAfterFirstPaint with this page's chunks. */
export function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `<script>(${loadAfterFirstPaint.toString()})(${list})</script>`;
}

/** The page with its async chunk scripts replaced by the after-paint loader. */
export function scriptsAfterPaint(html) {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  return html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace('</body>', `${loaderScript(sources)}</body>`);
}

export default function deferHydration({ outDir }) {
  const pages = htmlFiles(outDir);
  for (const file of pages) writeFileSync(file, scriptsAfterPaint(readFileSync(file, 'utf8')));
  console.log(`postbuild scripts-after-paint: ${pages.length} pages hydrate after the first contentful paint`);
}
