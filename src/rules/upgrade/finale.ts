// Talisman Upgrade clause 43 (seed 002): the Dragon King on the Crown of Command, alone or with three
// Dragon Princes; `roll` rolls for it as the clause says (its endings 3-6 need expansions).
import { oneOfRule } from '../../scenario/validate.ts';
import { upgradeValue, type UpgradeOption, type UpgradePart } from './part.ts';

export const FINALES = ['off', 'roll', 'dragon-king', 'dragon-princes'] as const;
export type Finale = (typeof FINALES)[number];

const FINALE: UpgradeOption<Finale> = {
  key: 'finale', rule: oneOfRule(FINALES), default: 'roll',
  doc: 'the Crown of Command: off (base ending), roll (clause 43), dragon-king (alone) or dragon-princes',
};

export const finale: UpgradePart = {
  id: 'upgrade-finale',
  desc: 'Upgrade finale (clause 43): the Dragon King, alone or with three Dragon Princes, on the Crown of Command.',
  options: [FINALE],
  enabled: (u) => upgradeValue(u, FINALE) !== 'off',
  apply: (r) => r,
};
