// The finale model's battle (finale-model.ts) worked out exactly, by dynamic programming over its
// states instead of trials. While Magic Objects and partners are left, a turn's Unified Efforts
// change the partners' lives and the objects, and clause 43e's "0, 1, 2, or 3 lives" a round binds:
// the chance is worked out here over the states reached (each once, remembered), down to the plain
// battle in which no effort is left to make (finale-plain.ts, a table). The dragons are one count of
// lives: the Princes' (fought while any stands, the fewest lives first), then the King's. A round in
// which nothing changes is solved for, not played again: the battle has no round limit.
import { effortPays, fightOddsInto, fireChance, KING_VALUE, PRINCE_VALUE, PRINCES_LIVES, ROUND_LIVES } from './finale-odds.ts';
import { fillPlain, plainChance } from './finale-plain.ts';
import { memoClear, memoGet, memoSet } from './finale-memo.ts';

/** One member: his attack values (Strength with Weapons, Craft) and lives on arrival. */
export interface Member {
  strength: number;
  craft: number;
  lives: number;
  /** Extra dice in battle, the best one counting (the Warrior's ability); 0 if none. */
  extraBattleDice?: number;
}

export interface FinaleParty {
  members: readonly Member[];
  /** Magic Objects the party may destroy for Unified Efforts (not counting Talismans it keeps). */
  objects: number;
  kingLives: number;
  /** The chance that three Dragon Princes stand with the King (clause 43's ending 2): crownDragons, src/rules/upgrade/finale-state.ts. */
  princesChance: number;
}

/** The largest party, and plain table, worked out exactly (larger ones by trials: finale-trials.ts). */
const EXACT_MEMBERS = 6;
const PLAIN_CELLS = 1 << 21;

/** The most lives of a member worked out exactly (a count of lives is a byte here). */
const MOST_LIVES = 100;

/** Can the party's battle be worked out here (its tables small enough)? */
export function exactFits(f: FinaleParty): boolean {
  if (f.members.length > EXACT_MEMBERS) return false;
  let cells = f.members.length * (f.kingLives + PRINCES_LIVES + 1);
  for (const m of f.members) {
    if (!(m.lives >= 0 && m.lives <= MOST_LIVES)) return false;
    cells *= m.lives + 1;
  }
  // The efforts' states are numbered below 2^53: cells * lives lost this round * objects.
  return cells <= PLAIN_CELLS && cells * 4 ** f.members.length * (f.objects + 1) < 2 ** 53;
}

// The party of the battle under way, and its tables.
let n = 0;
let kingLives = 0;
const fire = new Float64Array(EXACT_MEMBERS);
/** [win, lose] alone: by (member * 2 + psychic) * 2 + King. */
const alone = new Float64Array(EXACT_MEMBERS * 8);
/** [win, lose] in an effort, and whether it is made, by ((member * 2 + psychic) * 2 + King) << n | members alive. */
let joint = new Float64Array(0);
let effort = new Uint8Array(0);
/** The state's number: radices of the lives lost this round, the objects and the dragons' lives. */
let lostRadix = 0;
let objectsRadix = 0;
let leftRadix = 0;
/** What one of each (the lives vector's number, the lives lost, an object, a dragon's life) adds to the state's number. */
let perIndex = 0;
let perLost = 0;
let perObject = 0;

// The state the recursion walks, changed and restored in place.
const lives = new Int8Array(EXACT_MEMBERS);
/** The lives vector's number in the plain table: member i's lives times stride[i], summed (finale-plain.ts). */
let index = 0;
const stride = new Int32Array(EXACT_MEMBERS + 1);
/** Lives each member lost to the battle this game round, 2 bits a member. */
let lost = 0;
/** The members alive (bits). */
let alive = 0;
let left = 0;
let objects = 0;
/** The members whose fight alone can take a life of the King (bits; kingBeatable fills it). */
let winners = 0;
/**
 * The chance the last of the recursion's steps worked out (fromTurn, roundStart, turn, fights,
 * afterFights, loses), read by its caller at once: a slot, not a return value, since a fraction a
 * call returns (or takes) where V8 does not inline it is a new heap number, and in this recursion
 * those were most of an Upgrade game's garbage.
 */
