// What a `compare` found, as plain data for compare.json and the report: each arm's provenance, each
// strategy mix's games and stopping reason, every row of differences, and under --strategies
// whether each conclusion (its sign, its significance after Holm) is the same under every bot.
import { buildRuleSet } from '../rules/ruleset.ts';
import { fanModulesOf } from '../rules/fan-load.ts';
import type { RunPlan } from '../sim/plan.ts';
import { contentProvenance, type ContentProvenance } from '../sim/provenance.ts';
import type { Sprt } from '../stats/sequential.ts';
import type { Experiment } from './arms.ts';
import type { CompareRow } from './results.ts';
import type { SkillCheck } from './skill.ts';

export interface ArmProvenance extends ContentProvenance {
  name: string;
  file: string;
  scenario: string;
  seed: string;
  rules: RunPlan['rules'];
  ruleModules: { id: string; desc: string }[];
  seats: RunPlan['seats'];
  rotate: boolean;
  // The arm's fan cards, every character in play and its house-rule modules' files (ContentProvenance) follow.
}

export interface MixOutcome {
  /** '' for the scenarios' own seats. */
  mix: string;
  games: number;
  /** Why play stopped: the fixed game count, the precision reached, the SPRT's verdict, or --max-games. */
  stopped: string;
  sprt: (Sprt & { subject: string; d0: number; d1: number }) | null;
}

export interface Agreement {
  arm: string;
  metric: string;
  subject: string;
  /** Per mix, in order: the sign of the difference (-1, 0, 1) and its significance after Holm. */
  signs: number[];
  significant: boolean[];
  sameSign: boolean;
  sameSignificance: boolean;
  /** The conclusion holds under every bot: significant everywhere with one sign, or nowhere. */
  agree: boolean;
}

export interface CompareOutcome {
  version: string;
  name: string;
  command: string;
  /** How the paired intervals were made (fixed sample, or the confidence sequence under --precision). */
  method: string;
  precision: number | null;
  arms: ArmProvenance[];
  mixes: MixOutcome[];
  rows: CompareRow[];
  agreement: Agreement[] | null;
  /** Under two or more --strategies mixes: each conclusion's verdict across them, each character's win rate per mix. */
  skill: SkillCheck | null;
  /** When more than 10% of an arm's games reached the round cap (stats/round-cap.ts). */
  roundCapWarning?: string;
}

export function armProvenance(x: Experiment): ArmProvenance[] {
  return x.arms.map((a) => ({
    name: a.name, file: a.file, scenario: a.plan.scenario, seed: a.plan.seed, rules: a.plan.rules,
    ruleModules: buildRuleSet(a.plan.rules, fanModulesOf(a.plan.modules)).modules.map((m) => ({ id: m.id, desc: m.desc })),
    seats: a.plan.seats, rotate: a.plan.rotate === true,
    ...contentProvenance(a.plan),
  }));
}

/** For each arm, metric and subject tested under every mix: the same sign and significance everywhere? */
export function agreementOf(rows: readonly CompareRow[], mixes: readonly string[]): Agreement[] {
  const keyOf = (r: CompareRow) => `${r.arm}\u0000${r.metric}\u0000${r.subject}`;
  const byKey = new Map<string, CompareRow[]>();
  for (const r of rows) {
    if (r.p === null) continue;
    const list = byKey.get(keyOf(r)) ?? [];
    list.push(r);
    byKey.set(keyOf(r), list);
  }
  const out: Agreement[] = [];
  for (const list of byKey.values()) {
    if (list.length !== mixes.length) continue;
    const signs = list.map((r) => Math.sign(r.diff));
    const significant = list.map((r) => r.significant);
    const sameSign = signs.every((s) => s === signs[0]);
    const sameSignificance = significant.every((s) => s === significant[0]);
    const agree = sameSignificance && (!significant[0] || sameSign);
    out.push({ arm: list[0].arm, metric: list[0].metric, subject: list[0].subject, signs, significant, sameSign, sameSignificance, agree });
  }
  return out;
}
