// The README's sample outputs are what the commands print now (`npm run docs` rewrites them).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCKS, blockText, findBlock } from '../../src/docs/readme-blocks.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README sample outputs', () => {
  it.each(BLOCKS.map((b) => [b.name, b] as const))('should show what `%s` prints now (refresh: npm run docs)', async (_, b) => {
    expect(findBlock(readme, b.name)).toBe(blockText(b, await b.lines()));
  });
});
