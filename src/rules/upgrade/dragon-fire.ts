// Talisman Upgrade clause 42 (seed 002): a dragon's fire is an extra Craft combat for everyone on the
// space, before the battle (clause 7: "Enemy breath weapons also precede strength combats"): roll
// below your Craft on one die, two on the Crown of Command, or lose one life, however many breathe.
// breathFire is exported for the Dragon King and his Princes (finale.ts, clause 43).
import { OWN_ROLL, WANT, rollKind, ABILITY_INDEX, ROLL, craft, hasAbility, loseLifeUnlessSaved, rollOwn, type Foe, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { option, withHooks } from '../module.ts';
import { part } from './part.ts';
import { armourAgainst } from './armour.ts';

const FIRE_ROLL = rollKind({ id: 'dragon-fire', fate: true, want: WANT.lower, source: `${OWN_ROLL} (a dragon's breath, his own dice against his Craft (clause 42))` });

const ANIMALS_IGNORE = ABILITY_INDEX['animals-ignore'];

/**
 * Off under `upgrade: true`: the clause is about dragons that breathe fire ("When a dragon breathes
 * fire"), and the base game's three Dragon cards (Strength 7, reference 3.3) print no breath; on, a
 * study makes every Dragon card breathe. The Dragon King and the Princes breathe either way (43).
 */
const DRAGON_FIRE = option('dragonFire', BOOLEAN, false,
  'the Adventure deck\'s Dragons breathe fire, an extra Craft combat before the battle (clause 42; off: they print no breath)');

/**
 * One breath attack on p (all the dragons breathing at once: "you can only lose 1 life to dragon's
 * or wyvern's breath, regardless of the number"): p rolls `dice` dice (1; 2 on the Crown of Command)
 * and must score below his Craft, else he loses a life (Spells such as Preservation may save it;
 * Armour only by clause 41, armour.ts). His own roll: fate may reroll a die.
 * Returns true if he lost the life. The reading for Enemy Followers (the Ghoul's raised, the
 * Minstrel's charmed Animals): they print no Craft and are not attacked.
 */
export function breathFire(g: Game, p: Player, dice: number): boolean {
  const roll = rollOwn(g, p, dice, FIRE_ROLL);
  const burnt = roll >= craft(g, p);
  if (g.log.on) g.say(`  ${g.name(p)} faces the dragon's breath: ${roll} against Craft ${craft(g, p)}${burnt ? ', burnt' : ''}`);
  if (!burnt) return false;
  if (armourAgainst(g, p)) return false;
  loseLifeUnlessSaved(g, p, 1);
  return true;
}

/** Adventure Dragons about to attack p breathe first, unless they do not attack him (the Minstrel). */
function dragonsBreathe(g: Game, p: Player, foe: Foe): void {
  if (!foe.dragon || foe.psychic) return;
  if (foe.beastsOnly && hasAbility(g, p, ANIMALS_IGNORE)) return;
  breathFire(g, p, 1);
}

export const dragonFire = part({
  id: 'upgrade-dragon-fire',
  desc: 'Upgrade dragon fire (clause 42): a breath is a Craft combat before the battle (roll below your Craft on 1 die, 2 on the Crown, or lose a life); the Adventure deck\'s Dragons breathe with dragonFire.',
  options: [DRAGON_FIRE],
  // On with the Upgrade: the Dragon King's breath (finale.ts) is this part's breathFire either way.
  enabled: () => true,
  apply: (r, u) => (u.dragonFire ? withHooks(r, { enemiesAttack: dragonsBreathe }) : r),
});
