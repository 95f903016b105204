// Alternative Rules for Faster Play, "Strength and Craft" (rulebook p.21): trophies are exchanged
// at 6 or 5 points per counter instead of 7.
import { oneOfRule } from '../scenario/validate.ts';
import type { RuleModule } from './module.ts';

export const TROPHY_RATES = [7, 6, 5] as const;
export type TrophyRate = (typeof TROPHY_RATES)[number];

export const fasterTrophies: RuleModule = {
  id: 'faster-trophies',
  desc: 'Faster play: trophies give a Strength or Craft counter per 6 (or 5) points instead of 7.',
  options: [{ key: 'trophyRate', rule: oneOfRule(TROPHY_RATES), default: 7, doc: 'trophy points per Strength/Craft counter' }],
  enabled: (o) => o.trophyRate !== 7,
  apply: (r, o) => ({ ...r, trophyRate: o.trophyRate }),
};
