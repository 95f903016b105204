// `npm run unpaired-check`: the A/A check of `compare --unpaired` on real games. RUNS compares of the
// default scenario against itself, each on its own seed and each arm on an independent one, GAMES
// games per arm; prints how many marked anything significant after Holm (at most 5% are expected:
// 20 runs may flag at most 3). Too slow for the test suite (test/cli-compare.test.ts plays 3 runs);
// its figures are quoted in docs/statistics.md. UNPAIRED_RUNS and UNPAIRED_GAMES change the sizes.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareCommand } from '../cli/compare.ts';
import type { CompareOutcome } from '../experiment/outcome.ts';

const RUNS = Number(process.env.UNPAIRED_RUNS ?? 20);
const GAMES = Number(process.env.UNPAIRED_GAMES ?? 300);

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-unpaired-'));
  const quiet = { out: () => undefined, err: (t: string) => process.stderr.write(`${t}\n`) };
  let flagged = 0;
  try {
    for (let r = 0; r < RUNS; r++) {
      const file = join(dir, `aa-${r}.yaml`);
      writeFileSync(file, `seed: unpaired-check-${r}\n`);
      const out = join(dir, `out-${r}`);
      const args = { scenarios: [file, file], games: String(GAMES), unpaired: true, anytime: false, quiet: true, resume: false, fresh: false, json: false, out };
      if ((await compareCommand(args, quiet, ['compare', file, file, '--unpaired', '--games', String(GAMES)])) !== 0) throw new Error(`run ${r} failed`);
      const o = JSON.parse(readFileSync(join(out, 'compare.json'), 'utf8')) as CompareOutcome;
      const sig = o.rows.filter((x) => x.significant);
      if (sig.length > 0) flagged++;
      console.log(`run ${r + 1}: ${sig.length === 0 ? 'none' : sig.map((x) => `${x.metric} ${x.subject}`).join(', ')} (family of ${o.rows.find((x) => x.familySize !== null)?.familySize ?? 0})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${flagged} of ${RUNS} unpaired A/A compares at ${GAMES} games per arm marked anything significant after Holm`);
}

await main();
