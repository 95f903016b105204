// Where the basic player wants to go: a score for landing on each space, given what it needs now
// (healing, a Talisman, Strength and Craft, the Portal of Power when ready).
// A move decision scores every option; what does not depend on the option is worked out once per
// decision in situation(), and what depends only on the board once per board in board() (basic-board.ts).
import { ABILITY_INDEX, MOVE_BRIDGE, MOVE_PORTAL, MOVE_SPACE, REGIONS, type Decision, type View } from '../src/engine/index.ts';
import { board, CASTLE, CAVE, CHAPEL, CHASM, CITY, DESERT, distance, GRAVEYARD, KNIGHT, near, NO_BOARD, TAVERN, TEMPLE, TERRAIN_CODES, VILLAGE, WILDS, type Board } from './basic-board.ts';
import { MET_ENEMY, MET_SPELL, MET_TAKEN, cardBase, cardValue, crownHolder, fighting, lifeCost } from './basic-values.ts';
import { crownWorthTrying, readyWith } from './basic-crown.ts';
import { noteTurn, stalled, visitedLately } from './basic-loop.ts';
import { checkCaches, expectSame } from './cache-check.ts';
import { gameTerms, type CardWorth } from './modules/terms.ts';
import { SPAN, table } from './odds.ts';
import { BASIC, type Personality } from './personality.ts';

const OUTER = REGIONS.indexOf('outer');
const MIDDLE = REGIONS.indexOf('middle');
const DESERT_IMMUNE = ABILITY_INDEX['desert-immune'];
const ONE_STEP = ABILITY_INDEX['one-step'];
const PSYCHIC_ATTACK = ABILITY_INDEX['psychic-attack'];
const MAZE_IMMUNE = ABILITY_INDEX['maze-immune'];

/** What I need now, and what scoring a landing needs to know about me: kept per seat (situation()). */
export class Situation {
  view: View | null = null;
  stamp = -1;
  /**
   * What it was worked out from: my change and value counters, the Crown's holder (-1: none) and his
   * change counter, the Talismans left (and stalled).
   */
  changes = -1;
  valueChanges = -1;
  holder = -1;
  holderChanges = -1;
  talismansLeft = -1;
  p: Personality = BASIC;
  ready = false;
  crown = false;
  /** The Crown is taken and worth trying for (crownWorthTrying): the Sentinel and the Inner Region too. */
  canWin = false;
  /** I may make psychic attacks on characters: weaker Craft makes prey too. */
  psychicAttacker = false;
  /** Want to cross into the Middle Region: ready, the Crown taken, strong enough, or haunted. */
  wantMiddle = false;
  /** Chance to beat the Sentinel. */
  bridgeWin = 0;
  /** A Follower of mine haunts me on to the Middle Region (the Poltergeist's 'one-step'). */
  oneStep = false;
  board = NO_BOARD;
  /** In the Outer Region now. */
  outer = false;
  lives = 0;
  gold = 0;
  /** Lives below my life value, fate below my fate value. */
  missing = 0;
  fateMissing = 0;
  alignment = '';
  /** On no quest, without a Talisman, and some left: the Cave's Talisman is worth going for. */
  seekTalisman = false;
  /** seekTalisman with the Crown taken: the way to it begins at the Warlock's Cave, wherever I am. */
  talismanFirst = false;
  /** My record shows a loop that gains nothing (basic-loop.ts stalled()). */
  stalled = false;
  /** Battle Breakage: what mending my best broken Object at the Blacksmith, and Magic Object at the Enchantress, is worth (0: nothing to mend; the `repair` term). */
  repairVillage = 0;
  repairCity = 0;
  /** The DOC deck: what a card lying face up on a space adds to a landing there (the `cardWorth` term), null where no module lays one. */
  cardWorth: CardWorth | null = null;
  /** What the goal weighs against a landing's other values. */
  urgency = 1;
  /** Immune to the Desert: 1 or 0, -1 until asked. */
  desertImmune = -1;
  /**
   * serviceValue() by terrain code (TERRAIN_CODE), worked out on first use: it reads only this
   * situation's fields, so one look-up per landing scored replaces a call (too large for V8 to
   * inline, so each result came back boxed). An entry holds when its serviceMade is `made`, which
   * each working out afresh (situationOf) moves on: no clearing. Every Situation is worked out
   * (made 1 or more) before it scores a landing.
   */
  readonly service = new Float64Array(TERRAIN_CODES);
  readonly serviceMade = new Float64Array(TERRAIN_CODES);
  made = 0;
  /**
   * The spaces where another living character stands, one bit a space (space numbers are below
   * 256, MOVE_SPACE), as of this decision (stamp): scoreMove() looks for prey only on those.
   */
  readonly othersAt = new Int32Array(8);
  lifeCost = 0;
  /** Hurt: seek healing, avoid draws. */
  hurt = false;
  /** Worth of each card drawn in the Middle Region (before the space's and my own adjustments). */
  middleDraw = 0;
  /** Talisman Upgrade's finale: not ready, so the plan's goals (a Talisman, fellow holders) are worth landing near. */
  gathering = false;
  /**
   * Talisman Upgrade clause 30 (a lost turn costs a Craft, below the start too): what landing where
   * the Marsh or the Maze lies and would hold me costs; 0 outside the Upgrade's finale.
   */
  trapCost = 0;
  /** Battle (attack) value and Craft, and the odds tables for battle and psychic combat (the psychic one empty until asked). */
  battle = 0;
  craft = 0;
  battleOdds: Float64Array = NO_ODDS;
  psychicOdds: Float64Array = NO_ODDS;
}
const NO_ODDS: Float64Array = new Float64Array(0);
/** The situation kept for each seat (a seat's views come and go with games and rollouts). */
const kept: Situation[] = [];
const fresh = new Situation();