const result = new Float64Array(1);

/** The chance that the party beats every dragon (exactFits must hold). */
export function exactChance(f: FinaleParty): number {
  n = f.members.length;
  fightTables(f);
  if (!kingBeatable(f.objects, f.kingLives)) return 0;
  setUp(f);
  let chance = 0;
  if (f.princesChance < 1) chance += (1 - f.princesChance) * battle(f, kingLives);
  if (f.princesChance > 0) chance += f.princesChance * battle(f, kingLives + PRINCES_LIVES);
  return chance;
}

function setUp(f: FinaleParty): void {
  kingLives = f.kingLives;
  const dragons = kingLives + (f.princesChance > 0 ? PRINCES_LIVES : 0);
  stride[0] = 1;
  for (let i = 0; i < n; i++) stride[i + 1] = stride[i] * (f.members[i].lives + 1);
  fillPlain(f.members, alone, fire, kingLives, dragons);
  lostRadix = 4 ** n;
  objectsRadix = f.objects + 1;
  leftRadix = dragons + 1;
  perObject = leftRadix * n;
  perLost = objectsRadix * perObject;
  perIndex = lostRadix * perLost;
  memoClear(stride[n] * perIndex);
}

function battle(f: FinaleParty, dragons: number): number {
  index = 0;
  alive = 0;
  for (let i = 0; i < n; i++) {
    lives[i] = f.members[i].lives;
    index += lives[i] * stride[i];
    if (lives[i] > 0) alive |= 1 << i;
  }
  lost = 0;
  left = dragons;
  objects = f.objects;
  roundStart();
  return result[0];
}

/** The fights' odds alone and in an effort with every set of partners alive, and whether the effort is made (effortPays on the Crown). */
function fightTables(f: FinaleParty): void {
  const size = (n * 4) << n;
  if (effort.length < size) {
    joint = new Float64Array(2 * size);
    effort = new Uint8Array(size);
  }
  for (let i = 0; i < n; i++) {
    const m = f.members[i];
    fire[i] = fireChance(m.craft);
    for (let k = 0; k < 4; k++) {
      const psychic = k >> 1;
      const foe = k & 1 ? KING_VALUE : PRINCE_VALUE;
      const own = psychic ? m.craft : m.strength;
      const dice = psychic ? 1 : 1 + (m.extraBattleDice ?? 0);
      fightOddsInto(dice, own - foe, alone, 2 * (i * 4 + k));
      for (let mask = 0; mask < 1 << n; mask++) {
        if ((mask & (1 << i)) === 0) continue;
        let combined = own;
        let partners = 0;
        for (let j = 0; j < n; j++) {
          if (j === i || (mask & (1 << j)) === 0) continue;
          combined += psychic ? f.members[j].craft : f.members[j].strength;
          partners++;
        }
        const at = ((i * 4 + k) << n) | mask;
        fightOddsInto(dice, combined - foe, joint, 2 * at);
        effort[at] = partners > 0 && effortPays(own, combined, foe, partners, true) ? 1 : 0;
      }
    }
  }
}

/**
 * Can the party take every life of the King (fightTables filled)? Not when no member's fight alone
 * can take one and the Unified Efforts that can are fewer than his lives (each takes at most one,
 * for one of `objects` Magic Objects): its chance is then 0, with no battle to work out.
 */
function kingBeatable(objects: number, kingLives: number): boolean {
  winners = 0;
  for (let i = 0; i < n; i++) if (alone[2 * (i * 4 + 1)] > 0 || alone[2 * (i * 4 + 3)] > 0) winners |= 1 << i;
  if (winners !== 0) return true;
  let efforts = false;
  for (let i = 0; i < n; i++) {
    for (let psychic = 0; psychic < 2; psychic++) {
      const k = psychic * 2 + 1;
      for (let mask = 0; mask < 1 << n; mask++) {
        const at = ((i * 4 + k) << n) | mask;
        if ((mask & (1 << i)) !== 0 && effort[at] === 1 && joint[2 * at] > 0) efforts = true;
      }
    }
  }
  return efforts && objects >= kingLives;
}

