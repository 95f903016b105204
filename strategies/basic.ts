// The basic player: builds Strength and Craft in the Outer and Middle Regions, gets a Talisman
// (the Warlock's quest, the Temple), heals when hurt, and goes for the Crown when strong enough.
// Move scoring is in basic-moves.ts; values and odds in basic-values.ts; thresholds in personality.ts.
import {
  ABILITY_INDEX, CAST, CHARACTER_ACTIONS, MOVE_REROLL, QUESTIONS, ROLL, WANT, traitBit, VISITS, WISHES, type Decision, type Question,
  type Rng, type Strategy, type View,
} from '../src/engine/index.ts';
import { beguileWorth, chooseAlignment, chooseMoveMode, optionalRoll, prayPlusOne, raiseDead, rerollFace, stepThrough } from './basic-abilities.ts';
import { bestMove, scoreMove, situation } from './basic-moves.ts';
import { bestOf, battleValue, cardValue, fightLoss, fightOdds, lifeCost } from './basic-values.ts';
import { readyForInner, turnBack } from './basic-crown.ts';
import { BASIC, type Personality } from './personality.ts';
import { keepCharacter } from './character-strength.ts';
import { buyWorth, encounterScore, worthTaking } from './basic-worth.ts';
import { yes } from './module-answers.ts';
import { declines } from './basic-declines.ts';
import { castAtTurnEdge } from './basic-cast.ts';
import { ANSWERS, SCORES } from './modules/index.ts';
import { TERMS } from './modules/terms.ts';

/**
 * The first Spell worth casting in this window, else none (option -1): the first option scoring
 * highest, none 0, a Spell to cast 1 (nothing beats it: the rest are not asked), another -1.
 */
