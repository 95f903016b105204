// `npm run docs`: rewrite every generated block of README.md with what its command prints now
// (src/docs/readme-blocks.ts). Run it after any change to play, and commit the README with it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { BLOCKS, blockText, findBlock } from './readme-blocks.ts';

const file = new URL('../../README.md', import.meta.url);
let readme = readFileSync(file, 'utf8');
for (const b of BLOCKS) {
  process.stderr.write(`docs: ${b.command}\n`);
  readme = readme.replace(findBlock(readme, b.name), blockText(b, await b.lines()));
}
writeFileSync(new URL('../../README.md.tmp', import.meta.url), readme);
renameSync(new URL('../../README.md.tmp', import.meta.url), file);
