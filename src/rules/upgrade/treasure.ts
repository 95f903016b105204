// Talisman Upgrade clause 19 (seed 002): "Any useful weapons in an enemy's treasure are used in combat
// against the characters, unless the enemy is a dragon or animal. Thus a goblin with a sword will
// fight as a strength 3 instead of strength 2." Acts at the enemiesAttack site (engine/encounter.ts).
import { scratchList, traitBit, type Foe, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { part, switchOption, switchedBy } from './part.ts';

const TREASURE = switchOption('armedEnemies', 'Weapons lying with Enemies are used by them in battle, not by Dragons or Animals (clause 19)', BOOLEAN);
const WEAPON = traitBit('weapon');
const BEAST = traitBit('animal') | traitBit('dragon');

/** The Weapon bonuses on the space, best first (reused: no allocation per fight). */
const bonuses = scratchList<number>();

/**
 * The reading: an Enemy's treasure is the cards lying on its space with it (the cards it guards,
 * p.7-8: drawn with it, or left there). Each Enemy that is not an Animal or a Dragon wields one
 * Weapon, the best first, adding its battle bonus (+1; the Holy Lance's +3 is against Dragons
 * only); several Enemies fighting as one may wield as many. Spirits fight psychic combat: none.
 */
function wieldTreasure(g: Game, _p: Player, foe: Foe, space: number): void {
  if (foe.psychic || foe.beastsOnly) return;
  let wielders = 0;
  for (const c of foe.cards) if ((g.cardTraits[c] & BEAST) === 0) wielders++;
  bonuses.length = 0;
  for (const c of g.spaceCards[space]) {
    if ((g.cardTraits[c] & WEAPON) !== 0 && g.cardDef[c].kind !== 'enemy') bonuses.push(g.cardDef[c].battleStrength ?? 0);
  }
  if (bonuses.length === 0) return;
  bonuses.sort((a, b) => b - a);
  let add = 0;
  for (let i = 0; i < wielders && i < bonuses.length; i++) add += bonuses[i];
  if (add > 0 && g.log.on) g.say(`  the Enemies wield the Weapons they guard: +${add} (Upgrade 19)`);
  foe.value += add;
}

export const armedEnemies = part({
  id: 'upgrade-armed-enemies',
  desc: 'Upgrade armed Enemies (clause 19): Enemies other than Animals and Dragons fight with the Weapons lying on their space.',
  ...switchedBy(TREASURE),
  apply: (r) => withHooks(r, { enemiesAttack: wieldTreasure }),
});
