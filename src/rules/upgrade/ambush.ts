// Talisman Upgrade clause 28 (seed 002): "An Ambush occurs when a character is landed on & additional
// enemy cards are either in the space, or are drawn": a character there may add his Strength or Craft
// to the Enemies "in all combats that the enemy would normally fight" against the party landing.
import { ABILITY_INDEX, attackValue, hasAbility, type Foe, type Game, type Player } from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { partyOf } from './party-state.ts';
import { inEffort } from './unified.ts';
import { characterShare, charactersPlaced, foughtWithEnemies } from './face-offs.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';

const ID = 'upgrade-ambush';
const AMBUSH = switchOption('ambushes', 'characters landed on may add their Strength or Craft to the Enemies fighting the party landing (clause 28)', BOOLEAN);
const PSYCHIC = ABILITY_INDEX['psychic-attack'];

/** This turn's ambushers: the seat adding his Strength, and the one adding his Craft (-1: none yet). */
interface State {
  turn: number;
  strengthBy: number;
  craftBy: number;
}

/** Is p one of the party landing this turn: the mover or a member of his party? */
function landing(g: Game, p: Player): boolean {
  if (p.seat === g.active) return true;
  const lead = partyOf(g, p);
  return lead >= 0 && lead === partyOf(g, g.players[g.active]);
}

/**
 * May q ambush p with this fight's ability? Alive on the space, not a Toad, not of p's party, not in
 * p's Unified Effort; for a spirit's psychic combat only one who "can Make Psychic Combat"; and not
 * the one already adding the other ability ("only strength or craft, (but not both)").
 */
function mayAmbush(g: Game, p: Player, q: Player, foe: Foe, s: State): boolean {
  if (q === p || !q.alive || q.space !== p.space || q.toadTurns > 0 || !g.rules.mayEncounter(g, p, q) || inEffort(g, q)) return false;
  if (foe.psychic && !hasAbility(g, q, PSYCHIC)) return false;
  return q.seat !== (foe.psychic ? s.strengthBy : s.craftBy);
}

/**
 * The enemiesAttack site: Enemies fighting one of the party landing. The first character there (seat
 * order) who may and agrees ('ambush') adds his Strength with Weapons (battle) or Craft (psychic
 * combat) to the Enemies; he then does so in every fight of that kind this turn ("since an enemy
 * would normally encounter every character in the attacking party ... the ambushing characters do
 * also"); "only one defender's abilities may be added" to a fight. Ambushers risk nothing (the
 * clause names no loss for them).
 */
function ambush(g: Game, p: Player, foe: Foe): void {
  if (!p.alive || !landing(g, p)) return;
  let s = g.ruleState[ID] as State;
  if (s.turn !== g.turn) {
    s = { turn: g.turn, strengthBy: -1, craftBy: -1 };
    g.ruleState[ID] = s;
  }
  if (charactersPlaced(g)) return placedAmbush(g, p, foe, s);
  let by = foe.psychic ? s.craftBy : s.strengthBy;
  if (by < 0 || !mayAmbush(g, p, g.players[by], foe, s)) {
    by = -1;
    for (const q of g.players) {
      if (!mayAmbush(g, p, q, foe, s) || !g.question(q, 'ambush', p.seat)) continue;
      by = q.seat;
      break;
    }
    if (by < 0) return;
    if (foe.psychic) s.craftBy = by;
    else s.strengthBy = by;
  }
  const add = attackValue(g, g.players[by], foe.psychic, null);
  foe.value += add;
  if (g.log.on) g.say(`  ${g.name(g.players[by])} ambushes ${g.name(p)} with the Enemies: +${add} (Upgrade 28)`);
}

/**
 * An ambush faced off as one (face-offs.ts: "The attacking party may decide how to place all
 * opponents during a face-off"): only a character placed in p's own share joins the Enemies p
 * fights ("one attacker takes on one or more defenders in a single combat"), the first of them in
 * seat order who may ("only one defender's abilities may be added"); he is taken on with them and
 * not attacked again after the cards. Characters of another's share add nothing to p's fight.
 */
function placedAmbush(g: Game, p: Player, foe: Foe, s: State): void {
  for (const q of g.players) {
    if (characterShare(g, q) !== p.seat || !mayAmbush(g, p, q, foe, s)) continue;
    const add = attackValue(g, q, foe.psychic, null);
    foe.value += add;
    foughtWithEnemies(g, q);
    if (g.log.on) g.say(`  ${g.name(p)} takes on ${g.name(q)} with the Enemies of his share: +${add} (Upgrade 28-29)`);
    return;
  }
}

export const ambushes: UpgradePart = {
  id: ID,
  desc: 'Upgrade ambushes (clause 28): a character landed on may add his Strength or Craft to the Enemies fighting the party landing.',
  ...switchedBy(AMBUSH),
  apply: (r) => withHooks(r, {
    gameStart: (g) => {
      g.ruleState[ID] = { turn: -1, strengthBy: -1, craftBy: -1 } satisfies State;
    },
    enemiesAttack: ambush,
  }),
};