/**
 * What I need now: worked out once per decision, and kept from one decision to the next while my
 * change counter, the character on the Crown (and his counter) and the Talisman stock stay the same:
 * it reads only my own values, the Crown's holder's Strength and Craft, and my space's Region, which
 * is looked up again each time. When only my lives, fate, gold, Spells or trophies changed (my value
 * counter did not move), what my values alone give (valuesOf) is kept and the rest worked out again.
 */
export function situation(v: View, p: Personality): Situation {
  noteTurn(v);
  const sit = kept[v.seat] ?? (kept[v.seat] = new Situation());
  if (sit.view === v && sit.stamp === v.stamp && sit.p === p) return sit;
  const holder = markOthers(v, sit);
  if (checkCaches) expectSame('situation', 'holder', holder, crownHolder(v));
  if (sit.view === v && sit.p === p && unchanged(v, sit, holder)) {
    sit.stamp = v.stamp;
    sit.outer = sit.board.region[v.me.space] === OUTER;
    if (checkCaches) checkSituation(v, p, sit);
    return sit;
  }
  const valuesKept = sit.view === v && sit.p === p && sit.valueChanges === v.valueChanges() && gameTerms(v).bridge === null;
  sit.changes = v.changes();
  sit.valueChanges = v.valueChanges();
  sit.holder = holder;
  sit.holderChanges = holder < 0 ? -1 : v.changes(holder);
  sit.talismansLeft = v.talismansLeft;
  if (!valuesKept) return situationOf(v, p, sit, holder);
  heldOf(v, p, sit, holder);
  if (checkCaches) checkSituation(v, p, sit);
  return sit;
}

/**
 * The spaces of the other living characters into sit.othersAt (the decision's own: asked once a
 * stamp); returns crownHolder(v), found in the same pass: the first of them on the Crown, else -1.
 */
