// Alternative Rules for Faster Play, "Strength and Craft" (rulebook p.21): trophies are exchanged
// at 6 or 5 points per counter instead of 7.
import type { RuleModule } from './ruleset.ts';

export const fasterTrophies: RuleModule = {
  id: 'faster-trophies',
  desc: 'Faster play: trophies give a Strength or Craft counter per 6 (or 5) points instead of 7.',
  enabled: (o) => o.trophyRate !== 7,
  apply: (r, o) => ({ ...r, trophyRate: o.trophyRate }),
};
