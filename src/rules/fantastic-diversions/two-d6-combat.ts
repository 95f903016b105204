// The Fantastic Diversions house rules, "2D6 Combat": every participant rolls two dice for an attack
// roll; one with extra dice (the Warrior) keeps the best two. Its option "Auto-Win/Lose" (combat:
// 2d6-auto): a natural 2 loses, a natural 12 wins, tied naturals as the document's clause 2.3 says.
import { DOUBLE_WIN, LOSE, STANDOFF, WIN, countEvent, eventId, type Game } from '../../engine/index.ts';
import { DOUBLE_LOSS as ODDS_DOUBLE_LOSS, DOUBLE_WIN as ODDS_DOUBLE_WIN, judge } from '../../odds/outcome.ts';
import { oneOfRule } from '../../fields/field-rules.ts';
import { withSteps, withParams, type RuleModule } from '../module.ts';
import { COMBAT_DICE } from '../option-types.ts';
export { COMBAT_DICE, type CombatDice } from '../option-types.ts';


/** The engine's result for each of src/odds/outcome.ts's outcomes (win, standoff, loss, doubleWin, doubleLoss). */
const ENGINE_RESULT = [WIN, STANDOFF, LOSE, DOUBLE_WIN, STANDOFF];
/** Events (events.ts), one per clause of Auto-Win/Lose: 2.1, 2.2 and 2.3's two tied cases. */
const NATURAL_2 = eventId('2d6-auto.natural-2');
const NATURAL_12 = eventId('2d6-auto.natural-12');
const DOUBLE_WIN_EVENT = eventId('2d6-auto.double-win');
const DOUBLE_LOSS_EVENT = eventId('2d6-auto.double-loss');
const SAID = ['a natural decides: win', 'stand-off', 'a natural decides: loss', 'both rolled a natural 12: Double Win', 'both rolled a natural 2: Double Loss, a stand-off'];

/**
 * Compare attack scores under Auto-Win/Lose with the very reading `odds --combat 2d6-auto` uses
 * (judge in src/odds/outcome.ts): the naturals are the two dice kept, since a participant with
 * extra dice "chooses which two dice to use" (2D6 Combat I.2), so the Warrior's natural 2 needs
 * all three dice to show 1 and his natural 12 any two 6s. Fate rerolls come first: the natural is
 * the kept dice after them. A side that rolled no die (the assassinated) has no natural.
 */
function autoWinLose(g: Game, mine: number, theirs: number, myNatural: number, theirNatural: number): number {
  const outcome = judge(mine - myNatural - (theirs - theirNatural), myNatural, theirNatural, 0, true);
  const natural = myNatural === 2 || myNatural === 12 || theirNatural === 2 || theirNatural === 12;
  if (!natural) return ENGINE_RESULT[outcome];
  countNatural(g, outcome, myNatural, theirNatural);
  if (g.log.on) g.say(`  Auto-Win/Lose: naturals ${myNatural} and ${theirNatural}, ${SAID[outcome]}`);
  return ENGINE_RESULT[outcome];
}

/** Count the clause that decided: a tie of naturals (2.3), else a natural 12 (2.2) before a natural 2 (2.1), as judge() does. */
function countNatural(g: Game, outcome: number, myNatural: number, theirNatural: number): void {
  if (outcome === ODDS_DOUBLE_WIN) countEvent(g, DOUBLE_WIN_EVENT);
  else if (outcome === ODDS_DOUBLE_LOSS) countEvent(g, DOUBLE_LOSS_EVENT);
  else countEvent(g, myNatural === 12 || theirNatural === 12 ? NATURAL_12 : NATURAL_2);
}

export const twoD6Combat: RuleModule = {
  id: 'two-d6-combat',
  desc: '2D6 Combat (Fantastic Diversions): attack rolls use two dice; extra dice keep the best two.',
  options: [{ key: 'combat', rule: oneOfRule(COMBAT_DICE), default: '1d6', doc: 'attack roll dice (2d6-auto: 2D6 with Auto-Win/Lose)' }],
  enabled: (o) => o.combat === '2d6',
  apply: (r) => withParams(r, { combatDice: 2 }),
};

export const autoWinLoseCombat: RuleModule = {
  id: 'two-d6-auto-win-lose',
  desc: '2D6 Combat with Auto-Win/Lose (Fantastic Diversions): two dice, best two kept; a natural 2 loses, a natural 12 wins; two natural 12s are a Double Win (the character loses a life but wins), two natural 2s a stand-off.',
  options: [],
  enabled: (o) => o.combat === '2d6-auto',
  apply: (r) => withSteps(withParams(r, { combatDice: 2, naturalsDecide: true }), { compareAttacks: () => autoWinLose }),
};
