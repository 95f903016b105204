// The Seek's "Along the way" (seeds/001, 2.1-2.7): on his own turns, until he stands on his
// destination, the seeker forgoes the choices the text names. The decisionPut handler answers those
// decisions for him; the evadesIndividual step leaves unmet the cards in play he has no time for.
import {
  CAST, MOVE_MODES, QUESTIONS, VISITS, countEvent, eventId, questionName, traitBit,
  type Decision, type Foe, type Game, type Player, type Question, type RuleSet,
} from '../../engine/index.ts';

export const SEEK_ID = 'seek';

/** Per game, by seat: the declared destination (-1: none) and this turn's start and roll. */
export interface State {
  readonly target: Int16Array;
  /** The space the turn started on. */
  readonly from: Int16Array;
  /** The last movement roll the seek's moves were asked for, and on which turn (g.turn). */
  readonly steps: Int8Array;
  readonly stepsTurn: Int32Array;
}

/** The module's state of this game (set up by its gameStart hook). */
export function seekState(g: Game): State {
  return g.ruleState[SEEK_ID] as State;
}

/**
 * p is on his own turn, on a seek, and not yet on its destination ("along the way"); never before
 * the game starts (decisions of the set-up: the Starting Bonus, a character dealt from three).
 */
export function seeking(g: Game, p: Player): boolean {
  const s = g.ruleState[SEEK_ID] as State | undefined;
  if (s === undefined) return false;
  const t = s.target[p.seat];
  return t >= 0 && p.seat === g.active && p.space !== t;
}

const SPACE_CHOICE = eventId('seek.space-choice-forgone');
const CHARACTER_PASSED = eventId('seek.character-passed');
const ABILITY_BARRED = eventId('seek.ability-barred');
const DRAWN_MET = eventId('seek.drawn-card-met');
const ENEMY_MET = eventId('seek.enemy-in-play-met');
const ITEM_LEFT = eventId('seek.item-left');
const PLACE_SKIPPED = eventId('seek.place-skipped');
const PLACE_MET = eventId('seek.place-met');
const ROLLS = eventId('seek.must-roll');

/*
 * What each clause takes away in the base game, and the reading (the README's table repeats it).
 * 2.1: a space's required instructions apply (the Tavern's, Forest's, Crags' and Chasm's rolls, the
 *   Desert, the Temple's prayer, the Chapel's and Graveyard's alignment rule, the Black Knight's
 *   toll: "you must pay", reference M10); its options are declined: a City or Village visit, the
 *   Doctor's, Healer's or Castle's bought healing, selling to the City's Alchemist (or to the Alchemist Follower: 2.3) or the Castle, the
 *   Graveyard's bought fate, the Warlock's quest, praying instead of the Chapel's free healing or the
 *   Graveyard's free fate (the first-named alternative stays), ditching Objects to draw fewer cards.
 * 2.2: no character on the way is encountered by choice (the space is encountered instead).
 * 2.3: Spells and special abilities only for what he encounters: none cast at the start or end of
 *   the turn nor instead of the move (Teleport); no Woods travel (Elf), Raft building (Axe), Druid's
 *   change of alignment, Troll's regeneration instead of moving. Spells in battle, to evade, against
 *   life loss or a Counterspell, and abilities used on an encounter (an optional roll, a +1, the
 *   Prophetess's redraw, charming, destroying a Spirit) stay.
 * I.2 with 2.3: he rolls for his move: no Raft, ferry or Tavern wizard instead ("roll movement normally").
 * 2.4: cards he draws are met as in the base game, Objects and Followers kept as usual.
 * 2.5: Enemies in play are fought, as in the base game, unless evaded.
 * 2.6: Objects, Magic Objects and Followers in play are left, unless they must be taken (the Hag's
 *   and the Poltergeist's 'forced' trait).
 * 2.7: Strangers and Places in play are met only when they act on whoever lands (the Cave, the Witch,
 *   the Marsh and the Maze: REQUIRED_IN_PLAY); the others only offer (a wish, a Talisman, a Spell,
 *   a counter, healing, a shop, a step through, a prayer) and are passed by.
 * Every card and space the clauses name is in the base game (2.6's Poltergeist and Hag, 2.7's Cave and
 *   Witch), so no clause is left out as expansion-only.
 */
/** 2.1: the yes/no questions of a space's options (declined on the way). */
const SPACE_OPTIONS: readonly Question[] = ['quest', 'pay-to-heal', 'sell-object', 'sell-follower', 'replenish-fate', 'pray', 'discard-curse', 'heal-free'];
/** 2.3: abilities used other than on an encounter (declined on the way). */
const ABILITY_OPTIONS: readonly Question[] = ['regenerate', 'build-raft'];
const QUESTION_CLAUSE = new Int32Array(QUESTIONS.length).fill(-1);
for (const q of SPACE_OPTIONS) QUESTION_CLAUSE[QUESTIONS.indexOf(q)] = SPACE_CHOICE;
for (const q of ABILITY_OPTIONS) QUESTION_CLAUSE[QUESTIONS.indexOf(q)] = ABILITY_BARRED;

