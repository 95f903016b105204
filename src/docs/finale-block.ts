// docs/upgrade.md's figures for the Talisman Upgrade finale: the finale model's chance of a party
// against the Crown's dragons (strategies/finale-model.ts), and how 300 games of scenarios/upgrade.yaml
// played by the basic player end, under the default King's lives and under 3 and 2.
import { createHash } from 'node:crypto';
import { playGame } from '../engine/index.ts';
import { loadScenario } from '../scenario/load.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { finaleChance, type Member } from '../../strategies/finale-model.ts';
import { createGame } from '../sim/run-game.ts';
import type { RunPlan } from '../sim/plan.ts';
import { characterName } from '../report/labels.ts';
import type { UpgradeOptions } from '../rules/upgrade/index.ts';

/** Printed values of four characters, less one life for the Inner Region (the Warrior's second battle die counted). */
const PARTY: readonly [string, Member][] = [
  ['Troll', { strength: 6, craft: 1, lives: 5 }],
  ['Warrior', { strength: 4, craft: 2, lives: 4, extraBattleDice: 1 }],
  ['Dwarf', { strength: 3, craft: 3, lives: 4 }],
  ['Elf', { strength: 3, craft: 4, lives: 3 }],
];
const OBJECTS = [0, 2, 4, 6, 8];
const KING_LIVES = [5, 3, 2];
const pct = (x: number): string => `${Math.round(100 * x)}%`;

/** The model's table: rows by party and Magic Objects, columns by the King's lives, alone and with the roll's Princes. */
export async function finaleModelLines(): Promise<string[]> {
  const head = KING_LIVES.flatMap((k) => [`King ${k}, alone`, `King ${k}, roll`]);
  const lines = [`| party | Magic Objects | ${head.join(' | ')} |`, `| --- | --- | ${head.map(() => '---').join(' | ')} |`];
  for (let n = 1; n <= PARTY.length; n++) {
    const members = PARTY.slice(0, n).map(([, m]) => m);
    const names = PARTY.slice(0, n).map(([name]) => name).join(', ');
    for (const objects of OBJECTS) {
      const cells = KING_LIVES.flatMap((kingLives) => [0, 1 / 3].map((princesChance) => pct(finaleChance({ members, objects, kingLives, princesChance }))));
      lines.push(`| ${names} | ${objects} | ${cells.join(' | ')} |`);
    }
  }
  return lines;
}

/** Games per arm of the measured table, and of its check. */
export const FINALE_GAMES = 300;
const CHECK_GAMES = 10;

interface Arm {
  name: string;
  reasons: Map<string, number>;
  played: Map<string, number>;
  won: Map<string, number>;
}

function arms(): { name: string; plan: RunPlan }[] {
  const up = loadScenario('scenarios/upgrade.yaml', { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
  const upgrade = up.rules.upgrade as UpgradeOptions;
  const lives = (k: number): RunPlan => ({ ...up, rules: { ...up.rules, upgrade: { ...upgrade, dragonKingLives: k } } });
  return [{ name: 'default', plan: up }, { name: "King's lives 3", plan: lives(3) }, { name: "King's lives 2", plan: lives(2) }];
}

function play(name: string, plan: RunPlan, games: number): Arm {
  const a: Arm = { name, reasons: new Map(), played: new Map(), won: new Map() };
  for (let i = 0; i < games; i++) {
    const g = createGame(plan, i);
    playGame(g);
    a.reasons.set(g.endReason, (a.reasons.get(g.endReason) ?? 0) + 1);
    for (const p of g.players) {
      for (const id of new Set(p.charactersPlayed)) a.played.set(id, (a.played.get(id) ?? 0) + 1);
      const id = p.charactersPlayed[p.charactersPlayed.length - 1];
      if ((g.winningSeats >> p.seat) & 1) a.won.set(id, (a.won.get(id) ?? 0) + 1);
    }
  }
  return a;
}

/** How the games end and who wins, per arm. */
export async function finaleGameLines(): Promise<string[]> {
  const n = FINALE_GAMES;
  const results = arms().map(({ name, plan }) => play(name, plan, n));
  const reasons = [...new Set(results.flatMap((a) => [...a.reasons.keys()]))].sort();
  const lines = [`| end (${n} games, basic players) | ${results.map((a) => a.name).join(' | ')} |`, `| --- | ${results.map(() => '---').join(' | ')} |`];
  for (const r of reasons) lines.push(`| ${r} | ${results.map((a) => `${(100 * (a.reasons.get(r) ?? 0) / n).toFixed(1)}%`).join(' | ')} |`);
  const zero = results.map((a) => CHARACTER_IDS.filter((id) => (a.played.get(id) ?? 0) > 0 && (a.won.get(id) ?? 0) === 0).map(characterName).join(', ') || 'none');
  lines.push(`| characters who never won | ${zero.join(' | ')} |`);
  lines.push('', `<!-- check: ${await finaleGameCheck()} -->`);
  return lines;
}

/** The measured table's check: a digest of the same arms' first games. */
export async function finaleGameCheck(): Promise<string> {
  const rows = arms().map(({ name, plan }) => {
    const a = play(name, plan, CHECK_GAMES);
    return [name, [...a.reasons.entries()].sort(), [...a.won.entries()].sort()];
  });
  return `${CHECK_GAMES} games per arm, sha256 ${createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16)}`;
}
