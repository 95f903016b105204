// Builds the RuleSet the engine consults from a scenario's rule options: the base rules (the
// engine's base-rules.ts), then each rule module that the options switch on, folded in order. A
// module's desc is printed in reports.
import { BASE_INFO, baseRules, installQuestions, type RuleSet } from '../engine/index.ts';
import type { RuleOptions } from './options.ts';
import { MODULES } from './modules.ts';

import type { RuleModule } from './module.ts';
export type { RuleModule } from './module.ts';

export const BASE_RULES = BASE_INFO;

/** The rule set of these options: the base rules, the built-in modules they switch on, then `extra` (a scenario's fan modules). */
export function buildRuleSet(given: RuleOptions, extra: readonly RuleModule[] = []): RuleSet {
  const o = extra.length === 0 ? given : withDefaultsOf(extra, given);
  let r = baseRules(o);
  for (const m of extra) installQuestions(m.questions ?? []);
  for (const m of extra.length === 0 ? MODULES : [...MODULES, ...extra]) {
    if (!m.enabled(o)) continue;
    // A module that folds in parts of its own (upgrade) lists them after itself.
    const next = m.apply(r, o);
    r = { ...next, modules: [...r.modules, { id: m.id, desc: m.desc }, ...next.modules.slice(r.modules.length)] };
  }
  return r;
}

/** The options with every option of `extra` (a scenario's own modules) the scenario leaves unset at its spec's default. */
function withDefaultsOf(extra: readonly RuleModule[], o: RuleOptions): RuleOptions {
  const own = extra.flatMap((m) => m.options).filter((s) => !(s.key in o));
  return own.length === 0 ? o : { ...Object.fromEntries(own.map((s) => [s.key, s.default])), ...o };
}
