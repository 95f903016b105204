// `npm run docs`: rewrite every generated block of README.md with what its command prints now, and
// every figure it shows (src/docs/readme-blocks.ts). Run it after any change to play, and commit the
// README and reports/readme/ with it. `npm run docs -- NAME...` rewrites only the blocks and figures
// named (a block's name, a figure's path): for a change whose effect is confined to them.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { BLOCKS, FIGURES, blockText, findBlock } from './readme-blocks.ts';

const only = process.argv.slice(2);
const chosen = (name: string): boolean => only.length === 0 || only.includes(name);
const unknown = only.filter((n) => !BLOCKS.some((b) => b.name === n) && !FIGURES.some((f) => f.path === n));
if (unknown.length > 0) {
  process.stderr.write(`docs: no block or figure named ${unknown.join(', ')}; they are ${[...BLOCKS.map((b) => b.name), ...FIGURES.map((f) => f.path)].join(', ')}\n`);
  process.exit(2);
}

for (const f of FIGURES.filter((x) => chosen(x.path))) {
  process.stderr.write(`docs: ${f.command}\n`);
  const file = new URL(`../../${f.path}`, import.meta.url);
  writeFileSync(new URL(`../../${f.path}.tmp`, import.meta.url), await f.make());
  renameSync(new URL(`../../${f.path}.tmp`, import.meta.url), file);
}

const file = new URL('../../README.md', import.meta.url);
let readme = readFileSync(file, 'utf8');
for (const b of BLOCKS.filter((x) => chosen(x.name))) {
  process.stderr.write(`docs: ${b.command}\n`);
  readme = readme.replace(findBlock(readme, b.name), blockText(b, await b.lines()));
}
writeFileSync(new URL('../../README.md.tmp', import.meta.url), readme);
renameSync(new URL('../../README.md.tmp', import.meta.url), file);
