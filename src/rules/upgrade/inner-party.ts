// Talisman Upgrade clauses 3, 5 and 7 in the Inner Region (seed 002): a party crosses it as one, on
// its leader's move, but "the various inner region spaces must be encountered separately unless a
// Unified Effort is being conducted": each member meets each space himself, and "any fights or
// other results (teleporting ...) affect only the person entering". On the Crypt and the Mines the
// party may instead make one roll against its Strength or Craft combined, for a Magic Object (clause 10).
import {
  discardCard, land, resetInner, strength, craft, countTrait, traitBit, type Game, type Player,
} from '../../engine/index.ts';
import { UNIFIED_EFFORT, effortsAllowed } from './unified.ts';
import { leaveParty, partyState, type PartyState } from './party-state.ts';

const TALISMAN = traitBit('talisman');
/** The value a tunnels roll (3d6) is made against on average: an effort is asked when one's own is lower. */
const TUNNELS_MEAN = 11;

/**
 * May member q go on with his leader p onto Inner space `space` (or the Crown)? Only once he has
 * completed his own space's instructions (the Pits' fiends, Death's dice: rulebook p.20), and into
 * the Valley of Fire only with a Talisman of his own (clauses 18, 33). Otherwise he is left behind
 * (clause 5: "the character must be left behind") and leaves the party. From the Plain of Peril he
 * takes his leader's route.
 */
export function goesOn(g: Game, p: Player, q: Player, space: number): boolean {
  const fromPlain = q.space === g.topo.plain;
  const done = fromPlain || (q.inner.done && !q.inner.turningBack);
  if (!done || (g.spaces[space].requiresTalisman && countTrait(q, TALISMAN) === 0)) {
    leaveParty(g, q);
    return false;
  }
  if (fromPlain) resetInner(q);
  q.inner.route = p.inner.route;
  return true;
}

/** Is `space` the Crypt (Strength) or the Mines (Craft): 1 the Crypt, 2 the Mines, else 0? */
function tunnels(g: Game, space: number): number {
  const id = g.spaces[space].id;
  return id === 'crypt' ? 1 : id === 'mines' ? 2 : 0;
}

/**
 * The party landed on the Crypt or the Mines with its leader p: he may call a Unified Effort
 * ('unified-effort' against the roll's mean, psychic on the Mines' Craft); each member there says
 * whether he joins; with a Magic Object among them (p's choice) it is destroyed and p's one roll is
 * made against their Strength (Crypt) or Craft (Mines) together (rules step tunnelsAttribute).
 */
export function offerTunnelsEffort(g: Game, p: Player, space: number): void {
  const s = partyState(g)!;
  s.effortBy = -1;
  const kind = tunnels(g, space);
  if (kind === 0 || !effortsAllowed(g)) return;
  const fight = UNIFIED_EFFORT.record(g);
  fight.value = TUNNELS_MEAN;
  fight.psychic = kind === 2;
  if (!UNIFIED_EFFORT.ask(g, p, fight)) return;
  let seats = 1 << p.seat;
  for (const q of g.players) {
    if (q !== p && s.party[q.seat] === p.seat && q.alive && q.space === space && q.toadTurns === 0 && UNIFIED_EFFORT.ask(g, q, fight)) seats |= 1 << q.seat;
  }
  if (seats === 1 << p.seat) return;
  const o = g.options('drop', p);
  for (const q of g.players) if ((seats & (1 << q.seat)) !== 0) for (const c of q.objects) if (g.cardDef[c].kind === 'magic-object') o.push(c);
  if (o.length === 0) return;
  const card = g.decide();
  discardCard(g, g.players.find((q) => q.objects.includes(card))!, card);
  s.effortBy = p.seat;
  s.effortSeats = seats;
  if (g.log.on) g.say(`  ${g.name(p)}'s party meets the ${g.spaces[space].name} as one in a Unified Effort (Upgrade 7, 10)`);
}

/** Rules step tunnelsAttribute: the effort's roller rolls against the participants' attribute together. */
export function effortAttribute(g: Game, p: Player, attribute: number): number {
  const s = partyState(g);
  if (!s || s.effortBy !== p.seat) return attribute;
  const mines = tunnels(g, p.space) === 2;
  let sum = attribute;
  for (const q of g.players) if (q !== p && (s.effortSeats & (1 << q.seat)) !== 0 && q.alive) sum += mines ? craft(g, q) : strength(g, q);
  return sum;
}

/**
 * After the effort's roll the others share its result: through (their instructions completed) or
 * sent with the roller where the tunnels led him, carried by the party's move. True for a member
 * whose encounter the effort made.
 */
export function sharesEffort(g: Game, s: PartyState, p: Player, q: Player, space: number): boolean {
  if (s.effortBy !== p.seat || (s.effortSeats & (1 << q.seat)) === 0) return false;
  if (p.space === space) {
    q.inner.done = p.inner.done;
    return true;
  }
  s.moving = true;
  land(g, q, p.space);
  s.moving = false;
  return true;
}

/** The effort is over once every member has met the space. */
export function effortOver(s: PartyState): void {
  s.effortBy = -1;
  s.effortSeats = 0;
}
