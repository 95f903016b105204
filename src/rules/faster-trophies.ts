// Alternative Rules for Faster Play, "Strength and Craft" (rulebook p.21): trophies are exchanged
// at 6 or 5 points per counter instead of 7.
import { oneOfRule } from '../fields/field-rules.ts';
import { withParams, type RuleModule } from './module.ts';
import { TROPHY_RATES } from './option-types.ts';
export { TROPHY_RATES, type TrophyRate } from './option-types.ts';


export const fasterTrophies: RuleModule = {
  id: 'faster-trophies',
  desc: 'Faster play: trophies give a Strength or Craft counter per 6 (or 5) points instead of 7.',
  options: [{ key: 'trophyRate', rule: oneOfRule(TROPHY_RATES), default: 7, doc: 'trophy points per Strength/Craft counter' }],
  enabled: (o) => o.trophyRate !== 7,
  apply: (r, o) => withParams(r, { trophyRate: o.trophyRate }),
};