function bestCast(v: View, d: Decision, p: Personality): number {
  const o = d.options;
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < o.length; i++) {
    const c = o[i];
    const s = c < 0 ? 0 : cast(v, c, d.subject, p) ? 1 : -1;
    if (s === 1) return i;
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

/** A fight that is not a sure thing: worth spending a Spell, a Potion or fate on. */
function uncertain(v: View): boolean {
  return v.myScore <= v.theirScore + 1;
}

function question(v: View, q: Question, detail: number, p: Personality): boolean {
  const me = v.me;
  const c = me.character!;
  switch (q) {
    case 'sell-object': return me.gold < 2 && cardValue(v, detail, p) < 0.5;
    case 'quest': return v.talismans() === 0 && v.talismansLeft > 0;
    case 'pay-bandit': return fightOdds(v, 4, false) < p.payBanditBelow;
    case 'pay-black-knight': return true;
    case 'optional-roll': return optionalRoll(v, p);
    case 'exchange-trophies': return !me.isToad;
    case 'pray': return me.alignment === 'evil' ? me.fate >= c.fate : me.lives >= c.life;
    case 'regenerate': return me.lives < c.life;
    case 'raise-dead': return raiseDead(v, detail);
    // The raised Follower is asked for before the attack roll, when no score is known yet: keep it
    // for a fight that is not already won (it is discarded after one battle).
    case 'use-raised': return v.creatureValue + 2 >= battleValue(v);
    case 'use-potion': case 'pay-mercenary': return uncertain(v) || v.creatureValue >= battleValue(v);
    case 'charm': case 'destroy-spirit': case 'discard-curse': case 'heal-free': case 'replenish-fate': return true;
    case 'pay-to-heal': return me.lives < c.life;
    case 'hire-mercenary': return me.gold >= 2;
    case 'psychic-attack': return v.craft() > battleValue(v);
    case 'sell-follower': return false;
    case 'visit-place': case 'take-talisman': return true;
    case 'step-through': return stepThrough(v, p);
    case 'build-raft': return false;
    // The creature's die only adds to its score: taking it away never hurts the Assassin.
    case 'assassinate': return true;
    case 'pray-plus-one': case 'pray-plus-one-temple': case 'pray-plus-one-shrine': return prayPlusOne(v, q, detail);
    // The Cave: 1 a Dragon, 2 a Goblin (Strength 2), 3 a lost turn, 4-5 2G, 6 3G. Only a 2 may be worth keeping.
    case 'cave-plus-one': return detail !== 2 || fightOdds(v, 2, false) < 0.5;
  }
}

const TALISMAN = traitBit('talisman');
const PORTAL_CRAFT_ONE_DIE = ABILITY_INDEX['portal-craft-one-die'];

// The casting windows as offerSpells numbers them (CAST_WINDOWS).
const EVADE = CAST.evade;
const EVADE_CHARACTER = CAST['evade-character'];
const BATTLE = CAST.battle;
const LIFE_LOSS = CAST['life-loss'];
const COUNTER = CAST.counter;
const OTHERS_TURN_START = CAST['others-turn-start'];
const INSTEAD_OF_MOVE = CAST['instead-of-move'];
const AFTER_MOVE = CAST['after-move'];
const START = CAST.start;
const END = CAST.end;

/** Cast this Spell in this window (an index in CAST_WINDOWS)? */
function cast(v: View, card: number, window: number, p: Personality): boolean {
  const me = v.me;
  switch (window) {
    case EVADE: case EVADE_CHARACTER: return v.creatureValue > 0 ? fightOdds(v, v.creatureValue, v.psychic) < p.evadeSpellBelow : true;
    case BATTLE: return v.card(card).id === 'psionic-blast' && v.creatureValue + 2 >= battleValue(v);
    case LIFE_LOSS: return v.lifeLossSeat === v.seat && me.lives <= 2;
    case COUNTER: return v.casting < 0 && v.active !== v.seat;
    case OTHERS_TURN_START: return castOnActive(v, v.card(card).id);
    case INSTEAD_OF_MOVE: return v.card(card).id === 'teleport' && teleportHelps(v, p);
    case AFTER_MOVE: return v.card(card).id === 'destruction' && dangerousEnemyAt(v, me.space, p);
    case START: case END: return castAtTurnEdge(v, v.card(card).id, window === END, p);
    default: return false;
  }
}

/**
 * At the start of another's turn: stop a character on the Crown (Immobility, Random's Toad), and
 * strip the Spells of one in the Inner Region (Nullify) or toss Random at him there.
 */
function castOnActive(v: View, id: string): boolean {
  const space = v.playerSpace(v.active);
  if (space === v.topo.crown) return id !== 'nullify' || v.player(v.active).spellCount > 0;
  if (v.topo.region[space] !== 'inner') return false;
  return id === 'random' || (id === 'nullify' && v.player(v.active).spellCount > 0);
}

/** An Enemy here worth destroying: one likely to cost me a life. */
function dangerousEnemyAt(v: View, space: number, p: Personality): boolean {
  for (const c of v.cardsAt(space)) if (v.card(c).kind === 'enemy' && cardDanger(v, c, p) < -2) return true;
  return false;
}

/** Teleport when the goal (the Portal, the Sentinel) is far off in this Region. */
function teleportHelps(v: View, p: Personality): boolean {
  const sit = situation(v, p);
  const here = v.me.space;
  const goal = sit.ready ? v.topo.portal : v.topo.sentinel;
  return (sit.ready || sit.wantMiddle) && v.topo.region[here] === v.topo.region[goal] && here !== goal;
}

/** Choose whom a Spell or a fight on the Crown targets: myself to heal, else the leader. */
function targetSeat(v: View, d: Decision): number {
  const healing = v.casting >= 0 && v.card(v.casting).id === 'healing';
  return bestOf(v, d, healing, seatScore);
}

function seatScore(v: View, seat: number, healing: boolean, subject: number): number {
  if (healing) return seat === v.seat ? 100 : -v.playerLives(seat);
  if (seat === v.seat) return -100;
  // Cast at the start of another's turn (Nullify, Random): on him, before he acts.
  if (seat === v.active) return 1000;
  if (subject === v.topo.crown) return -v.playerLives(seat) * 10 - v.playerStrength(seat);
  return v.playerStrength(seat) + v.playerCraft(seat) + v.playerObjects(seat).length;
}

function dropOrKeep(v: View, d: Decision, p: Personality): number {
  if (d.options[0] === -1 && d.options.length > 1 && v.cardsAt(v.me.space).includes(d.options[1])) {
    // Prophetess / Orb: discard the most dangerous card just drawn.
    return bestOf(v, d, p, discardScore);
  }
  if (d.options[0] === -1) return d.options.length > 1 && v.me.lives <= 3 ? 1 : 0;
  // One of the cards here must go (DOC Benefactor; Benevolence and Malevolence on a tie).
  if (v.cardsAt(v.me.space).includes(d.options[0])) return bestOf(v, d, p, mustDiscardScore);
  return bestOf(v, d, p, dropScore);
}

/** The most dangerous Enemy first, else the card worth least. */
function mustDiscardScore(v: View, c: number, p: Personality): number {
  return v.card(c).kind === 'enemy' ? -cardDanger(v, c, p) : -cardValue(v, c, p);
}

function discardScore(v: View, c: number, p: Personality): number {
  return c < 0 ? 0 : v.card(c).kind === 'enemy' ? -cardDanger(v, c, p) : -1;
}

function dropScore(v: View, c: number, p: Personality, subject: number): number {
  // A module on that weighs the cards to leave otherwise (strategies/modules/).
  const scored = SCORES.kind(v, 'drop');
  if (scored !== null) return scored(v, c, p, subject);
  if ((v.cardTraits(c) & TALISMAN) !== 0 && !v.me.objects.includes(c)) return -20;
  return -cardValue(v, c, p);
}

function cardDanger(v: View, c: number, p: Personality): number {
  const d = v.card(c);
  const psychic = d.strength === undefined;
  return -fightLoss(v, (psychic ? d.craft : d.strength) ?? 0, psychic) * lifeCost(v, p);
}

export function choose(v: View, d: Decision, p: Personality, rng: Rng | null = null): number {
  // Another character's decision, which a module gives me to make (its decidedBy handler).
  if (d.seat !== v.seat) return SCORES.forOthers(v, d);
  // A rule module's question: its answer is registered beside its module's (strategies/modules/).
  if (d.asked !== null) return ANSWERS.answer(v, d, p, 'basic');
  // The commonest kinds first: a switch on strings tests its cases in order.
  switch (d.kind) {
    case 'cast': return bestCast(v, d, p);
    case 'yes-no': return yes(d, question(v, QUESTIONS[d.subject], d.detail, p));
    case 'move': {
      const kept = keptRollMove(v, d);
      return kept >= 0 ? kept : bestMove(v, d, situation(v, p));
    }
    case 'target-space': {
      if (v.casting >= 0 && v.card(v.casting).id === 'hex') return bestHex(v, d);
      return bestMove(v, d, situation(v, p));
    }
    case 'reroll': return rerollDie(v, d, p);
    case 'ditch': return bestOf(v, d, p, ditchScore);
    case 'take': return yes(d, worthTaking(v, d.subject, p));
    case 'evade': return yes(d, fightOdds(v, v.creatureValue, v.psychic) < p.evadeBelow);
    case 'drop': return dropOrKeep(v, d, p);
    case 'target-seat': return targetSeat(v, d);
    case 'inner': return yes(d, turnBack(v, p));
    case 'alignment': return chooseAlignment(v, d);
    case 'move-mode': return chooseMoveMode(v, d, p);
    case 'encounter': return bestOf(v, d, p, encounterScore);
    case 'character-action': return bestOf(v, d, p, actionScore);
    case 'target-card': return bestOf(v, d, p, targetCardScore);
    case 'visit': return bestOf(v, d, p, visitScore);
    case 'buy': return bestOf(v, d, p, buyScore);
    case 'attribute': return bestOf(v, d, p, attributeScore);
    case 'reward': return bestOf(v, d, p, rewardScore);
    case 'route': return bestOf(v, d, p, routeScore);
    case 'wish': return bestOf(v, d, p, wishScore);
    // Rulebook p.4 (dealThree): weighed by each character's expected strength under these rules.
    case 'character': return keepCharacter(v, d, rng);
  }
  throw new Error(`the basic player has no answer to a '${d.kind}' decision`);
}

// The rarer kinds' option scores, plain functions for bestOf() (a closure would allocate per call).
function actionScore(v: View, a: number, p: Personality, seat: number): number {
  return a < CHARACTER_ACTIONS.length ? actionWorth(v, CHARACTER_ACTIONS[a], seat, p) : SCORES.option('character-action', a)(v, a, p, seat);
}
function targetCardScore(v: View, c: number, p: Personality): number {
  return c < 0 ? 1 : cardValue(v, c, p);
}
function visitScore(v: View, i: number, p: Personality): number {
  return visitWorth(v, VISITS[i], p);
}
function buyScore(v: View, c: number, p: Personality): number {
  return c < 0 ? 0.5 : buyWorth(v, c, p);
}
function attributeScore(v: View, a: number): number {
  return a === 1 ? v.craft() + (v.hasAbility(PORTAL_CRAFT_ONE_DIE) ? 4 : 0) : v.strength();
}
function rewardScore(v: View, r: number, p: Personality, seat: number): number {
  return rewardWorth(v, r, seat, p);
}
function routeScore(v: View, r: number, p: Personality, subject: number): number {
  if (r === 0) return readyForInner(v, p) ? -10 : 10;
  const scored = SCORES.kind(v, 'route');
  if (scored !== null) return scored(v, r, p, subject);
  return r < 0 ? v.strength() : v.craft();
}
function wishScore(v: View, w: number): number {
  return wishWorth(v, WISHES[w]);
}

function bestHex(v: View, d: Decision): number {
  return bestOf(v, d, 0, hexWorth);
}

/** Ditch a near-worthless card before drawing only when on my last life. */
function ditchScore(v: View, c: number, p: Personality): number {
  return c < 0 ? 0 : v.me.lives <= 1 && cardValue(v, c, p) < 1 ? 1 : -1;
}

const COMMAND_SPELL_ROLL = ROLL['command-spell'];
/**
 * From a stand-off a rerolled attack die wins the fight if it comes up higher and costs a life if
 * lower: reroll the lowest die only when higher is likelier, a 3 or less (issue 20: search overruled
 * basic's every-stand-off reroll; +0.8 points a seat-game against the old rule, measured).
 */
const STANDOFF_REROLL_MAX = 3;

function rerollDie(v: View, d: Decision, p: Personality): number {
  let lowest = 1;
  let highest = 1;
  for (let i = 1; i < d.options.length; i++) {
    const die = v.die(d.options[i]);
    if (die < v.die(d.options[lowest])) lowest = i;
    if (die > v.die(d.options[highest])) highest = i;
  }
  if (d.subject === 2) {
    if (v.myScore === v.theirScore && p.fateOnAttack === 0) return v.die(d.options[lowest]) <= STANDOFF_REROLL_MAX ? lowest : 0;
    return v.myScore <= v.theirScore + p.fateOnAttack ? lowest : 0;
  }
  if (d.subject === MOVE_REROLL) return movesLookBad(v, v.die(0), p) ? 1 : 0;
  if (d.subject === WANT.face) return rerollFace(v, d, p) ? 1 : 0;
  // The Command Spell works from the rule set's minimum (p.20: 4-6; faster play lowers it, p.21).
  if (d.detail === COMMAND_SPELL_ROLL) return v.die(d.options[lowest]) < v.commandSpellMin ? lowest : 0;
  if (d.subject > 0) return v.die(d.options[lowest]) <= 2 ? lowest : 0;
  return v.die(d.options[highest]) >= 5 ? highest : 0;
}

/**
 * The moves a movement roll allows and their scores, worked out for the reroll decision. When the
 * roll is kept, the move decision that follows at once (the next stamp, the same roll) is about the
 * same options in an unchanged game, so it takes the best of these scores instead of scoring again.
 */
class RolledMoves {
  view: View | null = null;
  stamp = -1;
  steps = 0;
  /** The board's move options for the roll (read-only, shared). */
  options: readonly number[] = [];
  /** The options' scores (the first options.length), grown when a roll has more options than ever before. */
  scores = new Float64Array(16);
}
const rolled = new RolledMoves();

/** A movement roll worth a fate reroll: every place it reaches looks bad. */
function movesLookBad(v: View, steps: number, p: Personality): boolean {
  const o = v.moveOptions(steps);
  rolled.options = o;
  if (rolled.scores.length < o.length) rolled.scores = new Float64Array(2 * o.length);
  const sit = situation(v, p);
  let bestScore = -Infinity;
  for (let i = 0; i < o.length; i++) {
    const s = scoreMove(v, o[i], sit);
    rolled.scores[i] = s;
    bestScore = Math.max(bestScore, s);
  }
  const bad = bestScore < -3;
  rolled.view = bad ? null : v;
  rolled.stamp = v.stamp;
  rolled.steps = steps;
  return bad;
}

/** The move decision right after keeping a roll scored by movesLookBad(): its best option, else -1. */
function keptRollMove(v: View, d: Decision): number {
  if (rolled.view !== v || v.stamp !== rolled.stamp + 1 || d.subject !== rolled.steps) return -1;
  return bestKept(rolled.options, rolled.scores, d);
}

/** The best of the move options `o` scored as `scores` when d offers the same options, else -1. */
export function bestKept(o: readonly number[], scores: ArrayLike<number>, d: Decision): number {
  if (o !== d.options) {
    if (o.length !== d.options.length) return -1;
    for (let i = 0; i < o.length; i++) if (o[i] !== d.options[i]) return -1;
  }
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < o.length; i++) {
    if (scores[i] > bs) {
      bs = scores[i];
      bi = i;
    }
  }
  return bi;
}

