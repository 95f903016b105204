// Talisman Upgrade's per-game party state (clauses 2-3, 5): each seat's party, named by its leader's
// seat (-1: travelling alone), kept in its state slot. Other parts ask who travels with a character here.
import { StateSlot, type Game, type Player, type View } from '../../engine/index.ts';

export interface PartyState {
  /** Per seat: the leader's seat of the party he belongs to, or -1 when alone. */
  party: Int8Array;
  /** How many characters arrived together with the present move (clause 6's draw). */
  arrived: number;
  /** The largest party formed so far this game (for the per-game record). */
  largest: number;
  /** Per seat: the round in which he last moved with his party's leader (he moves once a round). */
  movedRound: Int32Array;
  /** True while the leader's move carries the members along (their leaveSpace is the party's). */
  moving: boolean;
  /** The fight order chosen for the present move's meeting of the space (clause 7; empty: seat order). */
  order: number[];
  /** Seats (bits) that have met the space of the present move already. */
  met: number;
  /** The seat who rolls for his party's Unified Effort on the Crypt or the Mines (clause 7), or -1. */
  effortBy: number;
  /** The seats taking part in that effort, the roller included (bits). */
  effortSeats: number;
}

export const PARTY_STATE = new StateSlot<PartyState>('upgrade-parties');

export function newParties(g: Game): PartyState {
  const n = g.players.length;
  return { party: new Int8Array(n).fill(-1), arrived: 1, largest: 1, movedRound: new Int32Array(n).fill(-1), moving: false, order: [], met: 0, effortBy: -1, effortSeats: 0 };
}

export function partyState(g: Game): PartyState | undefined {
  return PARTY_STATE.maybe(g);
}

/** The leader seat of the seat's party as its player sees it (parties are face up), or -1 alone or with parties off. */
export function partyOfSeat(v: View, seat = v.seat): number {
  const s = v.state(PARTY_STATE);
  return s ? s.party[seat] : -1;
}

/** The leader seat of p's party, or -1 when he travels alone (or parties are off). */
export function partyOf(g: Game, p: Player): number {
  const s = partyState(g);
  return s ? s.party[p.seat] : -1;
}

/** The members of p's party in seat order (p alone when he has none), into `out`. */
export function membersOf(g: Game, p: Player, out: Player[]): Player[] {
  out.length = 0;
  const lead = partyOf(g, p);
  if (lead < 0) {
    out.push(p);
    return out;
  }
  const s = partyState(g)!;
  for (const q of g.players) if (s.party[q.seat] === lead) out.push(q);
  return out;
}

/** The size of p's party (1 alone). */
export function partySize(g: Game, p: Player): number {
  const lead = partyOf(g, p);
  if (lead < 0) return 1;
  const s = partyState(g)!;
  let n = 0;
  for (let i = 0; i < s.party.length; i++) if (s.party[i] === lead) n++;
  return n;
}

/** How many characters arrived on the space with the present move (1 alone; parties.ts sets it). */
export function arrivedTogether(g: Game): number {
  return partyState(g)?.arrived ?? 1;
}

/** p leaves his party; the rest keep together under their lowest seat, or part if one is left. */
export function leaveParty(g: Game, p: Player): void {
  const s = partyState(g)!;
  const lead = s.party[p.seat];
  if (lead < 0) return;
  s.party[p.seat] = -1;
  if (g.log.on) g.say(`  ${g.name(p)} leaves his party`);
  relabel(s, lead);
}

/** The members still labelled `lead`: under their lowest seat, or none if only one is left. */
export function relabel(s: PartyState, lead: number): void {
  let first = -1;
  let n = 0;
  for (let i = 0; i < s.party.length; i++) {
    if (s.party[i] !== lead) continue;
    if (first < 0) first = i;
    n++;
  }
  for (let i = 0; i < s.party.length; i++) if (s.party[i] === lead) s.party[i] = n > 1 ? first : -1;
}
