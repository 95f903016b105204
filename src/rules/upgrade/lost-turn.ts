// Talisman Upgrade clause 30 and note D14 (seed 002): "Any event or occurrence that causes a turn to
// be lost causes a craft to be lost as well", imprisonment included (a Craft for every turn of it);
// a turn given up by choice costs none. The engine's turnLost site (engine/hooks.ts) marks the losses.
import { loseCraft, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { part, switchOption, switchedBy } from './part.ts';

const LOST_TURN = switchOption('lostTurnCraft', 'a lost turn also costs a Craft (clause 30, note D14)', BOOLEAN);

/**
 * The turn is lost where the space, Event or Place says so (the Tavern's 1, the Forest's and Crags'
 * 2-3, the Cave's 3, the Marsh, the Maze, Evil Darkness, the Siren, the Storm), and each turn a
 * character enslaved at the Temple fails his roll to leave (D14: imprisonment "for every round").
 * The Craft goes at once, below the starting value too when clause 9 (capped) is on.
 */
function craftForTurn(g: Game, p: Player): void {
  if (g.log.on) g.say(`  ${g.name(p)} loses a Craft for the lost turn (Upgrade 30)`);
  loseCraft(g, p, 1);
}

export const lostTurn = part({
  id: 'upgrade-lost-turn',
  desc: 'Upgrade lost turns (clause 30): every turn lost to a space, an Event, a Place or the Temple\'s enslavement also costs a Craft.',
  ...switchedBy(LOST_TURN),
  apply: (r) => withHooks(r, { turnLost: craftForTurn }),
});