function actionWorth(v: View, a: (typeof CHARACTER_ACTIONS)[number], seat: number, p: Personality): number {
  switch (a) {
    case 'steal': case 'take-follower': case 'take-maiden-princess': return 5;
    case 'beguile': return beguileWorth(v, seat, p);
    case 'attack': return fightOdds(v, v.playerStrength(seat), false) * 3;
    case 'psychic-attack': return fightOdds(v, v.playerCraft(seat), true) * 3;
    case 'assassinate': return fightOdds(v, v.playerStrength(seat), false, 0) * 3 + 0.5;
  }
}

function visitWorth(v: View, visit: (typeof VISITS)[number], p: Personality): number {
  const me = v.me;
  const missing = me.character!.life - me.lives;
  switch (visit) {
    case 'doctor': case 'healer': return missing > 0 && me.gold > 0 ? 5 : -1;
    // Battle Breakage: a broken card worth mending there (the `repair` term) outweighs the rest.
    case 'enchantress': return 1 + 3 * repairWorth(v, true, p);
    case 'alchemist': return -1;
    case 'blacksmith': return (me.gold >= 2 ? 3 : -1) + 3 * repairWorth(v, false, p);
    case 'mystic': return me.alignment === 'good' ? 0.2 : 1;
    case 'none': return 0;
  }
}