function markOthers(v: View, sit: Situation): number {
  const at = sit.othersAt;
  for (let w = 0; w < at.length; w++) at[w] = 0;
  const crown = v.topo.crown;
  let holder = -1;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || !v.playerAlive(seat)) continue;
    const s = v.playerSpace(seat);
    at[s >> 5] |= 1 << (s & 31);
    if (s === crown && holder < 0) holder = seat;
  }
  return holder;
}

function unchanged(v: View, sit: Situation, holder: number): boolean {
  // Talisman Upgrade: readiness reads the party's other members too (basic-crown readyForKing).
  if (!v.rules.lastStandingWins) return false;
  if (sit.changes !== v.changes() || sit.talismansLeft !== v.talismansLeft || sit.holder !== holder || sit.stalled !== stalled(v)) return false;
  return holder < 0 || sit.holderChanges === v.changes(holder);
}

/**
 * The situation afresh; `holder` is crownHolder(v). The battle odds table is looked up once, for the
 * Sentinel's odds (fightOdds) and kept for the fights scored on the spaces.
 */
function situationOf(v: View, p: Personality, sit: Situation, holder: number): Situation {
  valuesOf(v, p, sit);
  return heldOf(v, p, sit, holder);
}

/**
 * The part of the situation that my values alone give (View.valueChanges: my Strength, Craft,
 * attack value and abilities, and what they are worked out from), and the Sentinel's odds from them
 * (a module's bridge term reads others' values too: the situation is then worked out whole, never
 * kept, situation()).
 */
function valuesOf(v: View, p: Personality, sit: Situation): void {
  const f = fighting(v);
  const battleOdds = table(v.rules.combatDice, f.extraBattle, !f.assassin, v.rules.naturalsDecide);
  const mine = battleOdds[(Math.max(-SPAN, Math.min(SPAN, f.battle - v.topo.bridgeGuard[v.topo.sentinel])) + SPAN) * 2];
  const bridge = gameTerms(v).bridge;
  const strong = f.battle + f.craft;
  sit.psychicAttacker = v.hasAbility(PSYCHIC_ATTACK);
  sit.bridgeWin = bridge === null ? mine : bridge(v, mine);
  sit.oneStep = v.followerHas(ONE_STEP); // haunted
  sit.board = board(v);
  sit.desertImmune = -1;
  sit.middleDraw = strong >= p.middleGood ? 2 : strong >= p.middleFair ? 1 : -0.5;
  sit.battle = f.battle;
  sit.craft = f.craft;
  sit.battleOdds = battleOdds;
  sit.psychicOdds = NO_ODDS;
}

/** The rest of the situation (my lives, fate, gold, Talismans, the Crown, readiness), on valuesOf()'s part. */
function heldOf(v: View, p: Personality, sit: Situation, holder: number): Situation {
  const me = v.me;
  const c = me.character!;
  const talismans = v.talismans();
  const crown = holder >= 0;
  const canWin = crown && crownWorthTrying(v, holder);
  const ready = talismans > 0 && readyWith(v, p, crown, canWin);
  sit.view = v;
  sit.stamp = v.stamp;
  sit.p = p;
  sit.ready = ready;
  sit.crown = crown;
  sit.canWin = canWin;
  // Once the Crown is taken, crossing only helps who can beat its holder, or tries at full lives:
  // the others fought the Strength-9 Sentinel again and again on their last lives (issue 12).
  // A module's plan (Talisman Upgrade's finale: gather a party) is on.
  const terms = gameTerms(v);
  const finale = terms.landing !== null;
  sit.gathering = !ready && finale;
  sit.trapCost = finale ? TRAP_COST : 0;
  sit.wantMiddle = ready || canWin || sit.bridgeWin >= p.bridgeRisk || sit.oneStep;
  sit.outer = sit.board.region[me.space] === OUTER;
  sit.lives = me.lives;
  sit.gold = me.gold;
  sit.missing = c.life - me.lives;
  sit.fateMissing = c.fate - me.fate;
  sit.alignment = me.alignment;
  sit.seekTalisman = me.quest === 0 && talismans === 0 && v.talismansLeft > 0;
  sit.talismanFirst = crown && sit.seekTalisman;
  sit.stalled = stalled(v);
  const repair = terms.repair;
  sit.repairVillage = repair === null ? 0 : repair(v, false, p);
  sit.repairCity = repair === null ? 0 : repair(v, true, p);
  sit.cardWorth = terms.cardWorth;
  // With the Crown taken, only reaching it can win: the goal (the Crown, or first a Talisman)
  // outweighs comfort; and twice so once my record shows a loop that gains nothing (basic-loop.ts).
  sit.urgency = (canWin || sit.talismanFirst ? 4 : 1) * (sit.stalled ? 2 : 1);
  sit.made++;
  sit.lifeCost = lifeCost(v, p);
  sit.hurt = me.lives < Math.min(c.life, p.healAt);
  return sit;
}

