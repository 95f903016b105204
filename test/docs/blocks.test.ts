// The documentation's sample outputs and figures are what the commands print now (`npm run docs`
// rewrites them), wherever they live: each block in exactly one page, README.md or docs/*.md.
import { readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS, FIGURES, blockText } from '../../src/docs/blocks.ts';
import { blockIn, loadPages, pageOf } from '../../src/docs/pages.ts';
import { FULL_CHECKS } from '../sizes.ts';

const pages = loadPages();

/** Blocks of timings, made by their own npm scripts (speed-table, startup-table, profile-table) and replayed by no test. */
const TIMED = ['scenario-speed', 'startup-cost', 'worker-scaling', 'time-profile'];

describe('sample outputs', () => {
  it.each([...BLOCKS.map((b) => b.name), ...TIMED])('should hold block `%s` in exactly one page', (name) => {
    expect(() => pageOf(name, pages)).not.toThrow();
  });

  it('should hold no block that npm run docs, speed-table, startup-table or profile-table does not make', () => {
    const known = new Set([...BLOCKS.map((b) => b.name), ...TIMED]);
    const found = [...pages.values()].flatMap((t) => [...t.matchAll(/<!-- docs:([\w-]+) -->/g)].map((m) => m[1]));
    expect(found.filter((n) => !known.has(n))).toEqual([]);
  });

  // A block of thousands of games (a compare, npm start's run) is replayed whole only under npm run
  // full-checks (test/sizes.ts); the suite recomputes its check, a digest of its first games.
  const replayed = BLOCKS.filter((b) => !b.check || (FULL_CHECKS && b.replay === 'full-checks'));
  it.each(replayed.map((b) => [b.name, b] as const))('should show what `%s` prints now (refresh: npm run docs)', async (_, b) => {
    expect(blockIn(pages, b.name)).toBe(blockText(b, await b.lines()));
  });

  // A block too costly to replay (optional-rules: nine paired compares of 10,000 games) is checked
  // by a digest of the same compares over their first games, which it records. The skill-levels
  // check plays search at every seat: slow on a loaded machine, hence the long timeout.
  it.each(BLOCKS.filter((b) => b.check && !replayed.includes(b)).map((b) => [b.name, b] as const))('should hold the check of `%s` that its games give now (refresh: npm run docs)', async (_, b) => {
    expect(blockIn(pages, b.name)).toContain(`<!-- check: ${await b.check!()} -->`);
  });
});

// The per-scenario speed table is timed (npm run speed-table), so no test replays it; it must still
// name every shipped scenario, and only those.
describe('speed table', () => {
  it('should have a row for every shipped scenario (refresh: npm run speed-table)', () => {
    const shipped = readdirSync(new URL('../../scenarios/', import.meta.url)).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort();
    const rows = [...blockIn(pages, 'scenario-speed').matchAll(/^\| `([\w-]+)` \|/gm)].map((m) => m[1]);
    expect(rows).toEqual(shipped);
  });
});

describe('figures', () => {
  it('should show only figures that npm run docs makes, each once', () => {
    // An image link is relative to its page: reports/readme/x.svg from README.md, ../reports/readme/x.svg from docs/.
    const shown = [...pages].flatMap(([page, text]) => [...text.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => posix.normalize(posix.join(posix.dirname(page), m[1]))));
    // Screenshots are made by their own script, not npm run docs: docs/serve.png by
    // test/serve/write-screenshot.ts, kept by test/serve/page-chromium.test.ts.
    const screenshots = new Set(['docs/serve.png']);
    expect(shown.filter((s) => !screenshots.has(s)).sort()).toEqual(FIGURES.map((f) => f.path).sort());
    expect(shown.filter((s) => screenshots.has(s))).toEqual([...screenshots]);
    const committed = readdirSync(new URL('../../reports/readme/', import.meta.url)).map((f) => `reports/readme/${f}`);
    expect(committed.sort()).toEqual(FIGURES.map((f) => f.path).sort());
  });

  it.each(FIGURES.map((f) => [f.path, f] as const))('should commit %s as its command makes it now (refresh: npm run docs)', async (path, f) => {
    expect(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')).toBe(await f.make());
  });
});