/** What the best repair waiting at the Enchantress (magic) or the Blacksmith is worth to me: a module's `repair` term, else 0. */
function repairWorth(v: View, magic: boolean, p: Personality): number {
  const repair = TERMS.term(v, 'repair');
  return repair === null ? 0 : repair(v, magic, p);
}

/** Where to lay a Hex: a space near another character, the nearer the better. */
function hexWorth(v: View, s: number): number {
  let worth = 0;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || !v.playerAlive(seat)) continue;
    const q = v.playerSpace(seat);
    if (v.topo.region[q] === v.topo.region[s] && (v.topo.cw[q] === s || v.topo.ccw[q] === s)) worth += 2;
  }
  return worth + (v.space(s).draw > 0 ? 0.5 : 0);
}

function rewardWorth(v: View, r: number, seat: number, p: Personality): number {
  if (r === 0) return v.playerLives(seat) <= 1 || v.me.quest === 1 || v.me.space === v.topo.crown ? 10 : 1;
  if (r === 1) {
    let most = 0;
    for (const c of v.playerObjects(seat)) most = Math.max(most, cardValue(v, c, p));
    return most;
  }
  return 1.5;
}

function wishWorth(v: View, w: (typeof WISHES)[number]): number {
  const me = v.me;
  switch (w) {
    case 'life': return me.lives <= 3 ? 6 : 2;
    case 'strength': return battleValue(v) >= v.craft() ? 5 : 3;
    case 'craft': return v.craft() > battleValue(v) ? 5 : 3;
    case 'spell': return v.spellLimit() > me.spells.length ? 3 : 0;
    case 'gold': return 1;
    case 'fate': return 1.5;
    case 'teleport': return 0;
  }
}

/** A player of the basic machinery with these thresholds. */
export function personalityStrategy(id: string, p: Personality): Strategy {
  return { id, choose: (view, d, rng) => choose(view, d, p, rng), declines: (view, kind, subject) => declines(view, kind, subject, p) };
}

export function basicStrategy(): Strategy {
  return personalityStrategy('basic', BASIC);
}