/** The kept situation against one worked out afresh (cache-check.ts); the lazy fields as far as asked. */
function checkSituation(v: View, p: Personality, sit: Situation): void {
  situationOf(v, p, fresh, crownHolder(v));
  for (const key of SITUATION_FIELDS) expectSame('situation', key, sit[key], fresh[key]);
  if (sit.desertImmune >= 0) expectSame('situation', 'desertImmune', sit.desertImmune, v.hasAbility(DESERT_IMMUNE) ? 1 : 0);
  expectSame('situation', 'battleOdds', sit.battleOdds, fresh.battleOdds);
  if (sit.psychicOdds !== NO_ODDS) expectSame('situation', 'psychicOdds', sit.psychicOdds, oddsTable(v, fresh, true));
  for (let t = 0; t < TERRAIN_CODES; t++) {
    if (sit.serviceMade[t] === sit.made) expectSame('situation', `service[${t}]`, sit.service[t], serviceOf(v, t, fresh));
  }
}
const SITUATION_FIELDS = [
  'ready', 'crown', 'canWin', 'psychicAttacker', 'wantMiddle', 'bridgeWin', 'oneStep', 'board', 'outer', 'lives', 'gold', 'missing',
  'fateMissing', 'alignment', 'seekTalisman', 'talismanFirst', 'stalled', 'repairVillage', 'repairCity', 'cardWorth', 'urgency', 'lifeCost', 'hurt', 'middleDraw', 'battle', 'craft', 'gathering', 'trapCost',
] as const;

/** The value of the space's own instructions for me now (the situation's table, filled on first use). */
function serviceValue(v: View, s: number, sit: Situation): number {
  const terrain = sit.board.terrain[s];
  if (sit.serviceMade[terrain] !== sit.made) {
    sit.service[terrain] = serviceOf(v, terrain, sit);
    sit.serviceMade[terrain] = sit.made;
  }
  return sit.service[terrain];
}

/** serviceValue() of a terrain (TERRAIN_CODE) worked out. */
function serviceOf(v: View, terrain: number, sit: Situation): number {
  const missing = sit.missing;
  const gold = sit.gold;
  switch (terrain) {
    case CITY: return missing > 0 && gold > 0 ? 2 * Math.min(2, missing, gold) : 0.8;
    case VILLAGE: return missing > 0 && gold > 0 ? 2 * Math.min(missing, gold) : gold >= 2 ? 1.5 : 0.6;
    case CHAPEL: return sit.alignment === 'good' ? (missing > 0 ? 3 * missing : 1) : sit.alignment === 'evil' ? -sit.lifeCost : Math.min(missing, gold) * 2;
    case GRAVEYARD: return sit.alignment === 'evil' ? 1 + sit.fateMissing * 0.5 : sit.alignment === 'good' ? -sit.lifeCost : 0.2;
    case CASTLE: return missing > 0 && gold > 0 ? 2 * Math.min(missing, gold) : 0;
    case WILDS: return -0.8;
    case TAVERN: return 0.3;
    case CAVE: return sit.seekTalisman ? 8 : 0;
    case DESERT:
      if (sit.desertImmune < 0) sit.desertImmune = v.hasAbility(DESERT_IMMUNE) ? 1 : 0;
      return sit.desertImmune === 1 ? 0 : -sit.lifeCost;
    case TEMPLE: return sit.lives >= 4 ? 3 : -1;
    case KNIGHT: return gold > 0 ? -1 : -sit.lifeCost;
    case CHASM: return -sit.lifeCost / 3;
    default: return 0;
  }
}

