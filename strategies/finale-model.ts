// A model of Talisman Upgrade's final battle as finale.ts plays it (clause 43): the members on the
// Crown of Command take their turns in seat order; each turn is a round of the dragons' fire (two
// dice below his Craft, else a life), a battle and a psychic combat against a living dragon of his
// choice (a Dragon Prince with the fewest lives first, the Dragon King last: the basic player's
// face-off), one die each side, a win taking one of the dragon's lives, a loss one of his. Before
// each fight he may call a Unified Effort (clause 10): the others' Strength or Craft added for one
// Magic Object, each partner losing a life with him when it is lost. The chance of beating every
// dragon is worked out exactly (finale-battle.ts; a party too large for it by seeded trials,
// finale-trials.ts), from dice tables made once (finale-odds.ts); each party's figure is worked out
// once (a cache). The model leaves out fate, Spells, Armour, Followers, retreat and late arrivals:
// its members are values, lives and a count of Magic Objects, and the battle is fought to the end.
import { exactChance, exactFits, type FinaleParty } from './finale-battle.ts';
import { trialsChance } from './finale-trials.ts';

export { effortPays, loseChance, winChance } from './finale-odds.ts';
export type { FinaleParty, Member } from './finale-battle.ts';

const cache = new Map<string, number>();
/** Figures kept before the cache starts afresh (a long run meets ever new parties). */
const CACHE_SIZE = 100_000;

function keyOf(f: FinaleParty): string {
  let key = `${f.objects};${f.kingLives};${f.princesChance}`;
  for (const m of f.members) key += `;${m.strength}/${m.craft}/${m.lives}/${m.extraBattleDice ?? 0}`;
  return key;
}

/**
 * The Magic Objects counted for a party the basic player only weighs making (the plan's partner
 * weights, basic-finale.ts withPartner): its figure is then the same battle with at most this many,
 * close to the full one (efforts beyond it change little) at a fraction of the cost, which grows with
 * each object. The party that decides to set out for the Crown (finaleReady) counts every one.
 */
export const WEIGHED_OBJECTS = 4;

/** The party's chance of beating every dragon on the Crown (0 for no member). Cached by its inputs. */
export function finaleChance(f: FinaleParty): number {
  if (f.members.length === 0) return 0;
  const key = keyOf(f);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const chance = exactFits(f) ? exactChance(f) : trialsChance(f, key);
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, chance);
  return chance;
}
