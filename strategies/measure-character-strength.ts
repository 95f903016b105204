// Writes character-strength.json (issue 32 C): for each scenario named, one table keyed by its rule
// set (character-strength.ts ruleSetKey): its games played with one character dealt at random to
// each seat (dealThree off, whatever the scenario says), and each character's win rate when dealt.
// The default scenario, then the first of a rule set (by file name) measures it: options that are no
// module (assassinateCreatures) share their rule set's table. Scenarios with fixed characters or
// other strategies than basic are skipped. Run:
//   npx tsx strategies/measure-character-strength.ts --games 3000 scenarios/*.yaml
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { CHARACTER_IDS } from '../src/content/index.ts';
import { loadScenario } from '../src/scenario/load.ts';
import { runGame } from '../src/sim/run-game.ts';
import { buildRuleSet } from '../src/rules/ruleset.ts';
import { STRATEGY_IDS } from './index.ts';
import { STRENGTH_FILE, ruleSetKey, type StrengthFile, type StrengthTable } from './character-strength.ts';

const SEED = 'character-strength';

function measure(path: string, games: number): [string, StrengthTable] | null {
  const loaded = loadScenario(path, { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
  if (loaded.seats.some((s) => s.character !== null || s.strategy !== 'basic') || loaded.tables || loaded.rotate) return null;
  const plan = { ...loaded, rules: { ...loaded.rules, dealThree: false }, games, seed: SEED };
  const dealt: Record<string, number> = {};
  const won: Record<string, number> = {};
  for (const id of CHARACTER_IDS) dealt[id] = won[id] = 0;
  for (let i = 0; i < games; i++) {
    const r = runGame(plan, i);
    r.seats.forEach((s, seat) => {
      const c = s.characters[0];
      dealt[c]++;
      if (r.winner === seat) won[c]++;
    });
  }
  const winRate: Record<string, number> = {};
  for (const id of CHARACTER_IDS) winRate[id] = dealt[id] > 0 ? Math.round((won[id] / dealt[id]) * 10000) / 10000 : 0;
  const scenario = basename(path);
  return [ruleSetKey(buildRuleSet(plan.rules)), { scenario, players: plan.rules.players, games, seed: SEED, strategy: 'basic', dealt, winRate }];
}

function main(argv: string[]): void {
  let games = 3000;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--games') games = Number(argv[++i]);
    else paths.push(argv[i]);
  }
  const out: StrengthFile = {
    provenance: {
      command: `npx tsx strategies/measure-character-strength.ts --games ${games} ${paths.join(' ')}`,
      engineVersion: (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version,
      measured: 'win rate of each character dealt at the start (one at random to each seat), basic bots, seed character-strength',
      note: 'a rule set not listed falls back to base@4 (character-strength.ts)',
    },
    tables: {},
  };
  // The default scenario first: it measures the base game (base@4), the fallback of every other.
  const byName = paths.sort((a, b) => Number(basename(b) === 'default.yaml') - Number(basename(a) === 'default.yaml') || a.localeCompare(b));
  for (const path of byName) {
    const t0 = Date.now();
    const m = measure(path, games);
    if (m === null || out.tables[m[0]] !== undefined) {
      process.stderr.write(`${path}: skipped\n`);
      continue;
    }
    out.tables[m[0]] = m[1];
    process.stderr.write(`${path}: ${m[0]} in ${((Date.now() - t0) / 1000).toFixed(1)}s\n`);
  }
  writeFileSync(STRENGTH_FILE, `${JSON.stringify(out, null, 2)}\n`);
}

main(process.argv.slice(2));