/** Expected worth of the Adventure cards still to draw there, where `cards` lie face up (v.cardsAt(s)). */
function drawValue(s: number, cards: readonly number[], sit: Situation): number {
  const b = sit.board;
  const toDraw = Math.max(0, b.draw[s] - cards.length);
  if (toDraw === 0) return 0;
  let each = b.region[s] === MIDDLE ? sit.middleDraw : 1;
  if (b.creatureBonus[s] !== 0) each -= 0.5;
  if (sit.hurt) each -= 1.5;
  return toDraw * each;
}

/**
 * [win, stand-off] odds by score difference in battle or psychic combat (odds.ts): the battle table
 * is the situation's, the psychic one looked up on first use.
 */
function oddsTable(v: View, sit: Situation, psychic: boolean): Float64Array {
  if (!psychic) return sit.battleOdds;
  if (sit.psychicOdds === NO_ODDS) sit.psychicOdds = table(v.rules.combatDice, 0, !fighting(v).assassin, v.rules.naturalsDecide);
  return sit.psychicOdds;
}

/** How much landing among these face-up cards (v.cardsAt(space)) is worth (enemies to fight, things to take), and the gold there. */
function cardsValue(v: View, space: number, cards: readonly number[], sit: Situation): number {
  if (cards.length > 0) sumCards(v, space, cards, sit);
  else cardsSum[0] = 0;
  return cardsSum[0] + v.goldAt(space);
}

/**
 * Where sumCards() leaves its sum: a number returned from a call that V8 does not inline comes back
 * boxed (a heap allocation), and the loop is too large to inline.
 */
const cardsSum = new Float64Array(1);

/** The cards' worth to cardsValue(), into cardsSum[0]. */
function sumCards(v: View, space: number, cards: readonly number[], sit: Situation): void {
  let value = 0;
  const bonus = sit.board.creatureBonus[space];
  const cb = cardBase(v, sit.p);
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    const met = cb.met[c];
    if (met === MET_ENEMY) {
      // fightOdds() and fightLoss() (basic-values.ts) with the table looked up once.
      const psychic = cb.psychic[c] === 1;
      const foe = cb.foe[c];
      const t = oddsTable(v, sit, psychic);
      const k = (Math.max(-SPAN, Math.min(SPAN, (psychic ? sit.craft : sit.battle) - foe - bonus)) + SPAN) * 2;
      const win = t[k];
      const lose = 1 - t[k] - t[k + 1];
      value += win * foe * 0.6 - lose * sit.lifeCost;
    } else if (met === MET_TAKEN) {
      value += cb.gold[c] ? cb.gold[c] : Math.max(0, cardValue(v, c, sit.p)) * 0.7;
    } else if (met === MET_SPELL) value -= sit.lifeCost;
    else value += sit.trapCost > 0 && holdsMeBack(v, c) ? -sit.trapCost : 1;
  }
  cardsSum[0] = value;
}

/** How well this space serves my current goal (distance-weighted, from the board's tables). */
function goalValue(s: number, sit: Situation): number {
  const b = sit.board;
  // Facing the Command Spell without a Talisman: no way to the Crown but through the Warlock's Cave.
  if (sit.talismanFirst) return b.caveRoute[s];
  const middle = b.region[s] === MIDDLE;
  if (sit.outer) {
    if (!sit.wantMiddle) return 0;
    return middle ? 20 : b.nearSentinel[s];
  }
  if (sit.ready) return 1.2 * b.nearPortal[s];
  if (sit.seekTalisman) return 0.6 * b.nearCave[s];
  return middle || !sit.canWin ? 0 : -6;
}

