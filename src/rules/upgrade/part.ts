// What one part of Talisman Upgrade (seed 002, issue 19) is: like a RuleModule, but its options are
// keys under `rules.upgrade` (each part declares its own: key, field rule, default, one-line doc),
// and it is folded in only when `upgrade` is on. parts.ts lists the parts; index.ts composes them.
import type { RuleSet } from '../../engine/index.ts';
import type { FieldRule } from '../../fields/field-rules.ts';
import type { RuleOptions, UpgradeOptions } from '../option-types.ts';

export type { UpgradeOptions } from '../option-types.ts';

/** One key under `rules.upgrade`: its field rule, its value under `upgrade: true`, its doc. */
export interface UpgradeOption<T = unknown> {
  readonly key: string;
  readonly rule: FieldRule<T>;
  readonly default: T;
  readonly doc: string;
}

export interface UpgradePart {
  readonly id: string;
  /** One line for reports: what this part does, with its clause numbers. */
  readonly desc: string;
  readonly options: readonly UpgradeOption[];
  /** Is the part on under this resolved `upgrade` mapping? */
  readonly enabled: (u: UpgradeOptions) => boolean;
  readonly apply: (r: RuleSet, u: UpgradeOptions, o: RuleOptions) => RuleSet;
}

/** An option's value in the resolved mapping, typed by its declaration. */
export function upgradeValue<T>(u: UpgradeOptions, opt: UpgradeOption<T>): T {
  return u[opt.key] as T;
}

/** A boolean part option: on unless switched off. */
export function switchOption(key: string, doc: string, rule: FieldRule<boolean>): UpgradeOption<boolean> {
  return { key, rule, default: true, doc };
}

/** The usual part's declaration: one switch option, the part on when it is. */
export function switchedBy(option: UpgradeOption<boolean>): Pick<UpgradePart, 'options' | 'enabled'> {
  return { options: [option], enabled: (u) => upgradeValue(u, option) };
}
