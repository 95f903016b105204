// The basic player's (and the expert's) answers to the Fantastic Diversions' questions
// (src/rules/fantastic-diversions/): Battle Breakage's repair, Defensive Combat, True Fate's
// Destiny, The Seek's destination and Full Encounters' Trade.
import type { View } from '../../src/engine/index.ts';
import { REPAIR } from '../../src/rules/fantastic-diversions/battle-breakage.ts';
import { ON_DEFENSE, type Defense } from '../../src/rules/fantastic-diversions/defensive-combat.ts';
import { MEET_ALSO } from '../../src/rules/fantastic-diversions/full-encounters.ts';
import { DESTINATION } from '../../src/rules/fantastic-diversions/seek.ts';
import { TRADE } from '../../src/rules/fantastic-diversions/trade.ts';
import { DESTINY, DISCARD_DIE } from '../../src/rules/fantastic-diversions/true-fate.ts';
import { chooseSeek } from '../basic-moves.ts';
import { bestOf, fightLoss, fightOdds, lifeCost } from '../basic-values.ts';
import { attackWorth, encounterScore } from '../basic-worth.ts';
import { choice, yesNo, type ModuleAnswer } from '../module-answers.ts';
import type { Personality } from '../personality.ts';
import { discardDie, payDestiny } from '../true-fate.ts';
import { wantsRepair } from './fantastic-diversions-repair.ts';
import { chooseTrade, tradeProspect } from './fantastic-diversions-trade.ts';

/** Defensive Combat (basic): go "on defense" when the chance of winning outright is below this. */
export const DEFEND_BELOW = 0.25;

/** A Strength counter, weighed as lifeCost weighs a life at four lives or more (basic-values.ts). */
const COUNTER_WORTH = 3;

/**
 * Defensive Combat, as the expert weighs it on the exact odds: go "on defense" when the life it is
 * expected to save, (P(loss) - P(loss on defense)) x the cost of a life now, outweighs the trophy an
 * outright win is expected to bring (P(win) x its value in counters, COUNTER_WORTH each).
 */
function onDefense(v: View, { value, bonus }: Defense, p: Personality): boolean {
  const saved = fightLoss(v, value, false) - fightLoss(v, value - bonus, false);
  const trophy = fightOdds(v, value, false) * (value / v.rules.trophyRate) * COUNTER_WORTH;
  return saved * lifeCost(v, p) > trophy;
}

/** With Trade: a character is also met for a trade worth as much as an attack. */
function encounterTradeScore(v: View, seat: number, p: Personality): number {
  return seat < 0 ? 0.5 : Math.max(attackWorth(v, seat, p), tradeProspect(v, seat, p));
}

export const FANTASTIC_DIVERSIONS_ANSWERS: readonly ModuleAnswer[] = [
  // Battle Breakage: the repair is offered only when affordable; mend what is worth it (fantastic-diversions-repair.ts).
  yesNo(REPAIR, (v, card, p) => wantsRepair(v, card, p)),
  // Defensive Combat: basic puts a threshold on the exact chance of winning the fight as it stands.
  yesNo(ON_DEFENSE, (v, { value }) => fightOdds(v, value, false) < DEFEND_BELOW, onDefense),
  yesNo(DESTINY, (v, roll, p) => payDestiny(v, roll, p)),
  choice(DISCARD_DIE, (v, d, from) => discardDie(v, d, from.want)),
  choice(DESTINATION, (v, d, _from, p) => chooseSeek(v, d, p), { valued: true }),
  // Full Encounters 4.1: the character met as well as the space, as the base game's encounter is chosen, with a trade in view when Trade is on.
  choice(MEET_ALSO, (v, d, trade, p) => bestOf(v, d, p, trade ? encounterTradeScore : encounterScore)),
  choice(TRADE, (v, d, deals, p) => chooseTrade(v, d, deals, p, Math.max(0, attackWorth(v, deals.other, p)))),
];