/** What crossing the Sentinel's bridge inward risks: a life, and a heavy malus when the odds are poor. */
function bridgeRisk(sit: Situation, p: Personality): number {
  return (1 - sit.bridgeWin) * sit.lifeCost + (sit.bridgeWin < p.bridgeRisk && !sit.canWin ? 15 : 0);
}

/** A turn lost and a Craft gone (Upgrade clause 30), against a card's usual +1. */
const TRAP_COST = 6;

/**
 * Would this Place hold me a turn: the Marsh with Strength below 5, the Maze with Craft below 5
 * (not the Dwarf)? Under clause 30 each such landing costs a Craft, so a Craft below 5 stays below
 * it, and a character shuttling past the Maze drains his Craft away.
 */
function holdsMeBack(v: View, c: number): boolean {
  const id = v.card(c).id;
  if (id === 'marsh') return v.strength() < 5;
  return id === 'maze' && v.craft() < 5 && !v.hasAbility(MAZE_IMMUNE);
}

/** What landing again on a space of my loop costs, once my record shows one (basic-loop.ts). */
const LOOP_MALUS = 10;

/** Score a move option: where it lands and what the way there risks. */
export function scoreMove(v: View, option: number, sit: Situation): number {
  moveScore(v, option, sit);
  return scored[0];
}

/**
 * Where moveScore() leaves its score: a number returned from a call that V8 does not inline comes
 * back boxed (a heap allocation), and moveScore() is inlined only into bestMove(); scoreMove() is
 * small enough to be inlined everywhere.
 */
const scored = new Float64Array(1);

/** scoreMove()'s score, into scored[0]. */
function moveScore(v: View, option: number, sit: Situation): void {
  const s = option & MOVE_SPACE;
  const p = sit.p;
  if (option & MOVE_PORTAL) {
    scored[0] = sit.ready ? 100 : -50;
    return;
  }
  // The cards face up there, read once for what is still to draw and what lies there.
  const cards = v.cardsAt(s);
  let score = serviceValue(v, s, sit) + drawValue(s, cards, sit) + cardsValue(v, s, cards, sit) + sit.urgency * goalValue(s, sit);
  // A module's card lying face up there (the DOC deck), and repairs waiting for my broken cards.
  score += (sit.cardWorth === null ? 0 : sit.cardWorth(v, s, sit.hurt, sit.lifeCost)) + repairValue(s, sit);
  if (option & MOVE_BRIDGE) score -= bridgeRisk(sit, p);
  // Going round in a loop: somewhere new rather than the loop's spaces again.
  if (sit.stalled && visitedLately(v, s)) score -= LOOP_MALUS;
  // A module's plan (Talisman Upgrade's finale: a lone Talisman holder gathers a party).
  if (sit.gathering) score += gameTerms(v).landing!(v, s);
  // A weaker character with loot here is prey: looked for only where another stands (most landings have none).
  if ((sit.othersAt[s >> 5] & (1 << (s & 31))) === 0) {
    scored[0] = score;
    return;
  }
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || v.playerSpace(seat) !== s || !v.playerAlive(seat)) continue;
    if (v.strength(seat) + p.preyMargin >= sit.battle && (!sit.psychicAttacker || v.craft(seat) + p.preyMargin >= sit.craft)) continue;
    const loot = v.playerObjects(seat).length > 0 || v.playerGold(seat) > 0 || p.attackForKills;
    if (loot) score += v.playerLives(seat) <= 1 && p.attackForKills ? 2 * p.preyBonus : p.preyBonus;
  }
  scored[0] = score;
}

