// The Fantastic Diversions house rules, "2D6 Combat": every participant rolls two dice for an attack
// roll; one with extra dice (the Warrior) keeps the best two. The Auto-Win/Lose option comes later.
import type { RuleModule } from './ruleset.ts';

export const twoD6Combat: RuleModule = {
  id: 'two-d6-combat',
  desc: '2D6 Combat (Fantastic Diversions): attack rolls use two dice; extra dice keep the best two.',
  enabled: (o) => o.combat === '2d6',
  apply: (r) => ({ ...r, combatDice: 2 }),
};
