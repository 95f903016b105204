// The basic player's use of the abilities that replace a move or an encounter: the Elf's woods
// travel, Rafts and building one, the Tavern's teleport, the Magic Portal, the Ghoul's raising of
// the dead, the Druid's alignment and the Sorceress's beguiling. Each is weighed against what the
// ordinary choice is worth with the same move scoring (basic-moves.ts), so an ability is used where
// it reaches a better place, not always and not never.
import { ALIGNMENTS, MOVE_MODES, ROLL_KINDS, type Alignment, type Decision, type Question, type View } from '../src/engine/index.ts';
import { scoreMove, situation, type Situation } from './basic-moves.ts';
import { cardValue, fightLoss, fightOdds, lifeCost } from './basic-values.ts';
import type { Personality } from './personality.ts';

const ROLL = MOVE_MODES.indexOf('roll');
const WOODS = MOVE_MODES.indexOf('woods');
const RAFT = MOVE_MODES.indexOf('raft');
const BUILD_RAFT = MOVE_MODES.indexOf('build-raft');
const FERRY = MOVE_MODES.indexOf('ferry');
const TAVERN_TELEPORT = MOVE_MODES.indexOf('tavern-teleport');
const STEP_ONE = MOVE_MODES.indexOf('step-one');
/** An ability move must beat the expected roll by this much: the roll keeps its options open. */
const MARGIN = 0.5;
/** The least Strength of a killed Enemy worth raising rather than keeping as a trophy. */
const RAISE_AT = 6;
/** Building a Raft spends this turn; the crossing comes on the next. */
const TURN_COST = 2;

/** Expected best landing score over the six movement rolls (every die face equally likely). */
function rollValue(v: View, sit: Situation): number {
  let sum = 0;
  const faces = v.rules.movementDie;
  for (let steps = 1; steps <= faces; steps++) sum += stepsValue(v, sit, steps);
  return sum / faces;
}

/** The best landing a move of exactly `steps` reaches (0 if none). */
function stepsValue(v: View, sit: Situation, steps: number): number {
  let top = -Infinity;
  for (const o of v.moveOptions(steps)) top = Math.max(top, scoreMove(v, o, sit));
  return top === -Infinity ? 0 : top;
}

/** The best landing score among spaces that `pick` accepts (-Infinity if none). */
function bestLanding(v: View, sit: Situation, pick: (v: View, s: number) => boolean): number {
  let top = -Infinity;
  const n = v.topo.region.length;
  for (let s = 0; s < n; s++) if (s !== v.me.space && pick(v, s)) top = Math.max(top, scoreMove(v, s, sit));
  return top;
}

const otherWoods = (v: View, s: number): boolean => v.space(s).terrain === 'woods' && v.topo.region[s] === v.topo.region[v.me.space];
const outerSpace = (v: View, s: number): boolean => v.topo.region[s] === 'outer';
const acrossRiver = (v: View, s: number): boolean => v.topo.opposite[v.me.space].includes(s);

/** What a move mode is worth against the expected roll (`roll`), in move-score units. */
function modeValue(v: View, m: number, sit: Situation, roll: number): number {
  switch (m) {
    case ROLL: return roll;
    // The ferry was always taken before: it crosses the river without the Sentinel.
    case FERRY: return Infinity;
    // Elf (reference 2): any other Woods of the Region instead of rolling.
    case WOODS: return bestLanding(v, sit, otherWoods) - MARGIN;
    // A 6 at the Tavern: any space of the Outer Region (reference 3.1).
    case TAVERN_TELEPORT: return bestLanding(v, sit, outerSpace) - MARGIN;
    // A Raft crosses the Storm River to the opposite space, with no Sentinel to fight.
    case RAFT: return bestLanding(v, sit, acrossRiver) - MARGIN;
    // Building one (Axe, Woods or Forest) ends the turn: worth it only to cross next turn where
    // the bridge is too risky and the river is here.
    // Talisman Upgrade clause 5: one space instead of the roll, when the best step beats the roll's mean.
    case STEP_ONE: return stepsValue(v, sit, 1) - MARGIN;
    case BUILD_RAFT: {
      if (!sit.outer || !sit.wantMiddle || sit.bridgeWin >= sit.p.bridgeRisk) return -Infinity;
      return bestLanding(v, sit, acrossRiver) - TURN_COST;
    }
    default: return -Infinity;
  }
}

