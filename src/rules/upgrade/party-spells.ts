// Talisman Upgrade clause 13 (seed 002): "Friendly non-combat spells ... that would normally be cast
// on oneself may be applied to all in the character's party at the time": Teleport, Magic Shell,
// Restoration, Temporal Warp. This base game has Teleport and Temporal Warp (reference 4).
import { StateSlot, CAST, offerSpells, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withHooks, withState } from '../module.ts';
import { partyOf } from './party-state.ts';
import { part, switchOption, switchedBy } from './part.ts';
import { outerOrMiddle } from './spaces.ts';

const ID = 'upgrade-party-spells';
const PARTY_SPELLS = switchOption('partySpells', "a Temporal Warp or a Teleport cast by a party member acts on every member there (clause 13)", BOOLEAN);
const INSTEAD_OF_MOVE = CAST['instead-of-move'];

/** The leader's seat while the members are offered a Teleport for his party's move, else -1. */
interface State {
  forParty: number;
}

/**
 * Temporal Warp ("Take 3 turns in a row"): every other member of the caster's party on his space
 * takes three turns in a row too, his next turn and two more (those whose seat comes later this
 * round take them now, the others at their next turn). Teleport: `partyTeleport`.
 */
const STATE = new StateSlot<State>(ID);

function warpParty(g: Game, p: Player, card: number): void {
  if (g.cardDef[card].id !== 'temporal-warp') return;
  const lead = partyOf(g, p);
  if (lead < 0) return;
  for (const q of g.players) {
    if (q === p || !q.alive || partyOf(g, q) !== lead || q.space !== p.space) continue;
    q.extraTurns += 2;
    if (g.log.on) g.say(`  ${g.name(q)} takes three turns in a row with his party (Upgrade 13)`);
  }
}

/**
 * Teleport ("a wizard casting teleport may transport all members of his party to any space in the
 * region"): the party moves on its leader's move (clause 3, parties.ts partyLands), so his own
 * Teleport carries it. When he has cast none instead of the party's move, each other member on his
 * space in seat order may cast his own instead of it (the 'cast' decision of that window, his to
 * make); the one cast moves the leader (`teleported`), whose move carries the party, caster included.
 */
function partyTeleport(g: Game, p: Player): void {
  if (partyOf(g, p) !== p.seat || !outerOrMiddle(g, p.space)) return;
  const s = STATE.of(g);
  for (const q of g.players) {
    if (q === p || !q.alive || partyOf(g, q) !== p.seat || q.space !== p.space) continue;
    s.forParty = p.seat;
    offerSpells(g, q, INSTEAD_OF_MOVE);
    s.forParty = -1;
    if (g.landed || g.turnOver) return;
  }
}

/** The step teleported: a member's Teleport cast for the party's move moves its leader. */
function teleported(g: Game, p: Player): Player {
  const s = STATE.maybe(g);
  if (s === undefined || s.forParty < 0 || partyOf(g, p) !== s.forParty) return p;
  if (g.log.on) g.say(`  ${g.name(p)}'s Teleport carries his party (Upgrade 13)`);
  return g.players[s.forParty];
}

export const partySpells = part({
  id: ID,
  desc: 'Upgrade party Spells (clause 13): a Temporal Warp cast by a party member gives every member three turns in a row; a member\'s Teleport carries the party.',
  ...switchedBy(PARTY_SPELLS),
  apply: (r) => withHooks(withState(withSteps(r, { whoMoves: () => teleported }), STATE, () => ({ forParty: -1 })), {
    spellCast: warpParty,
    beforeMove: partyTeleport,
  }),
});
