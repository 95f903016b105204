// Talisman Upgrade clause 28 (seed 002): "An Ambush occurs when a character is landed on & additional
// enemy cards are either in the space, or are drawn": a character there may add his Strength or Craft
// to the Enemies "in all combats that the enemy would normally fight" against the party landing.
import {
  scratchList, ABILITY_INDEX, attackValue, countEvent, discardCard, eventId, hasAbility, yesNoQuestion, type Foe, type Game, type Player,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks } from '../module.ts';
import { partyOf } from './party-state.ts';
import { inEffort } from './unified.ts';
import { characterShare, charactersPlaced, foughtWithEnemies } from './face-offs.ts';
import { switchOption, switchedBy, type UpgradePart } from './part.ts';

/** Clause 28: add my Strength or Craft to the Enemies fighting the character (the detail: his seat) who landed on my space? */
export const JOIN_AMBUSH = yesNoQuestion({ id: 'ambush' });

/** An ambush effort's fight: the Enemies' value with the ambusher's ability, the seat they fight, and its kind. */
export interface AmbushFight {
  value: number;
  fought: number;
  psychic: boolean;
}

/** Clause 28 (an ambusher's Unified Effort): call the other characters here to add theirs too, for a Magic Object? Those called answer JOIN_AMBUSH. */
export const AMBUSH_EFFORT = yesNoQuestion<AmbushFight>({
  id: 'ambush-effort',
  record: () => ({ value: 0, fought: -1, psychic: false }),
});

const ID = 'upgrade-ambush';
const AMBUSH = switchOption('ambushes', 'characters landed on may add their Strength or Craft to the Enemies fighting the party landing (clause 28)', BOOLEAN);
const PSYCHIC = ABILITY_INDEX['psychic-attack'];
const EFFORT = eventId('upgrade.ambush-effort');

/**
 * This turn's ambushers: the seat adding his Strength, and the one adding his Craft (-1: none yet);
 * the seats (bits) that have added Strength, and Craft, in an ambusher's Unified Effort this turn.
 */
interface State {
  turn: number;
  strengthBy: number;
  craftBy: number;
  strengthSeats: number;
  craftSeats: number;
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
  if (q.seat === (foe.psychic ? s.strengthBy : s.craftBy)) return false;
  // "A character who participates in a Unified Effort to increase the enemy strength cannot also contribute to their craft in the same combat."
  return ((foe.psychic ? s.strengthSeats : s.craftSeats) & (1 << q.seat)) === 0;
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
    s = { turn: g.turn, strengthBy: -1, craftBy: -1, strengthSeats: 0, craftSeats: 0 };
    g.ruleState[ID] = s;
  }
  if (charactersPlaced(g)) return placedAmbush(g, p, foe, s);
  ambushAlone(g, p, foe, s);
}

/** The ambush of clause 28 as one defender's: the first who agrees adds his ability; he may call an effort (`ambushEffort`). */
function ambushAlone(g: Game, p: Player, foe: Foe, s: State): void {
  let by = foe.psychic ? s.craftBy : s.strengthBy;
  if (by < 0 || !mayAmbush(g, p, g.players[by], foe, s)) {
    by = -1;
    for (const q of g.players) {
      if (!mayAmbush(g, p, q, foe, s) || !JOIN_AMBUSH.ask(g, q, p.seat)) continue;
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
  ambushEffort(g, p, g.players[by], foe, s);
}

const callers = scratchList<Player>();

/**
 * "Only one defender's abilities may be added to the enemy combat score unless a Unified effort is
 * made": the ambusher `by` may call one ('ambush-effort'), the other characters here who may ambush
 * p (seat order) each saying whether they add their ability too ('ambush', as for an ambush); with
 * one who does and a Magic Object among them, one is destroyed (by's choice, clause 10) and theirs
 * add to the Enemies' in this fight ("one magic item ... for each such attempt"). Those who add their
 * Strength cannot add their Craft this turn, nor the reverse. Ambushers risk nothing (row 28's reading).
 */
function ambushEffort(g: Game, p: Player, by: Player, foe: Foe, s: State): void {
  callers.length = 0;
  for (const q of g.players) if (q !== by && mayAmbush(g, p, q, foe, s)) callers.push(q);
  if (callers.length === 0 || !magicObjectAmong(g, by, callers)) return;
  const fight = AMBUSH_EFFORT.record(g);
  fight.value = foe.value;
  fight.fought = p.seat;
  fight.psychic = foe.psychic;
  if (!AMBUSH_EFFORT.ask(g, by, fight)) return;
  let kept = 0;
  for (const q of callers) if (JOIN_AMBUSH.ask(g, q, p.seat)) callers[kept++] = q;
  callers.length = kept;
  if (kept === 0 || !magicObjectAmong(g, by, callers)) return;
  const o = g.options('drop', by);
  pushMagicObjects(g, by, o);
  for (const q of callers) pushMagicObjects(g, q, o);
  const card = g.decide();
  discardCard(g, by.objects.includes(card) ? by : callers.find((q) => q.objects.includes(card))!, card);
  let add = 0;
  let seats = 1 << by.seat;
  for (const q of callers) {
    add += attackValue(g, q, foe.psychic, null);
    seats |= 1 << q.seat;
  }
  foe.value += add;
  if (foe.psychic) s.craftSeats |= seats;
  else s.strengthSeats |= seats;
  countEvent(g, EFFORT, by);
  if (g.log.on) g.say(`  ${callers.map((q) => g.name(q)).join(', ')} join ${g.name(by)}'s ambush in a Unified Effort: +${add} (Upgrade 28)`);
}

/** Does `by` or one of `others` hold a Magic Object? */
function magicObjectAmong(g: Game, by: Player, others: readonly Player[]): boolean {
  if (holdsMagicObject(g, by)) return true;
  for (const q of others) if (holdsMagicObject(g, q)) return true;
  return false;
}

function holdsMagicObject(g: Game, q: Player): boolean {
  for (const c of q.objects) if (g.cardDef[c].kind === 'magic-object') return true;
  return false;
}

function pushMagicObjects(g: Game, q: Player, out: number[]): void {
  for (const c of q.objects) if (g.cardDef[c].kind === 'magic-object') out.push(c);
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
      g.ruleState[ID] = { turn: -1, strengthBy: -1, craftBy: -1, strengthSeats: 0, craftSeats: 0 } satisfies State;
    },
    enemiesAttack: ambush,
  }),
};
