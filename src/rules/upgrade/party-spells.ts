// Talisman Upgrade clause 13 (seed 002): "Friendly non-combat spells ... that would normally be cast
// on oneself may be applied to all in the character's party at the time": Teleport, Magic Shell,
// Restoration, Temporal Warp. This base game has Teleport and Temporal Warp (reference 4).
import { type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { partyOf } from './party-state.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';

const PARTY_SPELLS = switchOption('partySpells', 'a Temporal Warp cast by a party member gives every member there three turns in a row (clause 13)', BOOLEAN);

/**
 * Temporal Warp ("Take 3 turns in a row"): every other member of the caster's party on his space
 * takes three turns in a row too, his next turn and two more (those whose seat comes later this
 * round take them now, the others at their next turn). Teleport needs nothing here: the party
 * moves on its leader's move, whatever moves him (parties.ts partyLands), so his Teleport
 * "transports all members of his party"; a member who is not the leader has no move to replace.
 */
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

export const partySpells: UpgradePart = {
  id: 'upgrade-party-spells',
  desc: 'Upgrade party Spells (clause 13): a Temporal Warp cast by a party member gives every member three turns in a row.',
  ...switchedBy(PARTY_SPELLS),
  apply: (r) => withHooks(r, { spellCast: warpParty }),
};
