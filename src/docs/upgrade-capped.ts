// docs/upgrade.md's account of the games of scenarios/upgrade.yaml that end at the round cap: what
// holds when the cap comes (who is left, whether the Crown was reached, what the survivors can still
// do), on the goal's two seed sets; and, for scale, how the games end with two rule parts switched
// off (clause 30's Craft for a lost turn, clause 8's cap on Strength and Craft). Made by the basic
// players at every seat.
import { createHash } from 'node:crypto';
import { countTrait, craft, playGame, strength, traitBit, type Game } from '../engine/index.ts';
import { loadScenario } from '../scenario/load.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { createGame } from '../sim/run-game.ts';
import type { RunPlan } from '../sim/plan.ts';
import type { UpgradeOptions } from '../rules/upgrade/index.ts';
import { finaleState } from '../rules/upgrade/finale-state.ts';

/** Games per seed set (the goal's measure), and of the docs test's check. */
export const CAPPED_GAMES = 300;
const CHECK_GAMES = 10;

const TALISMAN = traitBit('talisman');

/** What holds at the cap, in the table's order. */
const SITUATIONS = [
  'one left, holding a Talisman',
  'one left, without a Talisman',
  'two or more left, the Crown reached before',
  'two or more left, the Inner Region entered, the Crown never reached',
  'two or more left, no one through the Portal of Power',
] as const;

interface Tally {
  games: number;
  ends: Map<string, number>;
  capped: number;
  situations: number[];
  /** Survivors at the cap: all, with a Talisman, Craft 2 or less, Strength and Craft both 5 or less. */
  left: number;
  holders: number;
  lowCraft: number;
  weak: number;
  /** Capped games after the Crown was reached, by the Dragon King's lives left: 1-2, 3-4, 5. */
  kingLives: number[];
}

function situation(g: Game, alive: number, holders: number): number {
  if (alive === 1) return holders === 1 ? 0 : 1;
  if (g.crownReached) return 2;
  return g.players.some((p) => p.innerEntries > 0) ? 3 : 4;
}

function fold(t: Tally, g: Game): void {
  t.games++;
  t.ends.set(g.endReason, (t.ends.get(g.endReason) ?? 0) + 1);
  if (g.endReason !== 'timeout') return;
  t.capped++;
  let alive = 0;
  let holders = 0;
  for (const p of g.players) {
    if (!p.alive) continue;
    alive++;
    if (countTrait(p, TALISMAN) > 0) holders++;
    if (craft(g, p) <= 2) t.lowCraft++;
    if (Math.max(strength(g, p), craft(g, p)) <= 5) t.weak++;
  }
  t.left += alive;
  t.holders += holders;
  t.situations[situation(g, alive, holders)]++;
  const king = finaleState(g)?.lives[0] ?? 0;
  if (g.crownReached) t.kingLives[king <= 2 ? 0 : king <= 4 ? 1 : 2]++;
}

function play(plan: RunPlan, games: number): Tally {
  const t: Tally = { games: 0, ends: new Map(), capped: 0, situations: SITUATIONS.map(() => 0), left: 0, holders: 0, lowCraft: 0, weak: 0, kingLives: [0, 0, 0] };
  for (let i = 0; i < games; i++) {
    const g = createGame(plan, i);
    playGame(g);
    fold(t, g);
  }
  return t;
}

function scenario(): RunPlan {
  return loadScenario('scenarios/upgrade.yaml', { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
}

/** The goal's two seed sets: `--seed plan`, and the scenario's own. */
function seedSets(): { name: string; plan: RunPlan }[] {
  const up = scenario();
  return [{ name: 'seed `plan`', plan: { ...up, seed: 'plan' } }, { name: "the scenario's own seeds", plan: up }];
}

/** The scenario with one `rules.upgrade` key changed, on seed `plan`. */
function withPart(key: keyof UpgradeOptions, value: boolean): RunPlan {
  const up = scenario();
  return { ...up, seed: 'plan', rules: { ...up.rules, upgrade: { ...(up.rules.upgrade as UpgradeOptions), [key]: value } } };
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${(100 * n / d).toFixed(1)}%`);
const row = (label: string, cells: readonly string[]): string => `| ${label} | ${cells.join(' | ')} |`;

function situationLines(sets: readonly { name: string; t: Tally }[]): string[] {
  const lines = [row(`at the round cap (${sets[0].t.games} games each, basic players)`, sets.map((s) => s.name)), row('---', sets.map(() => '---'))];
  lines.push(row('games at the cap', sets.map(({ t }) => `${t.capped} (${pct(t.capped, t.games)})`)));
  SITUATIONS.forEach((name, i) => lines.push(row(name, sets.map(({ t }) => `${t.situations[i]} (${pct(t.situations[i], t.capped)})`))));
  lines.push(row('characters left at the cap', sets.map(({ t }) => String(t.left))));
  lines.push(row('of them holding a Talisman', sets.map(({ t }) => pct(t.holders, t.left))));
  lines.push(row('of them with Craft 2 or less', sets.map(({ t }) => pct(t.lowCraft, t.left))));
  lines.push(row('of them with Strength and Craft both 5 or less', sets.map(({ t }) => pct(t.weak, t.left))));
  const reached = (t: Tally): number => t.kingLives[0] + t.kingLives[1] + t.kingLives[2];
  ['1 or 2', '3 or 4', '5'].forEach((label, i) =>
    lines.push(row(`Crown reached, the Dragon King with ${label} lives left`, sets.map(({ t }) => `${t.kingLives[i]} (${pct(t.kingLives[i], reached(t))})`))));
  return lines;
}

function endLines(arms: readonly { name: string; t: Tally }[]): string[] {
  const reasons = ['timeout', 'dragon-king', 'no-one-left'];
  const lines = [row(`end (${arms[0].t.games} games, seed \`plan\`, basic players)`, arms.map((a) => a.name)), row('---', arms.map(() => '---'))];
  for (const r of reasons) lines.push(row(r, arms.map(({ t }) => pct(t.ends.get(r) ?? 0, t.games))));
  return lines;
}

function tables(games: number): string[] {
  const sets = seedSets().map(({ name, plan }) => ({ name, t: play(plan, games) }));
  const arms = [
    { name: 'default', t: sets[0].t },
    { name: '`lostTurnCraft: false`', t: play(withPart('lostTurnCraft', false), games) },
    { name: '`capped: false`', t: play(withPart('capped', false), games) },
  ];
  return [...situationLines(sets), '', ...endLines(arms)];
}

/** The two tables over CAPPED_GAMES games each, then their check. */
export async function cappedLines(): Promise<string[]> {
  return [...tables(CAPPED_GAMES), '', `<!-- check: ${await cappedCheck()} -->`];
}

/** The tables' check: a digest of the same tables over the first CHECK_GAMES games. */
export async function cappedCheck(): Promise<string> {
  return `${CHECK_GAMES} games per arm, sha256 ${createHash('sha256').update(JSON.stringify(tables(CHECK_GAMES))).digest('hex').slice(0, 16)}`;
}
