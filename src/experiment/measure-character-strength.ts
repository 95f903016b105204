// Writes strategies/character-strength.json (issue 32 C): for each scenario named, one table keyed by
// its rule set (strategies/character-strength.ts ruleSetKey): its games played with one character
// dealt at random to each seat (dealThree off, whatever the scenario says), and each character's win
// rate when dealt, from the run's aggregate (runPlan on the worker pool). The default scenario, then
// the first of a rule set (by file name) measures it: options that are no module
// (assassinateCreatures) share their rule set's table. Scenarios with fixed characters or other
// strategies than basic are skipped. Run:
//   npx tsx src/experiment/measure-character-strength.ts --games 3000 [--workers N] scenarios/*.yaml
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { CHARACTER_IDS } from '../content/index.ts';
import { buildRuleSet } from '../rules/ruleset.ts';
import { loadScenario } from '../scenario/load.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { STRENGTH_FILE, ruleSetKey, type StrengthFile, type StrengthTable } from '../../strategies/character-strength.ts';
import { DEFAULT_WORKERS, openRunner, type BatchRunner } from './pool.ts';
import { runPlan } from './run-plan.ts';

const SEED = 'character-strength';

async function measure(path: string, games: number, runner: BatchRunner): Promise<[string, StrengthTable] | null> {
  const loaded = loadScenario(path, { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
  if (loaded.seats.some((s) => s.character !== null || s.strategy !== 'basic') || loaded.tables || loaded.rotate) return null;
  const plan = { ...loaded, rules: { ...loaded.rules, dealThree: false }, games, seed: SEED };
  const { aggregate } = await runPlan(plan, { runner });
  const dealt: Record<string, number> = {};
  const winRate: Record<string, number> = {};
  for (const id of CHARACTER_IDS) {
    dealt[id] = aggregate.characterDealt[id] ?? 0;
    const won = aggregate.characterDealtWins[id] ?? 0;
    winRate[id] = dealt[id] > 0 ? Math.round((won / dealt[id]) * 10000) / 10000 : 0;
  }
  const scenario = basename(path);
  return [ruleSetKey(buildRuleSet(plan.rules)), { scenario, players: plan.rules.players, games, seed: SEED, strategy: 'basic', dealt, winRate }];
}

async function main(argv: string[]): Promise<void> {
  let games = 3000;
  let workers = DEFAULT_WORKERS;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--games') games = Number(argv[++i]);
    else if (argv[i] === '--workers') workers = Number(argv[++i]);
    else paths.push(argv[i]);
  }
  const out: StrengthFile = {
    provenance: {
      command: `npx tsx src/experiment/measure-character-strength.ts --games ${games} ${paths.join(' ')}`,
      engineVersion: (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version,
      measured: 'win rate of each character dealt at the start (one at random to each seat), basic bots, seed character-strength',
      note: 'a rule set not listed falls back to base@4 (character-strength.ts)',
    },
    tables: {},
  };
  // The default scenario first: it measures the base game (base@4), the fallback of every other.
  const byName = paths.sort((a, b) => Number(basename(b) === 'default.yaml') - Number(basename(a) === 'default.yaml') || a.localeCompare(b));
  const runner = openRunner(workers);
  try {
    for (const path of byName) {
      const t0 = Date.now();
      const m = await measure(path, games, runner);
      if (m === null || out.tables[m[0]] !== undefined) {
        process.stderr.write(`${path}: skipped\n`);
        continue;
      }
      out.tables[m[0]] = m[1];
      process.stderr.write(`${path}: ${m[0]} in ${((Date.now() - t0) / 1000).toFixed(1)}s\n`);
    }
  } finally {
    await runner.stop();
  }
  writeFileSync(STRENGTH_FILE, `${JSON.stringify(out, null, 2)}\n`);
}

await main(process.argv.slice(2));
