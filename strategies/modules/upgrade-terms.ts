// Talisman Upgrade's terms of the basic player's own weighing of a situation (module-answers.ts
// SituationTerms), found through the registry (terms.ts) by basic-moves.ts, basic-values.ts and
// basic-worth.ts, which name no file of the Upgrade: the party's odds at the Sentinel's bridge, the
// plan's pull on a landing, readiness for the Crown's battle, a fellow Talisman holder as a partner,
// and the Mini-Command (clause 33) as what meeting a character may be worth, and as a play against
// the race's leader (for learned/option-features.ts).
import type { View } from '../../src/engine/index.ts';
import { COMMAND } from '../../src/rules/upgrade/mini-command.ts';
import type { ModuleScores } from '../module-answers.ts';
import { finaleOn, finaleReady, joinsForCrown, partnerValue } from './upgrade-finale.ts';
import { bridgeOdds } from './upgrade-plan.ts';

/** Does the character at `seat` lead the race: a Talisman held, or in the Middle Region already? */
function leading(v: View, seat: number): boolean {
  return v.talismans(seat) > 0 || v.topo.region[v.playerSpace(seat)] === 'middle';
}

/**
 * The worth of commanding this character, against 0.5 for ignoring him: 1 for a leading rival who
 * is alone with me (no party of his to battle, no one else to retaliate), else -1. Never for a good
 * player, who would risk his alignment (and the Holy Grail and Holy Lance) on the die.
 */
export function commandWorth(v: View, seat: number): number {
  if (v.me.alignment === 'good' || !v.mayTakeAction(seat, COMMAND.value) || !leading(v, seat)) return -1;
  const here = v.me.space;
  for (let s = 0; s < v.playerCount; s++) {
    if (s !== v.seat && s !== seat && v.playerAlive(s) && v.playerSpace(s) === here) return -1;
  }
  return 1;
}

export const UPGRADE_TERMS: readonly ModuleScores[] = [
  {
    // The Upgrade's finale (clause 43): the Crown is won only by a party that beats its dragons.
    on: finaleOn,
    terms: {
      // A party's leader weighs the bridge by the party's odds when it meets the Sentinel member by member.
      bridge: bridgeOdds,
      // The way to a Talisman or to a fellow holder, and landing beside one (upgrade-finale.ts partnerValue).
      landing: partnerValue,
      // Talisman holders gather across alignments: a fellow holder is a partner, not prey.
      partner: joinsForCrown,
    },
  },
  {
    // The last one standing no longer wins (finale.ts): set out with a party that would beat the dragons.
    on: (v) => !v.rules.lastStandingWins,
    terms: { ready: finaleReady },
  },
  {
    // Clause 33: command him when that is what I met him for (mayTakeAction says when the part is on);
    // commanding a leader is a play against his lead (the learned player's 'command-leader' feature).
    terms: { meeting: commandWorth, leaderPlay: (_v, o) => o === COMMAND.value },
  },
];
