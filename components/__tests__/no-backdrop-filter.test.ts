import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A backdrop filter (Tailwind's backdrop blur utilities and their kin) makes the compositor redraw the filtered area
// on every frame in which anything behind it changes: all through the load and every scroll. In
// Lighthouse's Chrome, which composites in software, that is a frame every 16 ms from the first
// paint on, CPU taken from the page's main thread (docs/quality.md, What the code's choices save).
// On a low-end phone the same blur is GPU work on every scrolled frame.
const roots = ['app', 'components'];
const backdropFilter =
  /\bbackdrop-(?:blur|brightness|contrast|grayscale|hue-rotate|invert|opacity|saturate|sepia|filter)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : [];
  });
}

describe('no backdrop filter', () => {
  it('finds the source files it scans', () => {
    expect(sourceFiles('components').some((file) => file.endsWith('site-header.tsx'))).toBe(true);
  });

  it.each(roots.flatMap(sourceFiles))('%s uses no backdrop filter', (file) => {
    // Comments may name the filter (to say why it is gone); code may not.
    const code = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => !/^(\/\/|\/\*|\*)/.test(line));
    expect(code.filter((line) => backdropFilter.test(line))).toEqual([]);
  });
});
