// The Fantastic Diversions house rules, "2D6 Combat": every participant rolls two dice for an attack
// roll; one with extra dice (the Warrior) keeps the best two. Its option "Auto-Win/Lose" (combat:
// 2d6-auto): a natural 2 loses, a natural 12 wins, tied naturals as the document's clause 2.3 says.
import { DOUBLE_WIN, LOSE, WIN, countEvent, eventId, type Game, type Steps } from '../../engine/index.ts';
import { oneOfRule } from '../../fields/field-rules.ts';
import { ruleModule, option, withSteps, withParams } from '../module.ts';

export const COMBAT_DICE = ['1d6', '2d6', '2d6-auto'] as const;
export type CombatDice = (typeof COMBAT_DICE)[number];

/** Events (events.ts), one per clause of Auto-Win/Lose: 2.1, 2.2 and 2.3's two tied cases. */
const NATURAL_2 = eventId('2d6-auto.natural-2');
const NATURAL_12 = eventId('2d6-auto.natural-12');
const DOUBLE_WIN_EVENT = eventId('2d6-auto.double-win');
const DOUBLE_LOSS_EVENT = eventId('2d6-auto.double-loss');

/**
 * Auto-Win/Lose is the engine's comparison with naturals deciding (params.naturalsDecide, combat.ts
 * compareScores), the very reading `odds --combat 2d6-auto` uses (judge in src/odds/outcome.ts):
 * the naturals are the two dice kept, since a participant with extra dice "chooses which two dice
 * to use" (2D6 Combat I.2), so the Warrior's natural 2 needs all three dice to show 1 and his
 * natural 12 any two 6s. Fate rerolls come first: the natural is the kept dice after them. A side
 * that rolled no die (the assassinated) has no natural. Around it, the clause that decided is
 * counted and told.
 */
function tellNaturals(compare: Steps['compareAttacks']): Steps['compareAttacks'] {
  return (g, mine, theirs, myNatural, theirNatural) => {
    const r = compare(g, mine, theirs, myNatural, theirNatural);
    if (myNatural === 2 || myNatural === 12 || theirNatural === 2 || theirNatural === 12) countNatural(g, r, myNatural, theirNatural);
    return r;
  };
}

/** Count and tell the clause that decided: a tie of naturals (2.3), else a natural 12 (2.2) before a natural 2 (2.1). */
function countNatural(g: Game, r: number, myNatural: number, theirNatural: number): void {
  const tied = myNatural === theirNatural;
  if (tied && myNatural === 12) countEvent(g, DOUBLE_WIN_EVENT);
  else if (tied) countEvent(g, DOUBLE_LOSS_EVENT);
  else countEvent(g, myNatural === 12 || theirNatural === 12 ? NATURAL_12 : NATURAL_2);
  if (!g.log.on) return;
  const said = r === DOUBLE_WIN ? 'both rolled a natural 12: Double Win' : tied ? 'both rolled a natural 2: Double Loss, a stand-off'
    : r === WIN ? 'a natural decides: win' : r === LOSE ? 'a natural decides: loss' : 'stand-off';
  g.say(`  Auto-Win/Lose: naturals ${myNatural} and ${theirNatural}, ${said}`);
}

export const twoD6Combat = ruleModule({
  id: 'two-d6-combat',
  desc: '2D6 Combat (Fantastic Diversions): attack rolls use two dice; extra dice keep the best two.',
  options: [option('combat', oneOfRule(COMBAT_DICE), '1d6', 'attack roll dice (2d6-auto: 2D6 with Auto-Win/Lose)')],
  enabled: (o) => o.combat === '2d6',
  apply: (r) => withParams(r, { combatDice: 2 }),
});

export const autoWinLoseCombat = ruleModule({
  id: 'two-d6-auto-win-lose',
  desc: '2D6 Combat with Auto-Win/Lose (Fantastic Diversions): two dice, best two kept; a natural 2 loses, a natural 12 wins; two natural 12s are a Double Win (the character loses a life but wins), two natural 2s a stand-off.',
  options: [],
  enabled: (o) => o.combat === '2d6-auto',
  apply: (r) => withSteps(withParams(r, { combatDice: 2, naturalsDecide: true }), { compareAttacks: tellNaturals }),
});
