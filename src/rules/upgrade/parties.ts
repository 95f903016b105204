// Talisman Upgrade clauses 2-3, 5 and 7's group fights (seed 002): characters on one space may join
// into a party that moves as one on its leader's turn (its lowest seat, so once a round), as slowly
// as its slowest member; a member forced to miss a turn is left behind; each member meets what the
// space holds in turn. Parties move onto the Portal of Power as one, each member trying it himself,
// and cross the Inner Region as one, each member meeting each space himself (inner-party.ts).
import { placeOn } from '../../engine/changes.ts';
import {
  scratchList, ABILITY_INDEX, encounterSpace, enforceLimits, hasAbility, innerEncounter, leaveSpace, resolveCards, tryPortal, yesNoQuestion,
  type Game, type Player,
} from '../../engine/index.ts';
import { effortAttribute, effortOver, goesOn, offerTunnelsEffort, sharesEffort } from './inner-party.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withHooks, withState } from '../module.ts';
import { part, switchOption, switchedBy } from './part.ts';
import { outerOrMiddle } from './spaces.ts';
import { leaveParty, partyOf, partyState, relabel, PARTY_STATE, newParties, type PartyState } from './party-state.ts';

/** Clauses 2, 5, 26: join the character (the detail: his seat) on this space, he and his party with me and mine? */
export const JOIN_PARTY = yesNoQuestion({ id: 'join-party' });
/** Clause 5: leave my party (the detail: its leader's seat)? */
export const LEAVE_PARTY = yesNoQuestion({ id: 'leave-party' });

const PARTIES = switchOption('parties', 'characters on one space may join a party that moves as one (clauses 2-3, 5, 7)', BOOLEAN);
const ONE_STEP = ABILITY_INDEX['one-step'];

/** p (with his party) and q (with his) become one party under their lowest seat (clause 2). */
export function joinParties(g: Game, p: Player, q: Player): void {
  const s = partyState(g)!;
  const a = s.party[p.seat] < 0 ? p.seat : s.party[p.seat];
  const b = s.party[q.seat] < 0 ? q.seat : s.party[q.seat];
  const lead = Math.min(a, b);
  let n = 0;
  for (let i = 0; i < s.party.length; i++) {
    if (i === p.seat || i === q.seat || s.party[i] === a || s.party[i] === b) {
      s.party[i] = lead;
      n++;
    }
  }
  if (n > s.largest) s.largest = n;
  if (g.log.on) g.say(`  ${g.name(p)} joins ${g.name(q)}: a party of ${n}`);
}

/** Is member q of party `lead` still with it (alive)? */
function present(s: PartyState, q: Player, lead: number): boolean {
  return s.party[q.seat] === lead && q.alive;
}

/** The space where most present members of party `lead` stand (the lowest seat's on a tie), or -1. */
function partySpace(g: Game, s: PartyState, lead: number): number {
  let best = -1;
  let most = 0;
  for (const q of g.players) {
    if (!present(s, q, lead)) continue;
    let n = 0;
    for (const r of g.players) if (present(s, r, lead) && r.space === q.space) n++;
    if (n > most) {
      most = n;
      best = q.space;
    }
  }
  return best;
}

/**
 * Keep every party on one space: a dead member, one in the Inner Region, or one apart from where
 * most of them stand (left behind, or gone ahead alone by the Portal of Power) is out of it.
 */
export function reconcileParties(g: Game): void {
  const s = partyState(g)!;
  for (let i = 0; i < s.party.length; i++) {
    const lead = s.party[i];
    if (lead < 0 || lead !== i) continue;
    const space = partySpace(g, s, lead);
    for (const q of g.players) if (s.party[q.seat] === lead && (!present(s, q, lead) || q.space !== space)) s.party[q.seat] = -2;
    for (let j = 0; j < s.party.length; j++) if (s.party[j] === -2) s.party[j] = -1;
    relabel(s, lead);
  }
}

/**
 * The start of a member's turn (clause 5): one forced to miss it is left behind; one who chooses
 * to leave may move alone unless he already moved with the party this round; the others moved, or
 * will move, with their leader.
 */
