// `npm run speed-table`: every shipped scenario's games per second on one worker against the base
// game's (scenarios/default.yaml), timed in alternating runs (src/experiment/bench.ts runRulesBench), written
// into the `scenario-speed` block of docs/performance.md (or whichever page holds it). Timings differ
// from machine to machine and run to run, so no test replays them; test/docs/blocks.test.ts checks
// that the table names every scenario.
import { readdirSync } from 'node:fs';
import { CHARACTER_IDS } from '../content/index.ts';
import { buildRuleSet } from '../rules/ruleset.ts';
import { loadScenario } from '../scenario/load.ts';
import { runRulesBench } from '../experiment/bench.ts';
import type { RunPlan } from '../sim/plan.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { findBlock, loadPages, pageOf, writePage } from './pages.ts';

const SPEED_BLOCK = 'scenario-speed';
/** Games per timed run (SPEED_GAMES to change it); a scenario that seats the search player plays a 50th. */
const GAMES = Number(process.env.SPEED_GAMES ?? 1000);
const REPEATS = 3;

/** The shipped scenario files, by name. */
function shippedScenarios(): string[] {
  return readdirSync(new URL('../../scenarios/', import.meta.url)).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort();
}

/** One table row: a scenario timed against the base game at its player count. */
async function row(name: string): Promise<string> {
  const ids = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
  const plan = loadScenario(`scenarios/${name}.yaml`, ids);
  const def = loadScenario('scenarios/default.yaml', ids);
  const players = plan.rules.players;
  const base: RunPlan = { ...def, rules: { ...def.rules, players }, seats: Array.from({ length: players }, () => ({ character: null, strategy: 'basic' })) };
  const games = plan.seats.some((s) => s.strategy === 'search') ? Math.max(1, Math.round(GAMES / 50)) : GAMES;
  const modules = buildRuleSet(plan.rules).modules.map((m) => m.id).filter((id) => id !== 'base');
  process.stderr.write(`speed-table: ${name} (${games} games, ${REPEATS} runs each way)\n`);
  const r = await runRulesBench(base, plan, modules, { games, repeats: REPEATS, warmUp: Math.min(200, games) });
  const strategies = [...new Set(plan.seats.map((s) => s.strategy))].join(', ');
  return `| \`${name}\` | ${players} | ${strategies} | ${modules.join(', ') || '–'} | ${r.rulesRun.gamesPerSecond.toFixed(0)} | ${r.baseRun.gamesPerSecond.toFixed(0)} | ${(r.ratio * 100).toFixed(0)}% |`;
}

/** The block's lines: the table, a row per scenario. */
async function speedTable(names: readonly string[]): Promise<string[]> {
  const rows: string[] = [];
  for (const name of names) rows.push(await row(name));
  return [
    '| scenario | players | strategies | rule modules on | games/s | base game games/s | ratio |',
    '| --- | ---: | --- | --- | ---: | ---: | ---: |',
    ...rows,
  ];
}

const lines = await speedTable(shippedScenarios());
const pages = loadPages();
const page = pageOf(SPEED_BLOCK, pages);
const text = [`<!-- docs:${SPEED_BLOCK} -->`, ...lines, `<!-- /docs:${SPEED_BLOCK} -->`].join('\n');
writePage(page, pages.get(page)!.replace(findBlock(pages.get(page)!, SPEED_BLOCK), () => text));