/** The move mode to use this turn: the roll unless an ability reaches a better place. */
export function chooseMoveMode(v: View, d: Decision, p: Personality): number {
  const o = d.options;
  const sit = situation(v, p);
  let roll = 0;
  let rollKnown = false;
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < o.length; i++) {
    if (o[i] !== FERRY && !rollKnown) {
      roll = rollValue(v, sit);
      rollKnown = true;
    }
    const s = modeValue(v, o[i], sit, roll);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

/** Magic Portal destinations (reference 3.9), as spaces, once per board. */
const portalSpaces = new WeakMap<object, number[]>();
const PORTAL_IDS = ['crags', 'village', 'city', 'warlocks-cave', 'temple', 'plain-of-peril'];

function portalDestinations(v: View): number[] {
  let out = portalSpaces.get(v.topo);
  if (!out) {
    out = [];
    for (let s = 0; s < v.topo.region.length; s++) if (PORTAL_IDS.includes(v.space(s).id)) out.push(s);
    portalSpaces.set(v.topo, out);
  }
  return out;
}

/**
 * Step through the Magic Portal when a random destination of its die table is worth more on
 * average than where I stand (whose cards I have already met).
 */
export function stepThrough(v: View, p: Personality): boolean {
  const dest = portalDestinations(v);
  if (dest.length === 0) return false;
  const sit = situation(v, p);
  let sum = 0;
  for (const s of dest) sum += scoreMove(v, s, sit);
  return sum / dest.length > scoreMove(v, v.me.space, sit) + MARGIN;
}

/**
 * The Ghoul raises a killed Enemy as a Follower he adds to one later battle, instead of keeping it
 * as a trophy (worth 1/7 of a Strength counter per point, for good). A raised Strength of
 * RAISE_AT or more decides the next hard fight; weaker ones are kept as trophies.
 */
export function raiseDead(v: View, card: number): boolean {
  return (v.card(card).strength ?? 0) >= RAISE_AT;
}

/**
 * The Druid picks his alignment each turn (reference 2) for the spaces he may land on: good when
 * hurt (the Chapel heals the good), evil when short of fate (the Graveyard replenishes the evil's),
 * otherwise he keeps what he has. Options: his own alignment first, then the others.
 */
export function chooseAlignment(v: View, d: Decision): number {
  const i = d.options.indexOf(ALIGNMENTS.indexOf(wantedAlignment(v)));
  return i < 0 ? 0 : i;
}

/** The Druid's alignment for this turn: good to heal when hurt, evil for fate when short of it, else his own. */
export function wantedAlignment(v: View): Alignment {
  const me = v.me;
  const c = me.character!;
  return me.lives < c.life ? 'good' : me.fate < c.fate ? 'evil' : me.alignment;
}

/**
 * The Sorceress's beguiling (reference 2): a die against 6 (good), 5-6 (neutral) or 4-6 (evil)
 * takes a gold or an Object, and risks no life, unlike an attack.
 */
export function beguileWorth(v: View, seat: number, p: Personality): number {
  const loot = lootOf(v, seat, p);
  if (loot <= 0) return -1;
  const a = v.player(seat).alignment;
  const chance = a === 'good' ? 1 / 6 : a === 'neutral' ? 2 / 6 : 3 / 6;
  // The expected gain, on the scale of the space's encounter (0.5) and an attack (odds × 3):
  // encountering a character ends the turn, so a long shot is not worth the space's cards.
  return chance * Math.min(loot, 6);
}

/** What taking from this character can bring: his best Object's worth, or a gold. */
function lootOf(v: View, seat: number, p: Personality): number {
  let most = v.playerGold(seat) > 0 ? 1 : 0;
  for (const c of v.playerObjects(seat)) most = Math.max(most, cardValue(v, c, p));
  return most;
}

/** A missed turn ("lost") and a permanent Strength or Craft point, in move-score units. */
const LOST_TURN = 2;
const POINT = 3;

/**
 * The Dwarf, Elf and Troll may roll on the Crags or Forest table (reference O11, O21); the Chasm's
 * roll only costs. Roll when its expected worth is positive: 1 a creature (Forest: Brigand,
 * Strength 4; Crags: Spirit, Craft 4, psychic), 2-3 lost for a turn, 4-5 nothing, 6 a point.
 */
export function optionalRoll(v: View, p: Personality): boolean {
  const terrain = v.space(v.me.space).terrain;
  if (terrain !== 'forest' && terrain !== 'crags') return false;
  const psychic = terrain === 'crags';
  const win = fightOdds(v, 4, psychic);
  const lose = fightLoss(v, 4, psychic);
  const fight = win * 4 * 0.6 - lose * lifeCost(v, p);
  return (fight - 2 * LOST_TURN + POINT) / 6 > 0;
}

/** What a pray result is worth, in lives' worth, on each table the Monk's and Priest's +1 is asked about. */
function prayWorth(table: Question, r: number, talismans: number): number {
  if (table === 'pray-plus-one-shrine') return r >= 6 ? 0.3 : r >= 2 ? [0, 0, 0.8, 0.3, 0.7, 1][r] : 0; // teleport; fate, gold, Spell, life
  if (table !== 'pray-plus-one-temple') return r >= 5 ? 1 : 0; // 5: a life or a fate; 6 and more: a Spell
  if (r <= 2) return -2;
  if (r <= 4) return r === 3 ? -1 : -0.5; // a life; a Follower
  if (r === 5) return -1.5; // enslaved
  if (r <= 7) return 1; // Strength or Craft
  if (r <= 9) return 0.7; // a Spell
  if (r === 10) return talismans === 0 ? 3 : 0.3; // a Talisman
  return r === 11 ? 0.8 : 1.5; // 2 fate; 2 lives
}

/** The Monk's and the Priest's +1 after praying: taken only when the result with it is worth more. */
export function prayPlusOne(v: View, table: Question, roll: number): boolean {
  return prayWorth(table, roll + 1, v.talismans()) > prayWorth(table, roll, v.talismans());
}

/**
 * A fate reroll of a die read off a table (rolls.ts, WANT.face; the roll's kind is the decision's
 * detail). The Imp and the Magic Portal: reroll a landing worse than the six faces' average. The
 * Warlock's quest: reroll one I cannot soon complete. Random: reroll a loss that costs. Where the
 * Ghost or the Hermit goes hardly matters to the one who drew it: keep.
 */
export function rerollFace(v: View, kind: number, p: Personality): boolean {
  const face = v.die(0);
  const me = v.me;
  switch (ROLL_KINDS[kind].id) {
    case 'imp':
    case 'magic-portal': {
      const sit = situation(v, p);
      let sum = 0;
      for (let f = 1; f <= 6; f++) sum += scoreMove(v, v.faceSpace(f), sit);
      return scoreMove(v, v.faceSpace(face), sit) < sum / 6 - MARGIN;
    }
    // 1 take a life from a character, 2 kill an Enemy, 3 a Follower, 4 a Magic Object, 5-6 gold.
    case 'warlock-quest':
      return face === 1 || (face === 3 && me.followers.length === 0) || (face === 4 && !holdsMagicObject(v));
    // 1 a Toad, 2-4 all Strength counters, Craft counters or gold lost, 5-6 a gain.
    case 'random-spell':
      return face === 1 || (face === 2 && me.strengthCounters >= 2) || (face === 3 && me.craftCounters >= 2) || (face === 4 && me.gold >= 3);
    default:
      return false;
  }
}

function holdsMagicObject(v: View): boolean {
  for (const c of v.me.objects) if (v.card(c).kind === 'magic-object') return true;
  return false;
}
