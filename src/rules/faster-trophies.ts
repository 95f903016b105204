// Alternative Rules for Faster Play, "Strength and Craft" (rulebook p.21): trophies are exchanged
// at 6 or 5 points per counter instead of 7.
import { oneOfRule } from '../fields/field-rules.ts';
import { option, ruleModule, withParams } from './module.ts';

export const TROPHY_RATES = [7, 6, 5] as const;
export type TrophyRate = (typeof TROPHY_RATES)[number];

export const fasterTrophies = ruleModule({
  id: 'faster-trophies',
  desc: 'Faster play: trophies give a Strength or Craft counter per 6 (or 5) points instead of 7.',
  options: [option('trophyRate', oneOfRule(TROPHY_RATES), 7, 'trophy points per Strength/Craft counter')],
  enabled: (o) => o.trophyRate !== 7,
  apply: (r, o) => withParams(r, { trophyRate: o.trophyRate }),
});
