// The README's Talisman Upgrade figures (issue 19): the same seeds played under the base rules and
// under scenarios/upgrade.yaml, in process: game length, how games end, how often parties form and
// win, and win rates per character (every member of a winning party counts) and per party size.
import { playGame } from '../engine/index.ts';
import { loadScenario } from '../scenario/load.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { createGame } from '../sim/run-game.ts';
import type { RunPlan } from '../sim/plan.ts';
import { partyState } from '../rules/upgrade/party-state.ts';
import { characterName } from '../report/labels.ts';

/** Games per arm: small, so that `npm run docs` stays fast; the figures say how wide they are. */
export const UPGRADE_FIGURE_GAMES = 200;

interface Arm {
  rounds: number;
  timeouts: number;
  reasons: Map<string, number>;
  partyFormed: number;
  partyWins: number;
  bySize: number[];
  played: Map<string, number>;
  won: Map<string, number>;
}

/**
 * Play the arm's games in process, giving the event loop a turn every 10 games: the docs test runs
 * this in a vitest fork, whose messages to the main process go unanswered while games play (past
 * 60 s vitest reports "Timeout calling onTaskUpdate").
 */
async function play(plan: RunPlan, games: number): Promise<Arm> {
  const a: Arm = { rounds: 0, timeouts: 0, reasons: new Map(), partyFormed: 0, partyWins: 0, bySize: [0, 0, 0, 0, 0, 0, 0, 0, 0], played: new Map(), won: new Map() };
  for (let i = 0; i < games; i++) {
    if (i % 10 === 9) await new Promise<void>((resolve) => setImmediate(resolve));
    const g = createGame(plan, i);
    playGame(g);
    a.rounds += g.round;
    a.reasons.set(g.endReason, (a.reasons.get(g.endReason) ?? 0) + 1);
    if ((partyState(g)?.largest ?? 1) > 1) a.partyFormed++;
    let size = 0;
    for (const p of g.players) {
      const id = p.charactersPlayed[0];
      a.played.set(id, (a.played.get(id) ?? 0) + 1);
      if ((g.winningSeats >> p.seat) & 1) {
        size++;
        a.won.set(id, (a.won.get(id) ?? 0) + 1);
      }
    }
    a.bySize[size]++;
    if (size > 1) a.partyWins++;
  }
  return a;
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

/** The Markdown lines of the block, over `n` games per arm. */
export async function upgradeLines(n = UPGRADE_FIGURE_GAMES): Promise<string[]> {
  const ids = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
  const up = loadScenario('scenarios/upgrade.yaml', ids);
  const base: RunPlan = { ...up, rules: { ...up.rules, upgrade: false } };
  const b = await play(base, n);
  const u = await play(up, n);
  const reasons = [...new Set([...b.reasons.keys(), ...u.reasons.keys()])].sort();
  const out = [
    `${n} games per arm, the same seeds (seed ${up.seed}, ${up.seats.length} basic players); a rate's 95% margin is up to ±7 points at this count.`,
    '',
    '| | base game | Talisman Upgrade |',
    '|---|---|---|',
    `| mean rounds | ${(b.rounds / n).toFixed(1)} | ${(u.rounds / n).toFixed(1)} |`,
    ...reasons.map((r) => `| ends: ${r} | ${pct(b.reasons.get(r) ?? 0, n)} | ${pct(u.reasons.get(r) ?? 0, n)} |`),
    `| a party formed | - | ${pct(u.partyFormed, n)} |`,
    `| won by a party of 2 or more | - | ${pct(u.partyWins, n)} |`,
    ...[1, 2, 3, 4].map((k) => `| won by ${k} together | ${pct(b.bySize[k], n)} | ${pct(u.bySize[k], n)} |`),
    '',
    '| character | dealt (base) | won (base) | dealt (Upgrade) | won (Upgrade, each member of a winning party) |',
    '|---|---|---|---|---|',
  ];
  for (const id of [...CHARACTER_IDS].sort()) {
    const bp = b.played.get(id) ?? 0;
    const upn = u.played.get(id) ?? 0;
    out.push(`| ${characterName(id)} | ${bp} | ${pct(b.won.get(id) ?? 0, bp)} | ${upn} | ${pct(u.won.get(id) ?? 0, upn)} |`);
  }
  return out;
}
