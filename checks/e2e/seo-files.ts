import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PROBE, isNotFoundRoute, sitePages } from '../../build/postbuild/site-pages.mjs';

/** The export under test, read from disk: what crawlers and link previews receive. */
export const outDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
export const exportedPages = sitePages(outDir);
/** The Spanish 404's route; `isNotFound` tells either language's. */
export const notFoundRoute = NOT_FOUND_PROBE;
export const isNotFound = (route: string) => isNotFoundRoute(route);

export function readExported(file: string): string {
  return readFileSync(path.join(outDir, file), 'utf8');
}

/** The file in the export a site URL is served from ("/og/inicio.png?x" → out/og/inicio.png). */
export function exportedFileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname.split(/[?#]/)[0] ?? '/');
  const candidates = [clean, `${clean}.html`, path.posix.join(clean, 'index.html')];
  return candidates
    .map((candidate) => path.join(outDir, candidate))
    .find((file) => existsSync(file) && !file.endsWith(path.sep));
}

/** Content of every <script type="application/ld+json"> in an HTML document. */
export function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Attribute values of the tags matching a pattern, e.g. meta[property="og:image"] content. */
/** An attribute's text as React escapes it (&amp; &quot; &#x27; &lt; &gt;), decoded. */
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function metaContent(html: string, attribute: 'property' | 'name', key: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(/<meta\s[^>]*>/g)) {
    const tag = match[0];
    if (!tag.includes(`${attribute}="${key}"`)) continue;
    const content = tag.match(/content="([^"]*)"/)?.[1];
    if (content !== undefined) values.push(decodeAttribute(content));
  }
  return values;
}

/** href, type and sizes of every <link> with an href whose rel contains one of the given words. */
export function linkTags(
  html: string,
  rels: readonly string[],
): { href: string; type?: string; sizes?: string }[] {
  const tags: { href: string; type?: string; sizes?: string }[] = [];
  for (const match of html.matchAll(/<link\s[^>]*>/g)) {
    const tag = match[0];
    const rel = tag.match(/rel="([^"]*)"/)?.[1]?.split(/\s+/) ?? [];
    const href = tag.match(/href="([^"]*)"/)?.[1];
    if (!href || !rel.some((word) => rels.includes(word))) continue;
    tags.push({
      href: href.replace(/&amp;/g, '&'),
      type: tag.match(/type="([^"]*)"/)?.[1],
      sizes: tag.match(/sizes="([^"]*)"/)?.[1],
    });
  }
  return tags;
}

/** href of every <link> whose rel contains one of the given words. */
export function linkHrefs(html: string, rels: readonly string[]): string[] {
  return linkTags(html, rels).map((tag) => tag.href);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = bytes.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a') throw new Error('no es un PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
