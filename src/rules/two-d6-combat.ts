// The Fantastic Diversions house rules, "2D6 Combat": every participant rolls two dice for an attack
// roll; one with extra dice (the Warrior) keeps the best two. The Auto-Win/Lose option comes later.
import { oneOfRule } from '../scenario/validate.ts';
import type { RuleModule } from './module.ts';

export const COMBAT_DICE = ['1d6', '2d6'] as const;
export type CombatDice = (typeof COMBAT_DICE)[number];

export const twoD6Combat: RuleModule = {
  id: 'two-d6-combat',
  desc: '2D6 Combat (Fantastic Diversions): attack rolls use two dice; extra dice keep the best two.',
  options: [{ key: 'combat', rule: oneOfRule(COMBAT_DICE), default: '1d6', doc: 'attack roll dice' }],
  enabled: (o) => o.combat === '2d6',
  apply: (r) => ({ ...r, combatDice: 2 }),
};
