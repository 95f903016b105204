// `npm run docs`: rewrite every generated block of README.md with what its command prints now, and
// every figure it shows (src/docs/readme-blocks.ts). Run it after any change to play, and commit the
// README and reports/readme/ with it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { BLOCKS, FIGURES, blockText, findBlock } from './readme-blocks.ts';

for (const f of FIGURES) {
  process.stderr.write(`docs: ${f.command}\n`);
  const file = new URL(`../../${f.path}`, import.meta.url);
  writeFileSync(new URL(`../../${f.path}.tmp`, import.meta.url), await f.make());
  renameSync(new URL(`../../${f.path}.tmp`, import.meta.url), file);
}

const file = new URL('../../README.md', import.meta.url);
let readme = readFileSync(file, 'utf8');
for (const b of BLOCKS) {
  process.stderr.write(`docs: ${b.command}\n`);
  readme = readme.replace(findBlock(readme, b.name), blockText(b, await b.lines()));
}
writeFileSync(new URL('../../README.md.tmp', import.meta.url), readme);
renameSync(new URL('../../README.md.tmp', import.meta.url), file);