function memberTurn(g: Game, p: Player): void {
  const s = partyState(g)!;
  const lead = s.party[p.seat];
  if (lead < 0) {
    // Carried through the Portal of Power by his leader's move this round: that was his move.
    if (s.movedRound[p.seat] === g.round && !outerOrMiddle(g, p.space)) g.landed = true;
    return;
  }
  if (p.missTurns > 0 || LEAVE_PARTY.ask(g, p, lead)) {
    leaveParty(g, p);
    if (s.movedRound[p.seat] === g.round) g.landed = true;
    return;
  }
  if (lead !== p.seat) innerMemberTurn(g, s, p);
}

/**
 * A member's turn in the party (he moves on his leader's move): no move of his own, except on the
 * Crown, where each turn is his own round of the final battle (clause 43) unless he arrived this
 * round; in the Inner Region one who has not completed his space's instructions (the Pits, Death)
 * cannot go on with the party: he is left behind (clause 5) and faces them on his own turn.
 */
function innerMemberTurn(g: Game, s: PartyState, p: Player): void {
  const carried = s.movedRound[p.seat] === g.round;
  if (p.space === g.topo.crown && !carried) return;
  if (g.topo.region[p.space] === 'inner' && !p.inner.done && !carried) {
    leaveParty(g, p);
    return;
  }
  g.landed = true;
}

/** The leader landed by his move: the party moves with him (clause 3), into the Inner Region too. */
function partyLands(g: Game, p: Player, space: number): void {
  const s = partyState(g)!;
  s.arrived = 1;
  s.order.length = 0;
  s.met = 0;
  if (s.party[p.seat] !== p.seat) return;
  const inner = !outerOrMiddle(g, space);
  for (const q of g.players) {
    if (q === p || s.party[q.seat] !== p.seat || !q.alive) continue;
    if (inner && !goesOn(g, p, q, space)) continue;
    if (carry(g, s, q, space)) s.arrived++;
  }
  if (inner && s.arrived > 1) offerTunnelsEffort(g, p, space);
}

/**
 * Member q comes onto `space` with his leader (clause 3), unless he is forced to miss a turn: then
 * "the character must be left behind" (clause 5) and he leaves the party. True when he came.
 */
function carry(g: Game, s: PartyState, q: Player, space: number): boolean {
  if (q.missTurns > 0) {
    leaveParty(g, q);
    return false;
  }
  moveWith(g, s, q, space);
  return true;
}

/** Member q is moved onto `space` by his leader's move (the party's, not his own: he stays in it). */
export function moveWith(g: Game, s: PartyState, q: Player, space: number): void {
  s.moving = true;
  if (q.space !== space) leaveSpace(g, q);
  s.moving = false;
  placeOn(g, q, space);
  // As for anyone moved onto a space (engine land()): a member carried into the Cursed Glade, his
  // Magic Objects' Craft gone, discards Spells down to the new limit (rulebook p.13) now.
  enforceLimits(g, q);
  s.movedRound[q.seat] = g.round;
}

/**
 * The leader reached the Portal of Power by the party's move (clause 3: the party moves as one): the
 * members come onto the Portal with him before he tries it (where they may join his Unified Effort,
 * clause 10: portal-effort.ts).
 */
function partyToPortal(g: Game, p: Player): void {
  const s = partyState(g)!;
  if (s.party[p.seat] !== p.seat || p.seat !== g.active) return;
  for (const q of g.players) if (q !== p && s.party[q.seat] === p.seat && q.alive) carry(g, s, q, g.topo.portal);
}

/**
 * The leader tried the Portal by the party's move: if he opened it, each member still on it then
 * tries it himself, his own roll ("everyone in a group would have to roll ... one at a time", clause
 * 7), and one who fails stays there, left behind (clause 5). Past it each meets the Inner Region
 * alone (clause 7), his move for this round made, so that those who crossed together go on side by side.
 */
function partyAtPortal(g: Game, p: Player, passed: boolean): void {
  const s = partyState(g)!;
  if (s.party[p.seat] !== p.seat || p.seat !== g.active) return;
  const portal = g.topo.portal;
  for (const q of g.players) {
    if (q === p || s.party[q.seat] !== p.seat || !q.alive) continue;
    if (q.space !== portal || !passed || q.toadTurns > 0) continue;
    // Opening it takes him off the Portal by the party's move, not out of the party (memberLeaves).
    s.moving = true;
    tryPortal(g, q);
    s.moving = false;
  }
}

const meeting = scratchList<Player>();

