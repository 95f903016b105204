// Talisman Upgrade clause 35's exceptions (seed 002): "If a character drops an item on the board, it
// is lost to the discard pile (it does not remain on the board)", unless "there is an enemy in that
// square, [which] then becomes the guardian or wielder of the item(s)", or a character is there
// ("they fall on the board and must be landed on"). The engine step is droppedStays (possessions.ts ditch).
import { withSteps } from '../module.ts';
import type { Game, Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { part, switchOption, switchedBy } from './part.ts';
import { enemiesHere } from './spaces.ts';

const GUARDED = switchOption('guardedItems', 'an item dropped on the board is discarded unless an Enemy guards it or a character is there (clause 35)', BOOLEAN);

/**
 * Does p's dropped card stay on his space? With an Enemy card lying there (which guards it as the
 * base game's Enemies guard every card, p.7-8; clause 19 lets it wield a Weapon) or another living
 * character on it. The Raiders' gold (exception a) is gold, not a dropped card: the base game already
 * leaves it on the Oasis.
 */
function guarded(g: Game, p: Player): boolean {
  if (enemiesHere(g, p.space)) return true;
  for (const q of g.players) if (q !== p && q.alive && q.space === p.space) return true;
  return false;
}

export const guardedItems = part({
  id: 'upgrade-guarded-items',
  desc: 'Upgrade dropped items (clause 35): an item left on the board is discarded unless an Enemy there guards it or a character is there.',
  ...switchedBy(GUARDED),
  apply: (r) => withSteps(r, { droppedStays: () => guarded }),
});
