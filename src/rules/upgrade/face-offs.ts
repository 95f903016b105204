// Talisman Upgrade clause 29 (seed 002): the special face-off away from the Crown. A party landing
// on a group of Enemies may split them: "each attacking character gets a separate share of the
// opponents", fought in a single combat each, instead of each member fighting them all combined
// (clause 7). Cancelled when the draw brings an Enemy. The engine's step facesEnemy applies the shares.
import { scratchList, attackValue, countEvent, eventId, yesNoQuestion, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { membersOf } from './party-state.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';

/** Clause 29: declare a special face-off against the Strength Enemies here (the detail: their combined Strength)? */
export const DECLARE_FACE_OFF = yesNoQuestion({ id: 'declare-face-off' });
/** Clause 29: take this Enemy into my share (the detail: my share's Strength with it)? */
export const FACE_OFF_TAKE = yesNoQuestion({ id: 'face-off-take' });

const ID = 'upgrade-face-offs';
const FACE_OFFS = switchOption('faceOffs', 'a party landing on Strength Enemies may split them among its members, one share each (clause 29)', BOOLEAN);
const DECLARED = eventId('upgrade.face-off');

/**
 * This turn's shares: the Enemy cards and, for each, the seat that fights it; in an ambush, the
 * characters there too (their seats and, for each, the seat that takes him on), and those already
 * fought alongside the Enemies of their share (bits).
 */
interface State {
  turn: number;
  cards: number[];
  seats: number[];
  /** Ambushes are placed too (clause 28 with partyAttacks and encounterBoth on). */
  ambushes: boolean;
  chars: number[];
  charSeats: number[];
  fought: number;
  /** Seats holding a share of their own (bits), and per seat the caller of the effort he joined (-1: none). */
  holders: number;
  segment: number[];
}

/** This turn's state, started afresh if it is another turn's. */
function thisTurn(g: Game): State {
  const s = stateOf(g);
  if (s.turn !== g.turn) {
    s.turn = g.turn;
    s.cards.length = 0;
    s.seats.length = 0;
    s.chars.length = 0;
    s.charSeats.length = 0;
    s.fought = 0;
    s.holders = 0;
    s.segment.fill(-1);
  }
  return s;
}
const stateOf = (g: Game): State => g.ruleState[ID] as State;

const party = scratchList<Player>();
const enemies = scratchList<number>();
const load = scratchList<number>();
/** The opponents to place, strongest first: an Enemy card, or -1 - seat for a character. */
const opponents = scratchList<number>();
const values = scratchList<number>();

/** Add opponent o (value v) to `opponents`, keeping them strongest first (the order they came in on ties). */
function place(o: number, v: number): void {
  let i = opponents.length;
  opponents.push(o);
  values.push(v);
  for (; i > 0 && values[i - 1] < v; i--) {
    opponents[i] = opponents[i - 1];
    values[i] = values[i - 1];
  }
  opponents[i] = o;
  values[i] = v;
}

/**
 * The characters p's party lands on, as opponents (an ambush, clause 28: "The attacking party may
 * decide how to place all opponents during a face-off"): alive on the space and not of his party.
 */
function ambushers(g: Game, p: Player, space: number): void {
  for (const q of g.players) {
    if (q !== p && q.alive && q.space === space && g.rules.mayEncounter(g, p, q)) place(-1 - q.seat, attackValue(g, q, false, null));
  }
}

/** The Strength Enemies on the space (battle, clause 7's "str. 7 combined"), strongest first; true if one was drawn this turn. */
function strengthEnemies(g: Game, space: number): boolean {
  enemies.length = 0;
  let drawn = false;
  for (const c of g.spaceCards[space]) {
    const d = g.cardDef[c];
    if (d.kind !== 'enemy' || d.strength === undefined) continue;
    enemies.push(c);
    if (g.drawnTurn[c] === g.turn) drawn = true;
  }
  enemies.sort((a, b) => (g.cardDef[b].strength ?? 0) - (g.cardDef[a].strength ?? 0));
  return drawn;
}

/**
 * The beforeCards site, for the one who landed: with members of his party arrived on the space with
 * him and two or more Strength Enemies there, none of them drawn now ("if any cards remaining to be
 * drawn ... an enemy is drawn, the face-off is cancelled"), he may declare the face-off ('declare-face-off',
 * detail: the Enemies' combined Strength). Each Enemy, strongest first, is then offered to the
 * members in seat order ('face-off-take', detail: the Strength of his share with it); the first who
 * takes it fights it, else the one who declared. "The defender makes the decision as to who is
 * attacked first" has no one to decide for Enemy cards: the party meets them in clause 7's order.
 */
function declare(g: Game, p: Player, space: number): void {
  if (p.seat !== g.active) return;
  membersOf(g, p, party);
  let here = 0;
  for (const q of party) if (q.alive && q.space === space && q.toadTurns === 0) here++;
  if (here < 2 || strengthEnemies(g, space) || enemies.length === 0) return;
  const s = stateOf(g);
  opponents.length = 0;
  values.length = 0;
  for (const c of enemies) place(c, g.cardDef[c].strength ?? 0);
  if (s.ambushes) ambushers(g, p, space);
  if (opponents.length < 2) return;
  let total = 0;
  for (const v of values) total += v;
  if (!DECLARE_FACE_OFF.ask(g, p, total)) return;
  s.turn = -1;
  thisTurn(g);
  load.length = 0;
  for (let i = 0; i < g.players.length; i++) load.push(0);
  for (let i = 0; i < opponents.length; i++) {
    const value = values[i];
    let taker = p;
    for (const q of party) {
      if (!q.alive || q.space !== space || q.toadTurns > 0) continue;
      if (FACE_OFF_TAKE.ask(g, q, load[q.seat] + value)) {
        taker = q;
        break;
      }
    }
    load[taker.seat] += value;
    s.holders |= 1 << taker.seat;
    const o = opponents[i];
    if (o >= 0) {
      s.cards.push(o);
      s.seats.push(taker.seat);
    } else {
      s.chars.push(-1 - o);
      s.charSeats.push(taker.seat);
    }
  }
  countEvent(g, DECLARED, p);
  if (g.log.on) g.say(`  ${g.name(p)}'s party faces off: ${describe(g, s)} (Upgrade 29)`);
}

function describe(g: Game, s: State): string {
  const cards = s.cards.map((c, i) => `${g.name(g.players[s.seats[i]])} takes the ${g.cardDef[c].name}`);
  const chars = s.chars.map((seat, i) => `${g.name(g.players[s.charSeats[i]])} takes ${g.name(g.players[seat])}`);
  return [...cards, ...chars].join(', ');
}

/**
 * In this turn's face-off, the seat of the attacker who takes on character q (clause 28: the
 * attacking party places "all opponents"), or -1 when q is in no share (or no face-off placed
 * characters this turn).
 */
export function characterShare(g: Game, q: Player): number {
  const s = g.ruleState[ID] as State | undefined;
  if (s === undefined || s.turn !== g.turn) return -1;
  const i = s.chars.indexOf(q.seat);
  return i < 0 ? -1 : s.charSeats[i];
}

/** Did this turn's face-off place characters (an ambush faced off as one, clauses 28-29)? */
export function charactersPlaced(g: Game): boolean {
  const s = g.ruleState[ID] as State | undefined;
  return s !== undefined && s.turn === g.turn && s.chars.length > 0;
}

/** Character q of a share has been taken on with the Enemies of that share (ambush.ts). */
export function foughtWithEnemies(g: Game, q: Player): void {
  (g.ruleState[ID] as State).fought |= 1 << q.seat;
}

/** Was a special face-off against Enemies declared this turn? */
export function enemiesShared(g: Game): boolean {
  const s = g.ruleState[ID] as State | undefined;
  return s !== undefined && s.turn === g.turn && s.cards.length > 0;
}

/** Enemy card c is `seat`'s to fight alone this turn (clause 29's normal face-off: party-fights.ts). */
export function shareEnemy(g: Game, c: number, seat: number): void {
  const s = thisTurn(g);
  s.cards.push(c);
  s.seats.push(seat);
  s.holders |= 1 << seat;
}

/** Are face-offs on in this game? */
export function faceOffsOn(g: Game): boolean {
  return g.ruleState[ID] !== undefined;
}

/** The seats (bits) given shares in a face-off against a party this turn (party-attack.ts): each is a segment. */
export function holdShares(g: Game, seats: number): void {
  const s = g.ruleState[ID] as State | undefined;
  if (s !== undefined) thisTurn(g).holders |= seats;
}

/**
 * May q join p's Unified Effort (clause 29: "one segment of the party could combine their abilities
 * to handle a chosen group of foes, while another segment of the party could handle the rest")? Not
 * when a face-off this turn gave q a share of his own, nor when he joined another's effort in it: he
 * is of another segment. Always outside a face-off.
 */
export function sameSegment(g: Game, p: Player, q: Player): boolean {
  const s = g.ruleState[ID] as State | undefined;
  if (s === undefined || s.turn !== g.turn || s.holders === 0) return true;
  if ((s.holders & (1 << q.seat)) !== 0) return false;
  return s.segment[q.seat] < 0 || s.segment[q.seat] === p.seat;
}

/** q joined p's effort in this turn's face-off: he is of p's segment now. */
export function joinSegment(g: Game, p: Player, q: Player): void {
  const s = g.ruleState[ID] as State | undefined;
  if (s !== undefined && s.turn === g.turn && s.holders !== 0) s.segment[q.seat] = p.seat;
}

/** Was character q taken on with the Enemies of his share this turn? */
export function wasFought(g: Game, q: Player): boolean {
  const s = g.ruleState[ID] as State | undefined;
  return s !== undefined && s.turn === g.turn && (s.fought & (1 << q.seat)) !== 0;
}

/** The step facesEnemy: an Enemy in this turn's shares fights only the member it fell to. */
function faces(g: Game, p: Player, c: number): boolean {
  const s = stateOf(g);
  if (s.turn !== g.turn) return true;
  const i = s.cards.indexOf(c);
  return i < 0 || s.seats[i] === p.seat;
}

export const faceOffs: UpgradePart = {
  id: ID,
  desc: 'Upgrade special face-offs (clause 29): a party landing on Strength Enemies may split them, each member fighting his own share.',
  ...switchedBy(FACE_OFFS),
  apply: (r, u) => withHooks({ ...r, facesEnemy: (g, p, c) => faces(g, p, c) && r.facesEnemy(g, p, c) }, {
    gameStart: (g) => {
      const ambushes = u.ambushes === true && u.partyAttacks === true && u.encounterBoth === true;
      g.ruleState[ID] = {
        turn: -1, cards: [], seats: [], ambushes, chars: [], charSeats: [], fought: 0, holders: 0, segment: new Array<number>(g.players.length).fill(-1),
      } satisfies State;
    },
    beforeCards: declare,
  }),
};
