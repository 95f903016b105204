// Skill stability of a `compare` run under `--strategies basic,expert,search` (issue 20): for every
// arm, metric and subject, whether the difference keeps its sign and its significance after Holm
// under every bot, said in words; and each character's win rate (dealt) per skill level, so that a
// reader sees how much of a character's lead is the bots'.
import { moverInterval } from '../stats/differences.ts';
import { wilsonInterval } from '../stats/intervals.ts';
import type { CompareRow } from './results.ts';

/** How a conclusion fares across the skill levels. */
export type Stability = 'holds' | 'none' | 'some' | 'reverses';

export interface SkillVerdict {
  arm: string;
  metric: CompareRow['metric'];
  subject: string;
  /** Per mix, in the order played: the difference and its significance after Holm. */
  diffs: number[];
  significant: boolean[];
  stability: Stability;
  /**
   * Where the bots' verdicts part (significant under one, not under another, or with both signs):
   * the difference between the two bots' differences, an interaction, with its own 95% interval
   * (MOVER, the mixes' games taken as independent). A difference in significance is not one in effect.
   */
  interaction: { mixes: [string, string]; diff: number; low: number; high: number } | null;
  /** "down: holds for all three bots", "up under basic, not under expert; basic − expert +4.1 (−1.2 to +9.4)", ... */
  text: string;
}

export interface SkillRate {
  mix: string;
  /** The arm whose rate this is (the baseline's name for the baseline). */
  arm: string;
  character: string;
  games: number;
  wins: number;
  rate: number;
  low: number;
  high: number;
}

export interface SkillCheck {
  mixes: string[];
  verdicts: SkillVerdict[];
  rates: SkillRate[];
}

const COUNT_WORDS = ['', 'one', 'both', 'all three', 'all four', 'all five', 'all six'];

function every(n: number): string {
  return n < COUNT_WORDS.length ? (n === 2 ? 'both bots' : `${COUNT_WORDS[n]} bots`) : `all ${n} bots`;
}

function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The verdict of one arm, metric and subject from its rows, one per mix in `mixes` order. */
export function verdictOf(list: readonly CompareRow[], mixes: readonly string[]): SkillVerdict {
  const diffs = list.map((r) => r.diff);
  const significant = list.map((r) => r.significant);
  const sigSigns = new Set(list.filter((r) => r.significant).map((r) => Math.sign(r.diff)));
  const count = significant.filter((s) => s).length;
  let stability: Stability;
  let text: string;
  let interaction: SkillVerdict['interaction'] = null;
  if (sigSigns.size > 1) {
    stability = 'reverses';
    const up = mixes.filter((_, i) => significant[i] && diffs[i] > 0);
    const down = mixes.filter((_, i) => significant[i] && diffs[i] < 0);
    interaction = interactionOf(list, mixes, mixes.indexOf(up[0]), mixes.indexOf(down[0]));
    text = `reverses: up under ${listed(up)}, down under ${listed(down)}`;
  } else if (count === 0) {
    stability = 'none';
    text = `significant under no bot`;
  } else if (count === mixes.length) {
    stability = 'holds';
    text = `${diffs[0] > 0 ? 'up' : 'down'}: holds for ${every(mixes.length)}`;
  } else {
    stability = 'some';
    const under = mixes.filter((_, i) => significant[i]);
    const not = mixes.filter((_, i) => !significant[i]);
    const sign = diffs[significant.indexOf(true)] > 0 ? 'up' : 'down';
    interaction = interactionOf(list, mixes, significant.indexOf(true), significant.indexOf(false));
    text = `${sign} under ${listed(under)}, not significant under ${listed(not)}`;
  }
  if (interaction) text += `; ${interactionText(list[0], interaction)}`;
  return { arm: list[0].arm, metric: list[0].metric, subject: list[0].subject, diffs, significant, stability, interaction, text };
}

/** Mix i's difference minus mix j's, with its MOVER interval; null without both intervals. */
function interactionOf(list: readonly CompareRow[], mixes: readonly string[], i: number, j: number): SkillVerdict['interaction'] {
  const [a, b] = [list[i], list[j]];
  if (a.low === null || a.high === null || b.low === null || b.high === null) return null;
  const ci = moverInterval({ d: a.diff, low: a.low, high: a.high }, { d: b.diff, low: b.low, high: b.high });
  return { mixes: [mixes[i], mixes[j]], diff: a.diff - b.diff, ...ci };
}

/** "the bots differ by basic − expert +4.1 points (−1.2 to +9.4), not significantly". */
function interactionText(r: CompareRow, x: NonNullable<SkillVerdict['interaction']>): string {
  const rounds = r.metric === 'rounds';
  const f = (v: number) => `${v >= 0 ? '+' : ''}${(rounds ? v : v * 100).toFixed(1)}`;
  const spans = x.low <= 0 && x.high >= 0;
  return `${x.mixes[0]} − ${x.mixes[1]} ${f(x.diff)}${rounds ? ' rounds' : ' points'} (${f(x.low)} to ${f(x.high)})${spans ? ': the bots do not differ significantly' : ''}`;
}

/** Every tested arm, metric and subject played under each mix: its verdict. */
export function verdictsOf(rows: readonly CompareRow[], mixes: readonly string[]): SkillVerdict[] {
  const byKey = new Map<string, CompareRow[]>();
  for (const r of rows) {
    if (r.p === null) continue;
    const key = `${r.arm}\u0000${r.metric}\u0000${r.subject}`;
    const list = byKey.get(key) ?? [];
    list.push(r);
    byKey.set(key, list);
  }
  const out: SkillVerdict[] = [];
  for (const list of byKey.values()) {
    if (list.length !== mixes.length || list.some((r, i) => r.mix !== mixes[i])) continue;
    out.push(verdictOf(list, mixes));
  }
  return out;
}

/**
 * Each character's win rate (dealt) per mix and arm, with its 95% Wilson interval. Game i of every
 * arm deals the same characters, so the baseline's denominator (`trials`) serves every arm.
 */
export function skillRatesOf(rows: readonly CompareRow[], mixes: readonly string[], arms: readonly string[]): SkillRate[] {
  const out: SkillRate[] = [];
  for (const mix of mixes) {
    const dealt = rows.filter((r) => r.mix === mix && r.metric === 'character-dealt');
    const first = dealt.filter((r) => r.arm === arms[1]);
    for (const [i, arm] of arms.entries()) {
      const source = i === 0 ? first : dealt.filter((r) => r.arm === arm);
      for (const r of source) {
        const rate = i === 0 ? r.baseline : r.value;
        const wins = Math.round(rate * r.trials);
        const ci = wilsonInterval(wins, r.trials);
        out.push({ mix, arm, character: r.subject, games: r.trials, wins, rate, low: ci.low, high: ci.high });
      }
    }
  }
  return out;
}

/** The skill check of a compare played under two or more mixes; null under one. */
export function skillCheckOf(rows: readonly CompareRow[], mixes: readonly string[], arms: readonly string[]): SkillCheck | null {
  if (mixes.length < 2) return null;
  return { mixes: [...mixes], verdicts: verdictsOf(rows, mixes), rates: skillRatesOf(rows, mixes, arms) };
}