/**
 * After the leader's encounter: each member who arrived with him and has not met the space yet meets
 * it in turn (clause 7: "each member in the group then has to fight a separate fight against the
 * enemies ... until everyone is defeated once or somebody wins"; spaces that say "do something" are
 * done separately), in the fight order chosen (party-fights.ts), else in seat order.
 */
function membersEncounter(g: Game, p: Player, space: number): void {
  const s = partyState(g)!;
  if (s.arrived <= 1) return;
  s.arrived = 1;
  const turnOver = g.turnOver;
  meeting.length = 0;
  if (s.order.length > 0) for (const seat of s.order) meeting.push(g.players[seat]);
  else for (const q of g.players) meeting.push(q);
  for (const q of meeting) {
    if (q === p || (s.met & (1 << q.seat)) !== 0 || s.party[q.seat] !== p.seat || !q.alive || q.space !== space || g.ended) continue;
    g.turnOver = false;
    if (sharesEffort(g, s, p, q, space)) continue;
    meetSpace(g, q, space);
  }
  effortOver(s);
  g.turnOver = turnOver || g.ended;
}

/**
 * Member q meets the space his party landed on. The party drew once, for all (clause 6), so he
 * meets the cards without drawing again. The caller restores the turn's end.
 */
export function meetSpace(g: Game, q: Player, space: number): void {
  partyState(g)!.met |= 1 << q.seat;
  g.turnOver = false;
  // Clause 7: "the various inner region spaces, must be encountered separately".
  if (!outerOrMiddle(g, space)) innerEncounter(g, q);
  else if (g.spaces[space].draw > 0) resolveCards(g, q, space);
  else encounterSpace(g, q, space);
}

/** The mover may join a character he landed on (clause 26's "Join"), who must agree. */
function offerJoin(g: Game, p: Player, space: number): void {
  if (!p.alive || p.space !== space || !outerOrMiddle(g, space) || g.ended) return;
  const mine = partyOf(g, p);
  if (mine >= 0 && mine !== p.seat) return;
  for (const q of g.players) {
    if (q === p || !q.alive || q.space !== space) continue;
    const theirs = partyOf(g, q);
    if (theirs >= 0 && theirs === partyOf(g, p)) continue;
    const head = theirs >= 0 ? g.players[theirs] : q;
    if (JOIN_PARTY.ask(g, p, q.seat) && JOIN_PARTY.ask(g, head, p.seat)) joinParties(g, p, q);
  }
}

/**
 * A member taken off the space by anything but the party's move (a quest's return, a teleport on
 * another's turn) goes alone: he is out of the party. The leader moving on his turn keeps it.
 */
function memberLeaves(g: Game, p: Player): void {
  const s = partyState(g)!;
  const lead = s.party[p.seat];
  if (lead < 0 || s.moving || (lead === p.seat && g.active === p.seat)) return;
  leaveParty(g, p);
}

/** Clause 5: "can only move as fast (or as slow) as the slowest member" (a Toad, the Poltergeist). */
function slowestMember(g: Game, p: Player): boolean {
  const s = partyState(g);
  if (!s || s.party[p.seat] !== p.seat) return false;
  for (const q of g.players) {
    if (q !== p && s.party[q.seat] === p.seat && (q.toadTurns > 0 || hasAbility(g, q, ONE_STEP))) return true;
  }
  return false;
}

export const parties = part({
  id: 'upgrade-parties',
  desc: 'Upgrade parties (clauses 2-3, 5, 7): characters on one space may join and move as one, each member meeting the space in turn.',
  ...switchedBy(PARTIES),
  apply: (r) => withSteps(withHooks(withState(r, PARTY_STATE, newParties), {
      turnStart: memberTurn,
      landed: partyLands,
      portalReached: partyToPortal,
      portalTried: partyAtPortal,
      encountered: (g, p, space) => {
        membersEncounter(g, p, space);
        offerJoin(g, p, space);
      },
      turnEnd: (g) => reconcileParties(g),
      leaveSpace: memberLeaves,
      characterKilled: (g) => reconcileParties(g),
    }), {
    movesOneSpace: (prior) => (g, p) => prior(g, p) || slowestMember(g, p),
    mayEncounter: () => (g, p, q) => partyOf(g, p) < 0 || partyOf(g, p) !== partyOf(g, q),
    tunnelsAttribute: () => effortAttribute,
  }),
});
