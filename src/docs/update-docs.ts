// `npm run docs`: rewrite every generated block of the documentation (README.md and docs/*.md, each
// block in the one page that holds it) with what its command prints now, and every figure a page
// shows (src/docs/blocks.ts). Run it after any change to play, and commit the pages and
// reports/readme/ with it. `npm run docs -- NAME...` rewrites only the blocks and figures named (a
// block's name, a figure's path): for a change whose effect is confined to them.
import { writeFileSync, renameSync } from 'node:fs';
import { BLOCKS, FIGURES, blockText } from './blocks.ts';
import { findBlock, loadPages, pageOf, writePage } from './pages.ts';
import { didYouMean } from '../fields/suggest.ts';

const only = process.argv.slice(2);
const chosen = (name: string): boolean => only.length === 0 || only.includes(name);
const unknown = only.filter((n) => !BLOCKS.some((b) => b.name === n) && !FIGURES.some((f) => f.path === n));
if (unknown.length > 0) {
  const names = [...BLOCKS.map((b) => b.name), ...FIGURES.map((f) => f.path)];
  process.stderr.write(`docs: no block or figure named ${unknown.join(', ')}; they are ${names.join(', ')}${didYouMean(unknown[0], names)}\n`);
  process.exit(2);
}

for (const f of FIGURES.filter((x) => chosen(x.path))) {
  process.stderr.write(`docs: ${f.command}\n`);
  writeFileSync(new URL(`../../${f.path}.tmp`, import.meta.url), await f.make());
  renameSync(new URL(`../../${f.path}.tmp`, import.meta.url), new URL(`../../${f.path}`, import.meta.url));
}

const pages = loadPages();
const changed = new Set<string>();
for (const b of BLOCKS.filter((x) => chosen(x.name))) {
  const page = pageOf(b.name, pages);
  process.stderr.write(`docs: ${b.command} (${page})\n`);
  const text = pages.get(page)!;
  const fresh = blockText(b, await b.lines());
  pages.set(page, text.replace(findBlock(text, b.name), () => fresh));
  changed.add(page);
}
for (const page of changed) writePage(page, pages.get(page)!);
