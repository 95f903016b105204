// Talisman Upgrade clause 20 (seed 002): "Undead that gain a life also gain a point of craft for
// winning a battle." Acts at the lifeDrained site (engine/combat-characters.ts takeLife).
import { gainCraft, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { part, switchOption, switchedBy } from './part.ts';

const UNDEAD = switchOption('undeadCraft', 'the Ghoul gains a Craft with each life he drains (clause 20)', BOOLEAN);

/**
 * The reading: the base game's only undead that gains a life for a win is the Ghoul, who adds to his
 * own the life he takes from a character he beats in psychic combat (reference 2); no Enemy here has
 * lives to gain (the clause's Vampire is a card of other editions). He gains a Craft counter with it,
 * a raise clause 8's cap allows (the clause's own, capped.ts).
 */
function craftForLife(g: Game, p: Player): void {
  if (g.log.on) g.say(`  ${g.name(p)} gains a Craft with the life (Upgrade 20)`);
  gainCraft(g, p, 1, 'undead');
}

export const undeadCraft = part({
  id: 'upgrade-undead-craft',
  desc: 'Upgrade undead (clause 20): the Ghoul gains a Craft with each life he drains in psychic combat.',
  ...switchedBy(UNDEAD),
  apply: (r) => withHooks(r, { lifeDrained: craftForLife }),
});
