// The after-paint loader, run as each page's <route>/after-paint.js. A browser script that is the
// body of a function of the page's values: build/postbuild/steps/80-scripts-after-paint.mjs wraps
// it in a function of LOADER_INPUTS (build/postbuild/after-paint-loader-inputs.mjs), minifies it
// as ES5 for every browser Next supports, and calls it with the page's chunks, runtime, flight
// data URL, Turbopack start entry, build id and module lists to evaluate first. Its helpers share
// the loader's state through that one function's closure: helpers taking the state as arguments
// make it larger on every page, which the JavaScript budget (docs/quality.md) does not allow.
//
// First, it checks that the page and itself come from one build: the page's loader tag carries the
// build id (data-build), and so does this file (`build`). A page and a loader of two builds (an
// upload under way, a cache) start nothing: no request, no error; the page stays as it is without
// JavaScript, which works (docs/build-consistency.md). Once the page's own bytes are in (the HTML,
// and its eager images drawn), it preloads the Turbopack runtime, the one chunk that starts the
// app, and every other chunk: they download while the phone lays the page out, and nothing runs.
// Then it waits for the browser's first-contentful-paint entry, which is recorded only once that
// frame is presented, and not for the rest of the page to be parsed: the chunks run while the
// parser finishes below the fold. Every browser Next supports records that entry (Paint Timing:
// Chrome 60, Firefox 84, Safari 14.1); one that never does still hydrates, FALLBACK_MS after load
// (the form's submit button waits for JavaScript). Once the paint is there and the downloads have
// begun, it fetches the page's flight data, at high priority (the data is no script, but a request
// for it that ends before the first paint counts in Lighthouse's simulation of the page's largest
// paint), and every chunk but the runtime is appended, async. Those only register their modules
// (the build checks each for that shape), so each is parsed and compiled as it arrives, while the
// rest is still on the wire. React hydrates the whole document, so the runtime waits for the parser
// to finish (DOMContentLoaded), for every chunk to have loaded and for the data.
// Starting a request costs the main thread a few milliseconds on a slow phone, and the app's start
// in one go is one long task (Lighthouse's total blocking time), so the loader does one thing per
// task (`later`): each preload, each chunk, then the runtime, which only registers the chunks'
// modules; then each of `warmUp`'s module lists (React DOM, the largest library, evaluated on its
// own); then Turbopack's start entry (which modules to run: Next's app), with [0] in
// self.__next_f as Next's inline scripts had it; and last the payload, in pieces of about
// PIECE_CHARS, one per task. Next reads the payload from a stream it closes in a zero-delay timeout
// it sets as it starts; the pieces' timeouts are set just before the start entry, so they run
// first, in order, and React parses each piece in a task of its own. The runtime never runs when
// the data cannot be fetched, when it carries another build's id ("b":"<id>", Next's own), or when
// a chunk fails to load (deleted by a deploy): the page stays as it is without JavaScript.
// Last, once the app has started and the browser is idle (hydration done; nothing else then shares
// the slow link with the chunks and the data), it fetches the web font into the HTTP cache when
// the page's <head> left its URL in self.__webfont
// (build/postbuild/steps/60-web-font-when-cached.mjs), and remembers that for the next page; it
// does so too when the data could not be fetched, but not for a page of another build, whose font
// may be gone.
var FALLBACK_MS = 3000;
var IDLE_TIMEOUT_MS = 5000;
// React parses a piece in the task that hands it over: about 1 ms a KB on the phone profile (4x).
var PIECE_CHARS = 8192;
var painted = false;
var held = false;
var downloading = false;
var started = false;
var data;
var payload;
var requested = {};
var jobs = [];
// What the runtime waits for: every chunk loaded, the data in place, the page parsed. A chunk
// that fails never counts, so the runtime never runs.
var awaited = chunks.length + 2;
// The downloads start as soon as the page's own bytes are in (the HTML, its eager images): the
// link is idle then while the phone parses and lays out the page for its first paint, and the
// chunks, the larger part of what hydration waits for, arrive that much sooner. They only
// download: nothing runs before the first paint. The check runs now, when an image still on its
// way ends, once the page is parsed (its last byte is in by then), and at the first paint.
// An eager image can be the page's largest paint, and on a slow link it often arrives after the
// text has painted: the downloads wait until it is decoded and a frame has drawn it, so that it
// has the link to itself and nothing on the main thread comes before its paint (docs/quality.md,
// Photos, has the figures).
// A page without eager images is not held: its first paint is its largest.
// The stylesheets are not waited for: <head> requests them before this file, so they are nearly
// in when it runs, and a new request's first byte is a round trip away. Their load event often
// reaches the page only once the main thread has parsed, styled and laid the page out, and
// hydration would end later by as much.
function download() {
  downloading = true;
  later(preload, runtime);
  for (var i = 0; i < chunks.length; i += 1) later(preload, chunks[i]);
  if (painted) begin();
}
function downloadWhenPageIsIn() {
  if (held) return;
  var navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
    performance.getEntriesByType('navigation')[0]
  );
  // Once the first paint is there, the HTML is not waited for: the paint starts the downloads.
  var waiting = !painted && (!navigation || !(navigation.responseEnd > 0));
  var eager = document.querySelectorAll('img:not([loading="lazy"])');
  var decoded = [];
  for (var i = 0; i < eager.length; i += 1) {
    var item = /** @type {HTMLImageElement} */ (eager[i]);
    // A broken image never draws: its decode() rejects, and nothing waits for it.
    if (item.complete) decoded.push(item.decode());
    else {
      waiting = true;
      item.addEventListener('load', downloadWhenPageIsIn);
      item.addEventListener('error', downloadWhenPageIsIn);
    }
  }
  if (waiting) return;
  held = true;
  if (eager.length === 0) return download();
  Promise.allSettled(decoded).then(function () {
    // The first frame after the decode draws the images; the second begins once it is shown.
    requestAnimationFrame(function () {
      requestAnimationFrame(download);
    });
  });
}
// The first contentful paint is on the screen: the downloads begin unless an eager image is still
// on its way or being drawn, and the app starts once they have.
function start() {
  painted = true;
  if (downloading) begin();
  else downloadWhenPageIsIn();
}
function begin() {
  if (started) return;
  started = true;
  data = fetch(flightData, { priority: 'high' });
  for (var i = 0; i < chunks.length; i += 1) later(append, chunks[i], ready);
  whenParsed(ready);
  data
    .then(function (response) {
      return response.ok ? response.text() : null;
    })
    .then(function (text) {
      if (text === null) return whenIdle(cacheWebFont);
      if (text.indexOf('"b":"' + build + '"') === -1) return;
      payload = text;
      ready();
    })
    .catch(function () {
      whenIdle(cacheWebFont);
    });
}
function ready() {
  awaited -= 1;
  if (awaited !== 0) return;
  later(append, runtime, function () {
    for (var i = 0; i < warmUp.length; i += 1)
      later(evaluate, { otherChunks: [], runtimeModuleIds: warmUp[i] });
    later(startApp);
  });
}
function evaluate(entry) {
  (self.TURBOPACK = self.TURBOPACK || []).push(entry);
}
function startApp() {
  for (var at = 0, end; at < payload.length; at = end) {
    end = payload.indexOf('\n', at + PIECE_CHARS) + 1 || payload.length;
    handOver(payload.slice(at, end));
  }
  (self.__next_f = self.__next_f || []).push([0]);
  evaluate(turbopackStart);
  // Once the app has started, hydration follows in the tasks React schedules, and the browser
  // is idle when they are done.
  whenIdle(cacheWebFont);
}
function handOver(piece) {
  setTimeout(function () {
    (self.__next_f = self.__next_f || []).push([1, piece]);
  }, 0);
}
// One job per task, in order: a job that finds nothing to do (a file already requested) returns
// false and gives its task to the next.
function later(job, a, b) {
  jobs.push([job, a, b]);
  if (jobs.length === 1) setTimeout(nextJob, 0);
}
function nextJob() {
  var job;
  do job = jobs.shift();
  while (job && job[0](job[1], job[2]) === false);
  if (jobs.length) setTimeout(nextJob, 0);
}
function whenParsed(callback) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback);
  else callback();
}
function whenLoaded(callback) {
  if (document.readyState === 'complete') callback();
  else addEventListener('load', callback);
}
function whenIdle(callback) {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}
function cacheWebFont() {
  var url = self.__webfont;
  if (!url) return;
  fetch(url)
    .then(function (response) {
      return response.ok ? response.arrayBuffer() : null;
    })
    .then(function (font) {
      if (font && url) localStorage.setItem('webfont', url);
    })
    .catch(function () {});
}
// Each file is requested once: by its preload, or by its script when that comes first. Once the
// page has painted, the chunks are appended instead: their preloads give way. Preloads are low
// priority: nothing the first paint needs is left on the wire by then, and Lighthouse's
// simulation counts a high-priority script requested before the first paint as possibly
// render-blocking, so in some runs its simulated FCP and LCP waited for the chunks (1.1-1.4 s
// instead of 0.9 s; performance 99 instead of 100).
// Hydration on the hydration phone did not change (docs/quality.md).
function preload(source) {
  if (requested[source] || (started && source !== runtime)) return false;
  requested[source] = true;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.setAttribute('fetchpriority', 'low');
  link.href = source;
  document.head.appendChild(link);
}
function append(source, onload) {
  requested[source] = true;
  var script = document.createElement('script');
  script.src = source;
  // Async, as Next's own tags are: each chunk runs in a task of its own as soon as it has
  // arrived, so the browser can answer a tap between two of them. In order (async=false), the
  // chunks that are ready together would run one after another in a single long task.
  script.async = true;
  script.onload = onload;
  document.body.appendChild(script);
}
// A page and a loader of two builds start nothing.
var tag = document.querySelector('script[data-build]');
if (tag && tag.getAttribute('data-build') === build) {
  downloadWhenPageIsIn();
  whenParsed(downloadWhenPageIsIn);
  whenLoaded(function () {
    setTimeout(start, FALLBACK_MS);
  });
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}