/** 2.3: the casting windows not about an encounter. */
const BARRED_WINDOWS = (1 << CAST.start) | (1 << CAST['instead-of-move']) | (1 << CAST.end);
const ROLL_MODE = MOVE_MODES.indexOf('roll');
const NO_VISIT = VISITS.indexOf('none');

/** 2.7: Strangers and Places that act on whoever lands there (met in play); the rest only offer. */
export const REQUIRED_IN_PLAY: readonly string[] = ['cave', 'witch', 'marsh', 'maze'];
const FORCED = traitBit('forced');

/** The option at `value`, forced, with its clause counted; -1 if there is no such option. */
function force(g: Game, p: Player, d: Decision, value: number, clause: number): number {
  const i = d.options.indexOf(value);
  if (i >= 0) {
    countEvent(g, clause, p);
    if (g.log.on) g.say(`  ${g.name(p)} is on a seek: no ${d.kind === 'yes-no' ? questionName(d.subject) : d.kind} choice (${EVENT_TEXT.get(clause)})`);
  }
  return i;
}

const EVENT_TEXT = new Map<number, string>([
  [SPACE_CHOICE, '2.1, a space\'s option'], [CHARACTER_PASSED, '2.2, a character met'],
  [ABILITY_BARRED, '2.3, a Spell or ability off the encounter'], [ROLLS, 'I.2, roll to move'],
]);

/** The decisionPut handler: the seeker's choices 2.1-2.3 take away, answered for him. */
export function alongTheWay(g: Game, d: Decision): number {
  const p = g.players[d.seat];
  if (!seeking(g, p)) return -1;
  switch (d.kind) {
    case 'move-mode': return force(g, p, d, ROLL_MODE, ROLLS);
    case 'encounter': return force(g, p, d, -1, CHARACTER_PASSED);
    case 'visit': return force(g, p, d, NO_VISIT, SPACE_CHOICE);
    case 'ditch': return force(g, p, d, -1, SPACE_CHOICE);
    case 'cast': return (BARRED_WINDOWS & (1 << d.subject)) !== 0 ? force(g, p, d, -1, ABILITY_BARRED) : -1;
    case 'alignment': return force(g, p, d, d.options[0], ABILITY_BARRED);
    case 'yes-no': {
      // A module's question (d.asked) is none the seek takes away.
      const clause = d.asked === null ? QUESTION_CLAUSE[d.subject] : -1;
      return clause >= 0 ? force(g, p, d, 0, clause) : -1;
    }
    default: return -1;
  }
}

/** 2.4-2.7 for the cards on the space: the evadesIndividual step, wrapping the rules' own. */
export function seekEvadesIndividual(prior: RuleSet['evadesIndividual']): RuleSet['evadesIndividual'] {
  return (g, p, card, space) => {
    if (card < 0 || !seeking(g, p)) return prior(g, p, card, space);
    if (g.drawnTurn[card] === g.turn) {
      countEvent(g, DRAWN_MET, p);
      if (g.log.on) g.say(`  ${g.name(p)} is on a seek and meets the ${g.cardDef[card].name} he drew (2.4)`);
      return prior(g, p, card, space);
    }
    const def = g.cardDef[card];
    if (def.kind === 'object' || def.kind === 'magic-object' || def.kind === 'follower') {
      if ((g.cardTraits[card] & FORCED) !== 0) return prior(g, p, card, space);
      return passBy(g, p, card, ITEM_LEFT, '2.6');
    }
    if (def.kind === 'stranger' || def.kind === 'place') {
      if (!REQUIRED_IN_PLAY.includes(def.id)) return passBy(g, p, card, PLACE_SKIPPED, '2.7');
      countEvent(g, PLACE_MET, p);
      if (g.log.on) g.say(`  ${g.name(p)} is on a seek and must meet the ${def.name} (2.7)`);
    }
    return prior(g, p, card, space);
  };
}

function passBy(g: Game, p: Player, card: number, clause: number, text: string): boolean {
  countEvent(g, clause, p);
  if (g.log.on) g.say(`  ${g.name(p)} is on a seek and passes the ${g.cardDef[card].name} by (${text})`);
  return true;
}

/** 2.4 and 2.5 for Enemies: drawn now or in play, they are fought (the enemiesAttack site). */
export function enemiesOnTheWay(g: Game, p: Player, foe: Foe): void {
  if (!seeking(g, p)) return;
  let drawn = false;
  for (let i = 0; i < foe.cards.length; i++) if (g.drawnTurn[foe.cards[i]] === g.turn) drawn = true;
  countEvent(g, drawn ? DRAWN_MET : ENEMY_MET, p);
  if (g.log.on) g.say(`  ${g.name(p)} is on a seek and must face the ${drawn ? 'Enemy he drew (2.4)' : 'Enemy in play (2.5)'}`);
}
