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
import { KING_VALUE } from './finale-odds.ts';

export { effortPays, loseChance, winChance } from './finale-odds.ts';
export type { FinaleParty, Member } from './finale-battle.ts';

/** Parties whose numbers do not fit a record (below), by their text. */
const cache = new Map<string, number>();
/** Figures kept before the cache starts afresh (a long run meets ever new parties). */
const CACHE_SIZE = 100_000;

function keyOf(f: FinaleParty): string {
  let key = `${f.objects};${f.kingLives};${f.princesChance}`;
  for (const m of f.members) key += `;${m.strength}/${m.craft}/${m.lives}/${m.extraBattleDice ?? 0}`;
  return key;
}

// The figures worked out, by the party's numbers (no text built in the query): a record of WORDS
// 32-bit words (the member count, Magic Objects and King's lives; then each member's values and
// lives, a byte each) and the chance of the Princes, in an open-addressed table that one stamp clears.
const WORDS = 8;
const BITS = 18;
// Made on the first query (a run without the Upgrade's finale never asks).
let records = new Int32Array(0);
let princes = new Float64Array(0);
let chances = new Float64Array(0);
let stamps = new Int32Array(0);
let stamp = 1;
let kept = 0;
/** The query's record (filled by recordOf). */
const record = new Int32Array(WORDS);

const byte = (x: number): boolean => x >= 0 && x <= 255 && Number.isInteger(x);

/** Fill `record` with the party's numbers; false if one does not fit a byte (or more than WORDS - 1 members). */
function recordOf(f: FinaleParty): boolean {
  const n = f.members.length;
  if (n >= WORDS || !byte(f.objects) || !byte(f.kingLives)) return false;
  record.fill(0);
  record[0] = n | (f.objects << 8) | (f.kingLives << 16);
  for (let i = 0; i < n; i++) {
    const m = f.members[i];
    const extra = m.extraBattleDice ?? 0;
    if (!byte(m.strength) || !byte(m.craft) || !byte(m.lives) || !byte(extra)) return false;
    record[i + 1] = m.strength | (m.craft << 8) | (m.lives << 16) | (extra << 24);
  }
  return true;
}

/** The record's slot: its words mixed, then probed on to the slot holding it or a free one. */
function slotOf(princesChance: number): number {
  let h = Math.imul(record[0], 0x9e3779b1);
  for (let w = 1; w < WORDS; w++) h = (Math.imul(h ^ record[w], 0x85ebca6b) + w) | 0;
  h ^= Math.imul(princesChance * 1e6, 0x27d4eb2d);
  const mask = (1 << BITS) - 1;
  let s = (h ^ (h >>> 15)) & mask;
  for (; stamps[s] === stamp; s = (s + 1) & mask) {
    if (princes[s] !== princesChance) continue;
    let w = 0;
    while (w < WORDS && records[s * WORDS + w] === record[w]) w++;
    if (w === WORDS) break;
  }
  return s;
}

/**
 * Can the party never take every life of the King? Not one of its members wins a fight against
 * him alone (a value of 8, even a 6 against his 1, ties at best) and it holds fewer Magic Objects
 * than he has lives (each Unified Effort takes at most one): finale-battle.ts's kingBeatable,
 * read from the values alone before any table is made.
 */
function hopeless(f: FinaleParty): boolean {
  if (f.objects >= f.kingLives) return false;
  for (const m of f.members) if (m.strength > KING_VALUE - 5 || m.craft > KING_VALUE - 5) return false;
  return true;
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
  if (f.members.length === 0 || hopeless(f)) return 0;
  if (!recordOf(f)) return byText(f);
  if (stamps.length === 0) {
    records = new Int32Array(WORDS << BITS);
    princes = new Float64Array(1 << BITS);
    chances = new Float64Array(1 << BITS);
    stamps = new Int32Array(1 << BITS);
  }
  const s = slotOf(f.princesChance);
  if (stamps[s] === stamp) return chances[s];
  const chance = worked(f);
  if (kept >= CACHE_SIZE) {
    // Start afresh (the query's slot with it: one stamp frees every slot).
    stamp++;
    kept = 0;
    return chance;
  }
  kept++;
  stamps[s] = stamp;
  princes[s] = f.princesChance;
  chances[s] = chance;
  records.set(record, s * WORDS);
  return chance;
}

/** A party too large for a record, cached by its text. */
function byText(f: FinaleParty): number {
  const key = keyOf(f);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const chance = worked(f);
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, chance);
  return chance;
}

/** The party's chance worked out: exactly, or by trials seeded by its text. */
function worked(f: FinaleParty): number {
  return exactFits(f) ? exactChance(f) : trialsChance(f, keyOf(f));
}
