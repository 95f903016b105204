// Alternative Rules for Faster Play, "Starting Bonus" (rulebook p.21): at the start of the game each
// player takes one bonus Strength or Craft counter, his choice, "as if earned in the usual way"
// (a counter from the stock, not a change to the character card's values).
import { WISHES } from '../../engine/decisions.ts';
import { gainCraft, gainStrength } from '../../engine/stats.ts';
import type { Game } from '../../engine/game.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { ruleModule, option, withHooks } from '../module.ts';

const STRENGTH = WISHES.indexOf('strength');
const CRAFT = WISHES.indexOf('craft');

/**
 * Each player in seat order chooses, as a 'wish' decision between Strength and Craft (the choice a
 * Wish offers between the same two counters, so the strategies weigh it the same way).
 */
function takeStartingBonus(g: Game): void {
  for (const p of g.players) {
    const o = g.options('wish', p);
    o.push(STRENGTH, CRAFT);
    const craft = g.decide() === CRAFT;
    if (craft) gainCraft(g, p, 1);
    else gainStrength(g, p, 1);
    if (g.log.on) g.say(`  ${g.name(p)} takes a starting bonus ${craft ? 'Craft' : 'Strength'} counter (rulebook p.21)`);
  }
}

export const startingBonus = ruleModule({
  id: 'starting-bonus',
  // The row is shared with the Enchanter's, the Fairy's and the Phantom's Strength and Craft wishes.
  choices: ['wish:strength', 'wish:craft'],
  desc: 'Faster play: each player takes one Strength or Craft counter of his choice at the start (rulebook p.21).',
  options: [option('startingBonus', BOOLEAN, false, 'one bonus Strength or Craft counter each at the start (rulebook p.21)')],
  enabled: (o) => o.startingBonus,
  apply: (r) => withHooks(r, { gameStart: takeStartingBonus }),
});
