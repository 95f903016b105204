// Talisman Upgrade clause 7's party fights (seed 002): "Players are able to choose the order in which
// they fight", and "if at any point there is a tie, the strength combat ends and none of the other
// cards (which are considered being guarded ...) can be taken. In that case, the players would then
// have to fight the wraith." The members' meeting of the space itself is parties.ts's.
import {
  StateSlot, scratchList, countEvent, eventId, STANDOFF, choiceQuestion, yesNoQuestion, type FightResult, type Foe, type Game, type Player,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withHooks, withState } from '../module.ts';
import { part, switchOption } from './part.ts';
import { meetSpace } from './parties.ts';
import { partyOf, partyState } from './party-state.ts';
import { enemiesShared, faceOffsOn, shareEnemy } from './face-offs.ts';

const ID = 'upgrade-party-fights';
const PARTY_FIGHTS = switchOption('partyFights', "a party chooses its members' fight order, and a tie ends the fight for the whole party (clause 7)", BOOLEAN);
const ORDERED = eventId('upgrade.fight-order');
const NORMAL = eventId('upgrade.normal-face-off');
const MEMBER_FIRST = eventId('upgrade.member-first');
const TIE = eventId('upgrade.party-tie');

/** A fight the party meets: the Enemies' value (Strength Enemies combined) and its kind. */
export interface Fight {
  value: number;
  psychic: boolean;
}

/** Clause 7: the seat of the party member who meets the space (the fight of the detail) next. */
export const FIGHT_ORDER = choiceQuestion<Fight>({
  id: 'fight-order',
  taken: 'not-first',
  record: () => ({ value: 0, psychic: false }),
});

/** The Enemies of a normal face-off: the Strength Enemies' combined Strength and the Spirits' combined Craft. */
export interface SplitEnemies {
  strength: number;
  craft: number;
}

/** Clause 29's normal face-off: one member handles the battle, another the psychic combat? */
export const NORMAL_FACE_OFF = yesNoQuestion<SplitEnemies>({
  id: 'normal-face-off',
  record: () => ({ strength: 0, craft: 0 }),
});

/** The Enemies tied with this turn, and by whom: they fight no one else of his party this turn. */
interface State {
  turn: number;
  party: number;
  seat: number;
  cards: number[];
  /** The tie has kept a member out of the fight (counted once). */
  acted: boolean;
}
const STATE = new StateSlot<State>(ID);
const stateOf = (g: Game): State => STATE.of(g);

/** The Enemy met first on the space (the lowest encounter number, p.10), or -1 if none lies there. */
function firstEnemy(g: Game, space: number): number {
  let first = -1;
  for (const c of g.spaceCards[space]) {
    const d = g.cardDef[c];
    if (d.kind === 'enemy' && (first < 0 || d.enc < g.cardDef[first].enc)) first = c;
  }
  return first;
}

/** The value of the fight with the Enemy `first` met first: its Craft, or the Strength of the Strength Enemies met with it combined. */
function fightValue(g: Game, space: number, first: number): number {
  const def = g.cardDef[first];
  if (def.strength === undefined) return def.craft ?? 0;
  let value = 0;
  for (const c of g.spaceCards[space]) {
    const d = g.cardDef[c];
    if (d.kind === 'enemy' && d.enc === def.enc && d.strength !== undefined) value += d.strength;
  }
  return value;
}

/** Start p's 'fight-order' decision about a fight of this value and kind: its cleared options. */
function orderOptions(g: Game, p: Player, value: number, psychic: boolean): number[] {
  const fight = FIGHT_ORDER.record(g);
  fight.value = value;
  fight.psychic = psychic;
  return FIGHT_ORDER.options(g, p, fight);
}

const here = scratchList<Player>();

/**
 * The party of p (its leader, who speaks for it) orders `fighters` for a fight of this value and
 * kind, one 'fight-order' decision per place but the last (the Sentinel, party-sentinel.ts).
 */
export function orderFighters(g: Game, p: Player, fighters: Player[], value: number, psychic: boolean): void {
  for (let at = 0; at < fighters.length - 1; at++) {
    const o = orderOptions(g, p, value, psychic);
    for (let i = at; i < fighters.length; i++) o.push(fighters[i].seat);
    const seat = g.decide();
    let i = at;
    while (fighters[i].seat !== seat) i++;
    const q = fighters[i];
    for (; i > at; i--) fighters[i] = fighters[i - 1];
    fighters[at] = q;
  }
}

/**
 * The leader landed with members of his party on a space where Enemies lie (after the draw, or on
 * landing where nothing is drawn): the order in which they fight is chosen, one 'fight-order'
 * decision per place. Reading: the text gives the choice to the party's players together ("players
 * are able to choose the order"); one decision has one player, so the leader, who chooses the
 * party's move (clause 3), speaks for it. The members placed before him meet the space now, the
 * others after him (parties.ts membersEncounter).
 */
