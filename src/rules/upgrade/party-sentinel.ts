// Talisman Upgrade clauses 3, 7 and 10 at the Sentinel's bridge (seed 002; rulebook p.17): a party
// crosses as one (clause 3: "occupy the same space and move as one unit"), so the Sentinel who attacks
// the one crossing meets the party. Clause 7 is how a group meets a foe: "each member in the group then
// has to fight a separate fight ... If the first player loses the fight, the second player must fight,
// and so on until everyone is defeated once or somebody wins. If at any point there is a tie, the
// strength combat ends"; "players are able to choose the order in which they fight, and therefore
// the stronger and healthier characters would be able to defend the weaker ones"; and clause 10:
// "Unified efforts may be used in ordinary combat".
import {
  StateSlot, scratchList, countEvent, eventId, EVADED, LOSE, STANDOFF, WIN,
  type FightResult, type Foe, type Game, type Player, type View,
} from '../../engine/index.ts';
import { oneOfRule } from '../../fields/field-rules.ts';
import { option, withSteps, withState } from '../module.ts';
import { part } from './part.ts';
import { partyState, type PartyState } from './party-state.ts';
import { orderFighters } from './party-fights.ts';
import { moveWith } from './parties.ts';
import { callEffort, inEffort, shareLoss } from './unified.ts';

export const SENTINEL_PARTY = ['in-turn', 'leader'] as const;

/**
 * Who of a party crossing the bridge inward fights the Sentinel. The text names no guard of a
 * bridge; it gives a group's fights (clause 7) and the party's one move (clause 3). `in-turn`
 * (default): clause 7 read for him as for any foe the party meets, the members in the order the
 * party chooses ('fight-order', its leader speaking for it), each able to call a Unified Effort
 * with the others (clause 10), until one wins (the party crosses) or ties (it stops) or all are
 * beaten once. `leader`: only the one who moves fights him, and the party crosses if he wins.
 */
const WHO = option('sentinelParty', oneOfRule(SENTINEL_PARTY), 'in-turn',
  "who of a party crossing the Sentinel's bridge fights him: in-turn (clause 7: the members in the party's order, each with a Unified Effort open, until one wins) or leader (the one who moves)");

const CROSSED = eventId('upgrade.party-sentinel');
const STATE = new StateSlot<boolean>('upgrade-party-sentinel');

/** Does a party meet the Sentinel in turn (clause 7) in this game? The players may know. */
export function partyMeetsSentinel(v: View): boolean {
  return v.state(STATE) === true;
}

const fighters = scratchList<Player>();

/**
 * The members of p's party who come with his move (the party keeps to one space; clause 5: not one
 * forced to miss a turn, who is left behind), p first.
 */
function crossing(g: Game, s: PartyState, p: Player): Player[] {
  fighters.length = 0;
  fighters.push(p);
  for (const q of g.players) if (q !== p && s.party[q.seat] === p.seat && q.alive && q.missTurns === 0) fighters.push(q);
  return fighters;
}

/**
 * The step guardFought for a party's leader crossing by his own move: the party fights the Sentinel
 * in turn. A partner of a lost effort has been "defeated once" and fights no more; the leader killed
 * ends the move (he carries the party).
 */
function partyFightsGuard(prior: (g: Game, p: Player, foe: Foe) => FightResult) {
  return (g: Game, p: Player, foe: Foe): FightResult => {
    const s = partyState(g);
    if (s === undefined || s.party[p.seat] !== p.seat || g.active !== p.seat) return prior(g, p, foe);
    const order = crossing(g, s, p);
    if (order.length < 2) return prior(g, p, foe);
    const { value, name } = foe;
    // They come onto the Sentinel with him (clause 3: the party moves as one).
    for (let i = 1; i < order.length; i++) moveWith(g, s, order[i], p.space);
    orderFighters(g, p, order, value, false);
    countEvent(g, CROSSED, p);
    if (g.log.on) g.say(`  the party meets the Sentinel in this order: ${order.map((q) => g.name(q)).join(', ')} (Upgrade 7)`);
    let beaten = 0;
    for (const q of order) {
      if (!q.alive || (beaten & (1 << q.seat)) !== 0) continue;
      const f = foe.reset(false, value, name);
      f.attacking = true;
      f.betweenRegions = true;
      callEffort(g, q, f);
      for (const r of order) if (inEffort(g, r)) beaten |= 1 << r.seat;
      const result = prior(g, q, f);
      shareLoss(g, q, f, p.space, result);
      if (!p.alive) return LOSE;
      if (result === WIN || result === EVADED || result === STANDOFF) return result;
    }
    return LOSE;
  };
}

export const partySentinel = part({
  id: 'upgrade-party-sentinel',
  desc: 'Upgrade party at the Sentinel (clauses 3, 7, 10): a party crossing the bridge meets the Sentinel member by member, in its chosen order.',
  options: [WHO],
  // A party's fights need parties and their fight order (party-fights.ts).
  enabled: (u) => u.sentinelParty === 'in-turn' && u.parties === true && u.partyFights === true,
  apply: (r) => withState(withSteps(r, { guardFought: partyFightsGuard }), STATE, () => true),
});
