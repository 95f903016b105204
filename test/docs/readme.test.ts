// The README's sample outputs and figures are what the commands print now (`npm run docs` rewrites
// them), and the README cites no file that is not in the repository.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCKS, FIGURES, blockText, findBlock } from '../../src/docs/readme-blocks.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README sample outputs', () => {
  it.each(BLOCKS.filter((b) => !b.check).map((b) => [b.name, b] as const))('should show what `%s` prints now (refresh: npm run docs)', async (_, b) => {
    expect(findBlock(readme, b.name)).toBe(blockText(b, await b.lines()));
  }, 120_000);

  // A block too costly to replay (optional-rules: nine paired compares of 10,000 games) is checked
  // by a digest of the same compares over their first games, which it records. The skill-levels
  // check plays search at every seat: slow on a loaded machine, hence the long timeout.
  it.each(BLOCKS.filter((b) => b.check).map((b) => [b.name, b] as const))('should hold the check of `%s` that its games give now (refresh: npm run docs)', async (_, b) => {
    expect(findBlock(readme, b.name)).toContain(`<!-- check: ${await b.check!()} -->`);
  }, 600_000);
});

// The per-scenario speed table is timed (npm run speed-table), so no test replays it; it must still
// name every shipped scenario, and only those.
describe('README speed table', () => {
  it('should have a row for every shipped scenario (refresh: npm run speed-table)', () => {
    const shipped = readdirSync(new URL('../../scenarios/', import.meta.url)).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort();
    const rows = [...findBlock(readme, 'scenario-speed').matchAll(/^\| `([\w-]+)` \|/gm)].map((m) => m[1]);
    expect(rows).toEqual(shipped);
  });
});

describe('README figures', () => {
  it('should show only figures that npm run docs makes', () => {
    const shown = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(shown.sort()).toEqual(FIGURES.map((f) => f.path).sort());
    const committed = readdirSync(new URL('../../reports/readme/', import.meta.url)).map((f) => `reports/readme/${f}`);
    expect(committed.sort()).toEqual(FIGURES.map((f) => f.path).sort());
  });

  it.each(FIGURES.map((f) => [f.path, f] as const))('should commit %s as its command makes it now (refresh: npm run docs)', async (path, f) => {
    expect(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')).toBe(await f.make());
  });
});

describe('README sources', () => {
  it('should name the rule documents in words, not by paths outside the repository', () => {
    expect(readme).not.toMatch(/shared\/|seeds\/\d|\b00\d_[0-9a-f]+/);
    for (const path of readme.match(/`((?:src|test|scenarios|strategies|bin)\/[\w./-]+\.\w+)`/g) ?? []) {
      expect(existsSync(new URL(`../../${path.slice(1, -1)}`, import.meta.url)), path).toBe(true);
    }
  });
});