function chooseOrder(g: Game, p: Player, space: number): void {
  const s = partyState(g)!;
  if (p.seat !== g.active || s.party[p.seat] !== p.seat || s.arrived <= 1 || s.order.length > 0 || s.met !== 0) return;
  const first = firstEnemy(g, space);
  if (first < 0) return;
  const value = fightValue(g, space, first);
  const psychic = g.cardDef[first].strength === undefined;
  here.length = 0;
  for (const q of g.players) if (s.party[q.seat] === p.seat && q.alive && q.space === space) here.push(q);
  if (here.length < 2) return;
  normalFaceOff(g, p, space);
  while (here.length > 1) {
    const o = orderOptions(g, p, value, psychic);
    for (const q of here) o.push(q.seat);
    const seat = g.decide();
    s.order.push(seat);
    let i = 0;
    while (here[i].seat !== seat) i++;
    here.splice(i, 1);
  }
  s.order.push(here[0].seat);
  countEvent(g, ORDERED, p);
  if (s.order[0] !== p.seat) countEvent(g, MEMBER_FIRST, g.players[s.order[0]]);
  if (g.log.on) g.say(`  the party fights in this order: ${s.order.map((seat) => g.name(g.players[seat])).join(', ')} (Upgrade 7)`);
  const turnOver = g.turnOver;
  for (const seat of s.order) {
    if (seat === p.seat) break;
    const q = g.players[seat];
    if (q.alive && q.space === space && !g.ended) meetSpace(g, q, space);
  }
  g.turnOver = turnOver || g.ended;
}

/**
 * Clause 29's normal face-off: "one character in a party handles the strength battle of the encounter
 * and another character handles the craft battle". Where Strength Enemies and Spirits both lie and
 * no special face-off was declared, the leader may declare it ('normal-face-off'); the party then
 * names the one who handles the battle and the one who handles the psychic combat ('fight-order',
 * as for the fight order, its detail saying which); each fights his Enemies alone (face-offs.ts shares), the others
 * not at all. The same member may be named for both.
 */
function normalFaceOff(g: Game, p: Player, space: number): void {
  if (!faceOffsOn(g) || enemiesShared(g)) return;
  let strength = 0;
  let craft = 0;
  for (const c of g.spaceCards[space]) {
    const d = g.cardDef[c];
    if (d.kind !== 'enemy') continue;
    if (d.strength !== undefined) strength += d.strength;
    else craft += d.craft ?? 0;
  }
  if (strength === 0 || craft === 0) return;
  const split = NORMAL_FACE_OFF.record(g);
  split.strength = strength;
  split.craft = craft;
  if (!NORMAL_FACE_OFF.ask(g, p, split)) return;
  const battle = handler(g, p, strength, false);
  const psychic = handler(g, p, craft, true);
  for (const c of g.spaceCards[space]) {
    const d = g.cardDef[c];
    if (d.kind === 'enemy') shareEnemy(g, c, d.strength !== undefined ? battle : psychic);
  }
  countEvent(g, NORMAL, p);
  if (g.log.on) g.say(`  ${g.name(g.players[battle])} handles the battle, ${g.name(g.players[psychic])} the psychic combat (Upgrade 29)`);
}

/** The member here the party names for one fight ('fight-order'), of this value and kind. */
function handler(g: Game, p: Player, value: number, psychic: boolean): number {
  const o = orderOptions(g, p, value, psychic);
  for (const q of here) if (q.toadTurns === 0) o.push(q.seat);
  if (o.length === 0) o.push(p.seat);
  return g.decide();
}

/** The enemiesFought site: a member of a party who ties records the Enemies for the rest of it. */
function tied(g: Game, p: Player, foe: Foe, _space: number, result: FightResult): void {
  const lead = partyOf(g, p);
  if (result !== STANDOFF || lead < 0) return;
  const t = stateOf(g);
  t.turn = g.turn;
  t.party = lead;
  t.seat = p.seat;
  t.cards.length = 0;
  for (const c of foe.cards) t.cards.push(c);
  t.acted = false;
}

/** Is Enemy c out of p's fight because one of his party tied with it this turn? */
function tiedOut(g: Game, p: Player, c: number): boolean {
  const t = stateOf(g);
  if (t.turn !== g.turn || p.seat === t.seat || partyOf(g, p) !== t.party || !t.cards.includes(c)) return false;
  if (!t.acted) {
    t.acted = true;
    countEvent(g, TIE, g.players[t.seat]);
    if (g.log.on) g.say(`  the party's fight with the ${g.cardDef[c].name} is over: a tie (Upgrade 7)`);
  }
  return true;
}

/** Are party fights on (clause 7's choices of the party: its fight order, its defender)? */
export function partyFightsOn(g: Game): boolean {
  return STATE.maybe(g) !== undefined;
}

export const partyFights = part({
  id: ID,
  desc: "Upgrade party fights (clause 7): the party chooses its members' fight order; a tie ends the fight for the whole party.",
  options: [PARTY_FIGHTS],
  // Party fights need parties (parties.ts's state).
  enabled: (u) => u.partyFights && u.parties === true,
  apply: (r) => {
    const fighting = withSteps(r, { facesEnemy: (faces) => (g, p, c) => !tiedOut(g, p, c) && faces(g, p, c) });
    return withHooks(withState(fighting, STATE, () => ({ turn: -1, party: -1, seat: -1, cards: [], acted: false })), {
      landed: (g, p, space) => {
        if (g.spaces[space].draw === 0) chooseOrder(g, p, space);
      },
      beforeCards: chooseOrder,
      enemiesFought: tied,
    });
  },
});
