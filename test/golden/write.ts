// `npm run golden`: rewrite test/golden/golden.json from today's code (see golden.ts).
import { writeFileSync } from 'node:fs';
import { golden, GOLDEN_FILE } from './golden.ts';

writeFileSync(GOLDEN_FILE, `${JSON.stringify(golden(), null, 1)}\n`);
console.log(`wrote ${GOLDEN_FILE.pathname}`);