/** By members alive (bits): how many, and two bits set for each (a mask of their counts of lives lost). */
const COUNT = new Int8Array(1 << EXACT_MEMBERS);
const LIVING = new Int32Array(1 << EXACT_MEMBERS);
for (let m = 1; m < 1 << EXACT_MEMBERS; m++) {
  const low = 31 - Math.clz32(m & -m);
  COUNT[m] = COUNT[m & (m - 1)] + 1;
  LIVING[m] = LIVING[m & (m - 1)] | (3 << (2 * low));
}
/** Clause 43e's most lives a round (ROUND_LIVES), read once. */
const MOST_LOST = ROUND_LIVES;
const lostOf = (i: number): number => (lost >> (2 * i)) & 3;
/** By lives lost this round (2 bits a member): the members who have lost the round's most (bits). */
const AT_MOST = new Int8Array(1 << (2 * EXACT_MEMBERS));
for (let l = 0; l < AT_MOST.length; l++) {
  for (let j = 0; j < EXACT_MEMBERS; j++) if (((l >> (2 * j)) & 3) >= MOST_LOST) AT_MOST[l] |= 1 << j;
}

/** No effort can be made from here (no Magic Object, or no partner alive) and no one yet to play this round has lost a life to the battle. */
function plainFrom(i: number): boolean {
  if (lost >> (2 * i) !== 0) return false;
  return objects === 0 || (alive & (alive - 1)) === 0;
}

/**
 * The state's number. A member who has played this round loses lives only with the efforts still to
 * come in it, at most one each (an object each, two fights a turn): if they cannot bring him to
 * the round's most, his count of lives lost does not matter, nor does a dead member's.
 */
function stateKey(i: number): number {
  let l = lost & LIVING[alive];
  if (i > 0 && l !== 0) {
    const efforts = Math.min(objects, 2 * COUNT[alive >> i]);
    for (let j = 0; j < i; j++) if (lostOf(j) + efforts <= MOST_LOST) l &= ~(3 << (2 * j));
  }
  return index * perIndex + l * perLost + objects * perObject + left * n + i;
}

/**
 * Is the battle lost from here whatever the dice? No member alive can take a life of the King
 * alone, and fewer Magic Objects are left than the King's lives still to take (each Unified Effort
 * takes at most one, and a win alone against a Prince takes none of his): kingBeatable's test for
 * the states on the way, whose chance is 0 without working out the turns that lead nowhere.
 */
const hopeless = (): boolean => (alive & winners) === 0 && objects < (left < kingLives ? left : kingLives);

/** Set `result` to the chance from the start of member i's turn (i = n: the round is over). */
function fromTurn(i: number): void {
  if (i === n) {
    const before = lost;
    lost = 0;
    roundStart();
    lost = before;
    return;
  }
  if (plainFrom(i)) {
    result[0] = plainChance(i, index, left);
    return;
  }
  if (hopeless()) {
    result[0] = 0;
    return;
  }
  const key = stateKey(i);
  const known = memoGet(key);
  if (known >= 0) {
    result[0] = known;
    return;
  }
  turn(i, false);
  memoSet(key, result[0]);
}

/**
 * Set `result` to the chance at the start of a round: each member's turn in seat order; the rounds
 * in which nothing changes (every turn a miss of the fire and two ties without an effort) are
 * summed as a geometric series.
 */
function roundStart(): void {
  if (alive === 0) {
    result[0] = 0;
    return;
  }
  if (plainFrom(0)) {
    result[0] = plainChance(0, index, left);
    return;
  }
  if (hopeless()) {
    result[0] = 0;
    return;
  }
  const key = stateKey(0);
  const known = memoGet(key);
  if (known >= 0) {
    result[0] = known;
    return;
  }
  let sum = 0;
  let through = 1;
  for (let i = 0; i < n; i++) {
    turn(i, true);
    sum += through * result[0];
    through *= nothingChance(i);
  }
  const chance = sum / (1 - through);
  memoSet(key, chance);
  result[0] = chance;
}

/** The index of member i's fight `fight` (0 battle, 1 psychic combat) in the odds tables, as things stand. */
const fightAt = (i: number, fight: number): number => ((i * 4 + fight * 2 + (left > kingLives ? 0 : 1)) << n) | alive;

