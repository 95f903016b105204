// The documentation pages: README.md (the front page) and the manual in docs/. A generated block
// (src/docs/blocks.ts) may sit in any of them, in exactly one; `pageOf` finds it there.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const ROOT = new URL('../../', import.meta.url);

/** The manual's pages, each on one subject; the README links to every one. */
export const MANUAL_PAGES: readonly string[] = [
  'docs/cli.md',
  'docs/scenarios.md',
  'docs/reports.md',
  'docs/statistics.md',
  'docs/rules.md',
  'docs/strategies.md',
  'docs/scaling.md',
  'docs/performance.md',
  'docs/upgrade.md',
  'docs/modules.md',
  'docs/balance.md',
];

/** The example folders' pages: each shows its commands with what they print (generated blocks too). */
export const EXAMPLE_PAGES: readonly string[] = ['examples/fan-deck/README.md'];

/** The pages that may hold generated blocks and figures, relative to the repository: README.md, every docs/*.md and the examples' pages. */
export function docPages(): string[] {
  const manual = readdirSync(new URL('docs/', ROOT)).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`);
  return ['README.md', ...manual, ...EXAMPLE_PAGES];
}

/** Every page the project's prose lives in: the documentation pages, CONTRIBUTING.md and CHANGELOG.md. */
export function proseFiles(): string[] {
  return [...docPages(), 'CONTRIBUTING.md', 'CHANGELOG.md'];
}

export function readPage(path: string): string {
  return readFileSync(new URL(path, ROOT), 'utf8');
}

/** Writes a page through a temporary name and a rename. */
export function writePage(path: string, text: string): void {
  writeFileSync(new URL(`${path}.tmp`, ROOT), text);
  renameSync(new URL(`${path}.tmp`, ROOT), new URL(path, ROOT));
}

/** The page that holds block `name`; throws when none does or more than one does. */
export function pageOf(name: string, pages: ReadonlyMap<string, string>): string {
  const holders = [...pages].filter(([, text]) => text.includes(`<!-- docs:${name} -->`)).map(([path]) => path);
  if (holders.length !== 1) throw new Error(`block ${name} must be in exactly one page; it is in ${holders.length === 0 ? 'none' : holders.join(', ')}`);
  return holders[0];
}

/** Every documentation page's text, by path. */
export function loadPages(): Map<string, string> {
  return new Map(docPages().map((p) => [p, readPage(p)]));
}

/** Block `name` with its markers, from whichever page holds it. */
export function blockIn(pages: ReadonlyMap<string, string>, name: string): string {
  return findBlock(pages.get(pageOf(name, pages))!, name);
}

/** The block's current text in a page, markers included; throws when its markers are missing. */
export function findBlock(page: string, name: string): string {
  const start = page.indexOf(`<!-- docs:${name} -->`);
  const endMark = `<!-- /docs:${name} -->`;
  const end = page.indexOf(endMark, start);
  if (start < 0 || end < 0) throw new Error(`the page has no <!-- docs:${name} --> block`);
  return page.slice(start, end + endMark.length);
}