/** Index of the best-scoring move option (first on ties): best() with scoreMove called directly. */
export function bestMove(v: View, d: Decision, sit: Situation): number {
  const o = d.options;
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < o.length; i++) {
    const s = scoreMove(v, o[i], sit);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

/** A seek's destination must beat an ordinary landing by this much to be declared (The Seek, issue 17). */
const SEEK_WORTH = 5;
/** What each space of a seek's route costs: turns spent getting there, forgoing the way's choices. */
const SEEK_STEP = 0.4;

/**
 * The Seek's declaration, from the parts of scoreMove: what the destination's own instructions and
 * the cards there give me now (serviceValue, cardsValue), the Sentinel's risk if the route crosses
 * inward, less SEEK_STEP a space of the route; none unless one beats SEEK_WORTH (the Chapel, City or
 * Castle when hurt, the Warlock's Cave for a Talisman, the Temple when strong). Never when bound for
 * the Portal or the Crown: a seek cannot name the Portal, and would keep me from stepping onto it.
 */
export function chooseSeek(v: View, d: Decision, p: Personality): number {
  const sit = situation(v, p);
  const none = d.options.indexOf(-1);
  if (sit.ready || sit.canWin) return none;
  const here = v.me.space;
  const n = v.topo.region.length;
  let best = none;
  let top = SEEK_WORTH;
  for (let i = 0; i < d.options.length; i++) {
    const s = d.options[i];
    if (s < 0) continue;
    let score = serviceValue(v, s, sit) + cardsValue(v, s, v.cardsAt(s), sit) - SEEK_STEP * v.topo.route[here * n + s];
    if (v.topo.region[here] === 'outer' && v.topo.region[s] === 'middle') score -= bridgeRisk(sit, p);
    if (score > top) {
      top = score;
      best = i;
    }
  }
  return best;
}

// Issue 32: what the rule modules lay on the board or keep aside, weighed on a landing.

/**
 * Battle Breakage: the pull of the Village's Blacksmith and the City's Enchantress while I keep a
 * broken card worth mending there: the repair's whole worth on the space, and half of it, falling
 * with the distance (near()), on the way.
 */
function repairValue(s: number, sit: Situation): number {
  return tripValue(sit.board, s, VILLAGE, sit.repairVillage) + tripValue(sit.board, s, CITY, sit.repairCity);
}

function tripValue(b: Board, s: number, terrain: number, worth: number): number {
  if (worth <= 0) return 0;
  for (let x = 0; x < b.terrain.length; x++) if (b.terrain[x] === terrain) return x === s ? worth : 0.05 * worth * near(distance(b, s, x));
  return 0;
}

/**
 * scoreMove's parts for one option, into out[at .. at + 8) (the learned player's move features,
 * strategies/learned/option-features.ts, which reweighs them): the space's own instructions, the
 * cards still to draw, the cards face up there and gold, the goal's pull, the Portal of Power, the
 * Sentinel's bridge, a loop's malus, and the rest.
 */
export function scoreMoveParts(v: View, option: number, sit: Situation, out: Float64Array, at: number): void {
  const total = scoreMove(v, option, sit);
  out.fill(0, at, at + 8);
  if (option & MOVE_PORTAL) {
    out[at + 4] = total;
    return;
  }
  const s = option & MOVE_SPACE;
  out[at] = serviceValue(v, s, sit);
  const cards = v.cardsAt(s);
  out[at + 1] = drawValue(s, cards, sit);
  out[at + 2] = cardsValue(v, s, cards, sit);
  out[at + 3] = sit.urgency * goalValue(s, sit);
  if (option & MOVE_BRIDGE) out[at + 5] = -bridgeRisk(sit, sit.p);
  if (sit.stalled && visitedLately(v, s)) out[at + 6] = -LOOP_MALUS;
  out[at + 7] = total - out[at] - out[at + 1] - out[at + 2] - out[at + 3] - out[at + 5] - out[at + 6];
}
