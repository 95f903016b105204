// The documentation as a whole: a short front page, one manual page per subject that it links to,
// links that lead somewhere, and prose that cites no issue, commit or file the reader cannot open.
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANUAL_PAGES, docPages, proseFiles, readPage } from '../../src/docs/pages.ts';
import { VERSION } from '../../src/sim/summary.ts';

const README_MAX_LINES = 300;
const prose = new Map(proseFiles().map((p) => [p, readPage(p)]));
const exists = (path: string): boolean => existsSync(new URL(`../../${path}`, import.meta.url));

/** The text outside fenced code blocks (a `#` line in a shell script is no heading). */
function outsideFences(text: string): string {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
}

/** GitHub's anchors for a page's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of outsideFences(text).matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const base = m[1].toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every relative link of a page (images too), as written. */
function relativeLinks(text: string): string[] {
  return [...outsideFences(text).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/i.test(l));
}

describe('the front page', () => {
  it(`should be at most ${README_MAX_LINES} lines`, () => {
    expect(prose.get('README.md')!.split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('should link to every manual page', () => {
    const links = new Set(relativeLinks(prose.get('README.md')!).map((l) => l.split('#')[0]));
    for (const page of MANUAL_PAGES) expect(links.has(page), page).toBe(true);
  });

  it('should keep the two commands that do everything', () => {
    expect(prose.get('README.md')).toContain('npm start');
    expect(prose.get('README.md')).toContain('npm test');
  });
});

describe('the manual', () => {
  it.each([...MANUAL_PAGES, 'CONTRIBUTING.md', 'CHANGELOG.md'])('should have %s', (page) => {
    expect(exists(page)).toBe(true);
  });
});

describe('figures of an earlier version', () => {
  // docs/performance.md's timings are measured by hand (npm run speed-table, bench), not by a block a
  // test replays: the page names the version they were measured with, and says so when it is not this one.
  it('should be stamped with their version, and said to be not measured again when it is not this one', () => {
    const text = prose.get('docs/performance.md')!;
    const stamp = /measured with version (\d+\.\d+\.\d+)/.exec(text);
    expect(stamp, 'performance.md names no version its figures were measured with').not.toBeNull();
    if (stamp![1] !== VERSION) expect(text.split('\n## ')[0]).toMatch(/not yet measured again/);
  });
});

describe.each(proseFiles())('%s', (page) => {
  const text = prose.get(page)!;

  it('should cite no issue number and no commit hash', () => {
    // A block's check records a sha256 digest of its games: that is no commit.
    const checked = text.replace(/<!-- check: [^>]*-->/g, '');
    expect(checked).not.toMatch(/issue \d+/i);
    expect(checked.match(/\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/g) ?? []).toEqual([]);
  });

  it('should name the rule documents in words, not by paths outside the repository', () => {
    expect(text).not.toMatch(/shared\/|seeds\/\d|\b00\d_[0-9a-f]+/);
  });

  it('should cite only files that exist (backticked paths)', () => {
    for (const path of text.match(/`((?:src|test|scenarios|strategies|bin)\/[\w./-]+\.\w+)`/g) ?? []) {
      expect(exists(path.slice(1, -1)), path).toBe(true);
    }
  });

  it('should link only to files and headings that exist', () => {
    for (const link of relativeLinks(text)) {
      const [file, anchor] = link.split('#');
      const target = file === '' ? page : posix.normalize(posix.join(posix.dirname(page), file));
      expect(exists(target), `${link} -> ${target}`).toBe(true);
      if (anchor !== undefined && target.endsWith('.md')) {
        expect(anchors(readFileSync(new URL(`../../${target}`, import.meta.url), 'utf8')).has(anchor), `${link}: no heading #${anchor} in ${target}`).toBe(true);
      }
    }
  });
});

it('should count README.md and every docs page among the pages blocks may live in', () => {
  expect(docPages()).toEqual(expect.arrayContaining(['README.md', ...MANUAL_PAGES]));
});
