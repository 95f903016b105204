// Which character to keep of those dealt (rulebook p.4's alternative, dealThree; issue 32 C): each
// character's expected strength under the game's rules and bots, read from character-strength.json,
// a table that src/experiment/measure-character-strength.ts writes (win rates when dealt, basic bots, per rule set).
// A rule set the table lacks falls back to its modules' table at 4 players, else the base game's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Decision, Rng, RuleSet, View } from '../src/engine/index.ts';

export const STRENGTH_FILE = fileURLToPath(new URL('./character-strength.json', import.meta.url));

/** One measured rule set: its win rate by character id, and how it was measured. */
export interface StrengthTable {
  scenario: string;
  players: number;
  games: number;
  seed: string;
  strategy: string;
  /** Dealt at the start: the seats dealt each character, and the share of them that won. */
  dealt: Record<string, number>;
  winRate: Record<string, number>;
}

export interface StrengthFile {
  provenance: { command: string; engineVersion: string; measured: string; note: string };
  /** By rule-set key (ruleSetKey). */
  tables: Record<string, StrengthTable>;
}

/** The key of the base game's table, the fallback. */
export const BASE_KEY = 'base@4';

/** A rule set's modules in order ("base+true-fate"). */
function modulesKey(rules: RuleSet): string {
  let key = '';
  for (const m of rules.modules) key += (key === '' ? '' : '+') + m.id;
  return key;
}

/** A rule set's key: its modules in order, and the players ("base+true-fate@4"). */
export function ruleSetKey(rules: RuleSet): string {
  return `${modulesKey(rules)}@${rules.players}`;
}

let file: StrengthFile | null = null;

function strengthFile(): StrengthFile {
  if (file === null) file = JSON.parse(readFileSync(STRENGTH_FILE, 'utf8')) as StrengthFile;
  return file;
}

/** Per rule set: its table (or the base game's), found once. */
const tableOf = new WeakMap<RuleSet, StrengthTable>();

export function strengthTable(rules: RuleSet): StrengthTable {
  let t = tableOf.get(rules);
  if (t === undefined) {
    // The rule set's own table; else its modules' at 4 players; else the base game's at its players; else at 4.
    const tables = strengthFile().tables;
    t = tables[ruleSetKey(rules)] ?? tables[`${modulesKey(rules)}@4`] ?? tables[`base@${rules.players}`] ?? tables[BASE_KEY];
    tableOf.set(rules, t);
  }
  return t;
}

/** Per table: the mean of its measured win rates. */
const meanOf = new WeakMap<StrengthTable, number>();

/** The mean measured win rate of a table: what a character nobody has measured is expected to win. */
export function meanStrength(t: StrengthTable): number {
  let m = meanOf.get(t);
  if (m === undefined) {
    const rates = Object.values(t.winRate);
    m = rates.length === 0 ? 0 : rates.reduce((a, b) => a + b, 0) / rates.length;
    meanOf.set(t, m);
  }
  return m;
}

/**
 * A character's expected strength under these rules: its measured win rate when dealt. A character
 * the table has not measured (a scenario's own, `characters:`) counts as an average one: the mean of
 * the table's rates, so that the bots neither shun nor favour it before anyone has measured it.
 */
export function characterStrength(rules: RuleSet, id: string): number {
  const t = strengthTable(rules);
  return t.winRate[id] ?? meanStrength(t);
}

/**
 * How far apart in win rate two characters must be for the stronger to be kept e (2.72) times as
 * often: the keep is weighed by expected strength, not certain of it (the table is an estimate, and
 * a player weighs more than it). A pure "keep the strongest" would never keep the weakest character
 * (the Prophetess, 11.9% in the base game); 0.08 was chosen so that every character is kept in over
 * 1% of seat deals (issue 32's bar; measured over 1,000 base games, the Prophetess 1.98%) while a
 * clearly stronger one is still kept far more often (the Troll's 64.6% against the Warrior's 40.0%:
 * 22 to 1).
 */
export const KEEP_TEMPERATURE = 0.08;

/**
 * The option to keep among the characters offered: with the strategy's stream, one drawn with
 * weight exp(strength / KEEP_TEMPERATURE); without one (a caller with no stream), the strongest.
 */
export function keepCharacter(v: View, d: Decision, rng: Rng | null): number {
  const n = d.options.length;
  if (n <= 1) return 0;
  let best = 0;
  let top = -Infinity;
  for (let i = 0; i < n; i++) {
    const s = characterStrength(v.rules, v.characterId(d.options[i]));
    if (s > top) {
      top = s;
      best = i;
    }
  }
  if (rng === null) return best;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Math.exp((characterStrength(v.rules, v.characterId(d.options[i])) - top) / KEEP_TEMPERATURE);
  let r = rng.source.next() * sum;
  for (let i = 0; i < n; i++) {
    r -= Math.exp((characterStrength(v.rules, v.characterId(d.options[i])) - top) / KEEP_TEMPERATURE);
    if (r < 0) return i;
  }
  return n - 1;
}
