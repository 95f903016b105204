// Talisman Upgrade clause 6 (seed 002): a space's draw quota plus one card per party member beyond
// the first who arrived with the move, and the "keep drawing cards" rule: an Enemy among the cards
// drawn makes the party draw one more, and another while the card drawn is an Enemy. The optional
// rule ("for the greatest difficulty") lets an Event not stop the chain either.
import { cardsDrawnAct, drawOne, drawUpTo, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { option, withHooks } from '../module.ts';
import { part, switchOption } from './part.ts';
import { arrivedTogether } from './party-state.ts';

const KEEP_DRAWING = switchOption('keepDrawing', 'draw +1 per party member, and an Enemy drawn makes the party keep drawing until a card is not an Enemy (clause 6)', BOOLEAN);
const PAST_EVENTS = option('keepDrawingPastEvents', BOOLEAN, false, "clause 6's optional rule: an Event drawn does not stop the enemy chain");

/** Does drawing `c` keep the chain going: an Enemy, or (optional rule) an Event? */
function chains(g: Game, c: number, pastEvents: boolean): boolean {
  const kind = g.cardDef[c].kind;
  return kind === 'enemy' || (pastEvents && kind === 'event');
}

/**
 * The draw at `space` under clause 6: the quota `n` plus a card per member beyond the first, then
 * one card at a time while an Enemy was drawn ("regardless of the number of enemies"), each drawn
 * card real; the cards that move themselves act once the drawing is over (p.7).
 */
export function drawKeepingOn(g: Game, p: Player, space: number, n: number, pastEvents: boolean): boolean {
  const cards = g.spaceCards[space];
  const first = cards.length;
  drawUpTo(g, p, space, n + arrivedTogether(g) - 1);
  let enemy = false;
  for (let i = first; i < cards.length; i++) if (g.cardDef[cards[i]].kind === 'enemy') enemy = true;
  if (enemy) {
    if (g.log.on) g.say('  an Enemy was drawn: keep drawing cards');
    for (;;) {
      const c = drawOne(g, space);
      if (c < 0 || !chains(g, c, pastEvents)) break;
    }
  }
  cardsDrawnAct(g, p, space, first);
  return true;
}

export const keepDrawing = part({
  id: 'upgrade-keep-drawing',
  desc: 'Upgrade draws (clause 6): +1 card per party member, and keep drawing after an Enemy.',
  options: [KEEP_DRAWING, PAST_EVENTS],
  enabled: (u) => u.keepDrawing,
  apply: (r, u) => {
    const pastEvents = u.keepDrawingPastEvents;
    return withHooks(r, { drawCards: (g, p, space, n) => drawKeepingOn(g, p, space, n, pastEvents) });
  },
});
