/**
 * @jest-environment node
 */
import { createRequire } from 'node:module';
import { NEXT_VERSION_OF_EXAMPLES, SHAPES } from '../next-output-shapes.mjs';

const installedNext = createRequire(__filename)('next/package.json').version as string;

describe("Next's output shapes the post-build steps rewrite", () => {
  it(`were copied from the installed Next (${NEXT_VERSION_OF_EXAMPLES}); after an upgrade, compare each with a fresh export and update the examples`, () => {
    expect(installedNext).toBe(NEXT_VERSION_OF_EXAMPLES);
  });

  it.each(SHAPES.map((shape) => [shape.name, shape] as const))(
    '%s matches its example and captures its parts',
    (_name, shape) => {
      const match = shape.example.match(
        new RegExp(shape.pattern.source, shape.pattern.flags.replace('g', '')),
      );
      expect(match).not.toBeNull();
      expect(match?.slice(1)).toEqual(shape.captures);
    },
  );
});
