// Talisman Upgrade note D16 (seed 002): "The Warrior ... can use any 2 weapons that are not 2-handed
// at the same time", "only one weapon while using a shield", and "may not use the Runesword or Holy
// Lance with any other weapons" (either may go with a shield). Replaces the step pairedWeapons.
import { withSteps } from '../module.ts';
import { armourUsable, magicUsable, traitBit, type Foe, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { part, switchOption, switchedBy } from './part.ts';

const PAIRS = switchOption('warriorWeapons', 'the Warrior pairs no Weapon with the Runesword or Holy Lance, and uses one while he has a Shield (note D16)', BOOLEAN);

const WEAPON = traitBit('weapon');

/** The Weapons D16 names as never used "with any other weapons" that are in this base game (reference 3.7). */
const ALONE: readonly string[] = ['runesword', 'holy-lance'];

/**
 * Does p use a Shield? The reading: Armour in the base game saves whenever it may (rulebook p.12),
 * so a Shield he may use (an Adventure or Purchase card of the name, reference 3.8, 5) is in use.
 */
function shielded(g: Game, p: Player): boolean {
  for (const c of p.objects) if (g.cardDef[c].name === 'Shield' && armourUsable(g, p, c)) return true;
  return false;
}

/**
 * The Warrior's Weapons under D16: his best one alone (any Weapon), or, without a Shield, his best two
 * that are neither the Runesword nor the Holy Lance, whichever adds more. Values as bestWeapons
 * (possessions.ts): Magic Weapons only while Magic works, a dragon-slayer 3 against a Dragon.
 */
export function upgradePair(g: Game, p: Player, foe: Foe | null): number {
  const magic = magicUsable(g, p);
  const dragon = foe !== null && foe.dragon;
  let single = 0;
  let best = 0;
  let second = 0;
  for (const c of p.objects) {
    const def = g.cardDef[c];
    if ((g.cardTraits[c] & WEAPON) === 0 || (def.kind === 'magic-object' && !magic)) continue;
    const b = dragon && def.abilities?.includes('dragon-slayer') ? 3 : def.battleStrength ?? 0;
    if (b > single) single = b;
    if (ALONE.includes(def.id)) continue;
    if (b > best) {
      second = best;
      best = b;
    } else if (b > second) second = b;
  }
  return shielded(g, p) ? single : Math.max(single, best + second);
}

export const warriorWeapons = part({
  id: 'upgrade-warrior-weapons',
  desc: 'Upgrade Warrior (note D16): two Weapons only without a Shield, never with the Runesword or the Holy Lance.',
  ...switchedBy(PAIRS),
  apply: (r) => withSteps(r, { pairedWeapons: () => upgradePair }),
});
