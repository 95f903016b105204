// One part of Talisman Upgrade (seed 002, issue 19): an ordinary rule module (module.ts), whose
// options are keys under `rules.upgrade` and which is folded in only when `upgrade` is on
// (moduleOfParts, index.ts). parts.ts lists the parts. Most parts are one switch, on by default.
import type { FieldRule } from '../../fields/field-rules.ts';
import { option, ruleModule, type OptionSpec, type RuleModule } from '../module.ts';

/** A part: a rule module, its options typed by their specs. */
export const part = ruleModule;

/** A boolean part option: on unless switched off. */
export function switchOption<const K extends string>(key: K, doc: string, rule: FieldRule<boolean>): OptionSpec<K, boolean> {
  return option(key, rule, true, doc);
}

/** The usual part's declaration: one switch option, the part on when it is. */
export function switchedBy<const K extends string>(spec: OptionSpec<K, boolean>): Pick<RuleModule<readonly [OptionSpec<K, boolean>]>, 'options' | 'enabled'> {
  return { options: [spec], enabled: (o) => o[spec.key] === true };
}