/** The chance that member i's turn at the start of a round changes nothing (no life lost, no dragon's life taken, no object spent). */
function nothingChance(i: number): number {
  if (lives[i] <= 0) return 1;
  let chance = 1 - fire[i];
  for (let fight = 0; fight < 2; fight++) {
    const at = fightAt(i, fight);
    if (objects > 0 && effort[at] === 1) return 0;
    chance *= 1 - alone[2 * (at >> n)] - alone[2 * (at >> n) + 1];
  }
  return chance;
}

/** The next member's turn (`result`), or 0 when `unchanged` (roundStart leaves that outcome out). */
function next(i: number, unchanged: boolean): void {
  if (unchanged) result[0] = 0;
  else fromTurn(i + 1);
}

/** Member i's turn: the dragons' fire, then his fights (`result`). `unchanged`: leave out the outcome in which nothing changes (roundStart). */
function turn(i: number, unchanged: boolean): void {
  if (lives[i] <= 0 || lostOf(i) >= MOST_LOST) {
    next(i, unchanged);
    return;
  }
  const burn = fire[i];
  let chance = 0;
  if (burn > 0) {
    const before = alive;
    if (--lives[i] === 0) alive &= ~(1 << i);
    index -= stride[i];
    lost += 1 << (2 * i);
    fights(i, 0, false);
    chance += burn * result[0];
    lives[i]++;
    index += stride[i];
    lost -= 1 << (2 * i);
    alive = before;
  }
  if (burn < 1) {
    fights(i, 0, unchanged);
    chance += (1 - burn) * result[0];
  }
  result[0] = chance;
}

/** From member i's fight `fight` on (`result`): a win takes a dragon's life; a loss one of his, and in an effort one of each partner's. */
function fights(i: number, fight: number, unchanged: boolean): void {
  if (left === 0) {
    result[0] = 1;
    return;
  }
  if (fight === 2 || lives[i] <= 0 || lostOf(i) >= MOST_LOST) {
    next(i, unchanged);
    return;
  }
  const at = fightAt(i, fight);
  const made = objects > 0 && effort[at] === 1;
  const o = made ? 2 * at : 2 * (at >> n);
  const odds = made ? joint : alone;
  const win = odds[o];
  const lose = odds[o + 1];
  if (made) objects--;
  let chance = 0;
  const last = fight === 1;
  if (win > 0) {
    left--;
    if (last) afterFights(i, false);
    else fights(i, 1, false);
    chance += win * result[0];
    left++;
  }
  if (lose > 0) {
    loses(i, fight, made);
    chance += lose * result[0];
  }
  if (win + lose < 1) {
    if (last) afterFights(i, unchanged && !made);
    else fights(i, 1, unchanged && !made);
    chance += (1 - win - lose) * result[0];
  }
  if (made) objects++;
  result[0] = chance;
}

/** After member i's second fight (fights() at fight 2): the battle won, or the next member's turn (`result`). */
function afterFights(i: number, unchanged: boolean): void {
  if (left === 0) result[0] = 1;
  else next(i, unchanged);
}

/** Member i loses fight `fight` (`result`): a life, and in an effort each partner who may still lose one this round a life too. */
function loses(i: number, fight: number, made: boolean): void {
  const before = lost;
  const beforeIndex = index;
  const beforeAlive = alive;
  // He (alive, below the round's most: fights() saw to it), and in an effort each partner alive below it.
  const hit = made ? (alive & ~AT_MOST[lost]) | (1 << i) : 1 << i;
  for (let h = hit; h !== 0; h &= h - 1) {
    const j = 31 - Math.clz32(h & -h);
    if (--lives[j] === 0) alive &= ~(1 << j);
    index -= stride[j];
    lost += 1 << (2 * j);
  }
  if (fight === 1) afterFights(i, false);
  else fights(i, 1, false);
  for (let h = hit; h !== 0; h &= h - 1) lives[31 - Math.clz32(h & -h)]++;
  lost = before;
  index = beforeIndex;
  alive = beforeAlive;
}
