// Next's React Server Components payload ("flight data") as an exported page carries it: one inline
// bootstrap script, `(self.__next_f=self.__next_f||[]).push([0])`, then the payload in string
// pieces, `self.__next_f.push([1,"…"])`. The export also writes the same payload, byte for byte,
// to the .txt file next to each page (what Next fetches for a client navigation). The after-paint
// step (build/postbuild/steps/80-scripts-after-paint.mjs) takes the inline copy out of the HTML and has
// the loader fetch the file instead. Any other shape (binary or form-state pieces, a payload that
// differs from the file, a file that is missing) throws: a Next upgrade must fail the build and its
// tests, never ship a page that cannot hydrate.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FLIGHT_BOOTSTRAP, FLIGHT_PIECE } from './next-output-shapes.mjs';

/**
 * The page without its inline flight data, and that data as one string.
 * Throws when the page does not hold exactly the shape described above.
 */
export function takeFlightData(html, page = 'page') {
  const fail = (why) => {
    throw new Error(
      `flight-data: ${page}: ${why}; Next's output changed shape, update build/postbuild/flight-data.mjs`,
    );
  };
  const bootstraps = html.split(FLIGHT_BOOTSTRAP.pattern).length - 1;
  if (bootstraps !== 1) fail(`expected one __next_f bootstrap script, found ${bootstraps}`);
  const pieces = [...html.matchAll(FLIGHT_PIECE.pattern)].map((match) => JSON.parse(match[1]));
  if (pieces.length === 0) fail('no self.__next_f.push([1,"…"]) script');
  const rest = html.replace(FLIGHT_BOOTSTRAP.pattern, '').replace(FLIGHT_PIECE.pattern, '');
  if (rest.includes('__next_f'))
    fail('a __next_f script of another kind is left (binary or form state?)');
  return { html: rest, data: pieces.join('') };
}

/**
 * The URL path of the file in the export that holds `pageFile`'s flight data: <route>/index.txt
 * next to <route>/index.html. The not-found page (404.html, and its copy 404/index.html) is
 * Next's /_not-found route, whose file is /_not-found/index.txt; it is answered at any URL, so
 * the path is absolute.
 */
export function flightDataPath(pageFile) {
  const name = pageFile.split(path.sep).join('/');
  if (name === '404.html' || name === '404/index.html') return '/_not-found/index.txt';
  if (name === 'index.html') return '/index.txt';
  if (name.endsWith('/index.html')) return `/${name.slice(0, -'index.html'.length)}index.txt`;
  throw new Error(`flight-data: no flight data file for ${name} (expected <route>/index.html)`);
}

/**
 * Takes the inline flight data out of the page at `outDir`/`pageFile` and checks that the file at
 * the returned `url` holds the very same bytes. Returns { html, url }.
 */
export function flightDataOutOfPage(outDir, pageFile, html) {
  const { html: rest, data } = takeFlightData(html, pageFile);
  const url = flightDataPath(pageFile);
  const file = path.join(outDir, url);
  if (!existsSync(file))
    throw new Error(`flight-data: ${pageFile}: ${url} is missing from the export`);
  if (!readFileSync(file).equals(Buffer.from(data, 'utf8')))
    throw new Error(`flight-data: ${pageFile}: ${url} differs from the page's inline flight data`);
  return { html: rest, url };
}
