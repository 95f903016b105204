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

/** The party kingAloneChance asks finaleChance about (kept, not made afresh for each question). */
const kingAlone: FinaleParty = { members: [], objects: 0, kingLives: 0, princesChance: 0 };

/**
 * A lower bound of finaleChance at about a third of its cost: the chance against the King alone
 * times the chance that he stands alone (1 - princesChance), leaving out the battle against the
 * three Princes with him (finaleChance less princesChance times that battle's chance). That battle,
 * 15 more lives, takes about two thirds of the exact model's time and adds little to these parties:
 * over the 11,986 the basic player asked about in 30 games, at most 0.0003 to a partner weight and
 * 0.044 to a party weighing whether to set out, none across 10% or 2% (docs/upgrade.md).
 */
export function kingAloneChance(f: FinaleParty): number {
  if (f.princesChance === 0) return finaleChance(f);
  kingAlone.members = f.members;
  kingAlone.objects = f.objects;
  kingAlone.kingLives = f.kingLives;
  return (1 - f.princesChance) * finaleChance(kingAlone);
}

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
