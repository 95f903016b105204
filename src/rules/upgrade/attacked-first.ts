// Talisman Upgrade clause 29 on the Crown of Command (seed 002): who is attacked first in the final
// battle's face-off. "Although the attacking group must attack all opponents, the defender makes the
// decision as to who is attacked first. Therefore, a defending troll with 4 lives could try to
// protect a Wizard with 1 strength and 1 life remaining from an attacking Minotaur. If all other
// defenders are beaten in strength, the Wizard will eventually have to fight, though." The party on
// the Crown is the attacker (it lands there, and "the party may choose to do a face-off on the Crown
// of Command"); the dragons defend. The finale (finale.ts) asks dragonToFight for each fight.
import { oneOfRule } from '../../fields/field-rules.ts';
import { option } from '../module.ts';
import type { FinaleState } from './finale-state.ts';

export const CROWN_ATTACKED_FIRST = ['characters', 'dragons'] as const;

/**
 * `characters` (default, the reading before): each character fights the living dragon of his choice
 * ('face-off'), the dragons having no player to decide for them. `dragons`: clause 29 as written, the
 * defender decides, by the rule its example gives, the healthier shielding the one whose fall costs
 * most: the Princes stand before the King (the vile Dragon King of clause 1, whose fall wins under
 * `crownWonBy: the-king`), the Prince with the most lives left first (the troll "with 4 lives"; the
 * first of equals), and a dragon beaten in a battle (a psychic combat) this round steps aside for the
 * rest of the round's battles (psychic combats): the King is fought once every living Prince has
 * been beaten in that kind of combat this round ("if all other defenders are beaten in strength, the
 * Wizard will eventually have to fight"). Once every living dragon has been, the order starts again.
 */
export const ATTACKED_FIRST = option('crownAttackedFirst', oneOfRule(CROWN_ATTACKED_FIRST), 'characters',
  'who is attacked first in the face-off on the Crown: characters (default: each fights the dragon of his choice) or dragons (clause 29: "the defender makes the decision as to who is attacked first"; the Princes, most lives first, shield the King until each has been beaten this round)');

/** The bit of dragon `who` in FinaleState.beaten for a battle (psychic: 4 higher). */
const beatenBit = (who: number, psychic: boolean): number => 1 << (psychic ? who + 4 : who);

/** The dragon the dragons put first: a Prince not yet beaten in this kind of combat this round, the most lives first; else the King (-1 when every living dragon has been beaten). */
function shieldFirst(s: FinaleState, psychic: boolean): number {
  let best = -1;
  for (let i = 1; i < 4; i++) {
    if (s.lives[i] > 0 && (s.beaten & beatenBit(i, psychic)) === 0 && (best < 0 || s.lives[i] > s.lives[best])) best = i;
  }
  if (best < 0 && s.lives[0] > 0 && (s.beaten & beatenBit(0, psychic)) === 0) best = 0;
  return best;
}

/** Under `crownAttackedFirst: dragons`, the dragon that takes the next battle (psychic combat) this round. */
export function dragonToFight(s: FinaleState, psychic: boolean): number {
  const first = shieldFirst(s, psychic);
  if (first >= 0) return first;
  s.beaten &= psychic ? 0x0f : 0xf0;
  return shieldFirst(s, psychic);
}

/** Dragon `who` was beaten in a battle (psychic combat) this round. */
export function beatenThisRound(s: FinaleState, who: number, psychic: boolean): void {
  s.beaten |= beatenBit(who, psychic);
}
