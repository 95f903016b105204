// Talisman Upgrade clause 10 (seed 002): a Unified Effort in ordinary combat: "If 2 or more characters
// are on the same space, they can combine their ability scores ... One magic item of the characters'
// choice must be destroyed for each such attempt ... Any points lost ... are multiplied by the number
// of participants and divided evenly among them." Acts at the enemiesAttack and enemiesFought sites.
import {
  StateSlot, scratchList, attackValue, discardCard, loseFight, LOSE, yesNoQuestion, type Foe, type FightResult, type Game, type Player, type YesNoQuestion,
} from '../../engine/index.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withSteps, withHooks, withState } from '../module.ts';
import { part, switchOption, switchedBy } from './part.ts';
import { joinSegment, sameSegment } from './face-offs.ts';

/** What a Unified Effort against Enemies, a dragon or the Tunnels is made for: the value to beat and its kind. */
export interface EffortFight {
  value: number;
  psychic: boolean;
}

/** Clause 10: call, or join, a Unified Effort against the fight of the detail? */
export const UNIFIED_EFFORT = yesNoQuestion<EffortFight>({
  id: 'unified-effort',
  record: () => ({ value: 0, psychic: false }),
});

const ID = 'upgrade-unified';
const UNIFIED = switchOption('unifiedEfforts', 'characters on one space may combine their Strength or Craft against Enemies for a Magic Object (clause 10)', BOOLEAN);

/**
 * The seats joined in the fight under way (empty: none), and the partners of an effort lost this
 * turn with the Enemies it was lost to: each has been "defeated once" by them (clause 7) and does
 * not fight them again this turn.
 */
interface State {
  joined: number[];
  beatenTurn: number;
  beatenSeats: number;
  beatenBy: number[];
}

/** Has q joined the Unified Effort of the fight under way (false when the part is off)? */
export function inEffort(g: Game, q: Player): boolean {
  const s = STATE.maybe(g);
  return s !== undefined && s.joined.includes(q.seat);
}

/** Living characters on p's space other than p who are not Toads (a Toad has no ability to lend, p.16), into `out` (emptied first). */
export function others(g: Game, p: Player, out: Player[]): void {
  out.length = 0;
  for (const q of g.players) if (q !== p && q.alive && q.space === p.space && q.toadTurns === 0) out.push(q);
}

/** The Magic Objects the participants could destroy, as a 'drop' decision's options (p chooses). */
function magicObjects(g: Game, p: Player, joined: readonly Player[]): number {
  const o = g.options('drop', p);
  for (const q of [p, ...joined]) for (const c of q.objects) if (g.cardDef[c].kind === 'magic-object') o.push(c);
  return o.length;
}

const partners = scratchList<Player>();

/**
 * The call of a Unified Effort, whatever it is for: p asks `question` (with `detail`), each other
 * character on the space then says whether he joins (the same question: the reading is that a
 * character's ability is his to lend), but for the seats in `barred` (bits: those on the other
 * side of a fight between characters). With a partner and a Magic Object among them, one is
 * destroyed (p's choice) and the partners are recorded as joined. True if the effort is made.
 */
export function unite<D>(g: Game, p: Player, question: YesNoQuestion<D>, detail: D, barred = 0): boolean {
  const s = STATE.maybe(g);
  if (s === undefined) return false;
  s.joined.length = 0;
  if (!p.alive) return false;
  others(g, p, partners);
  let kept = 0;
  for (const q of partners) if ((barred & (1 << q.seat)) === 0 && sameSegment(g, p, q)) partners[kept++] = q;
  partners.length = kept;
  if (partners.length === 0 || !question.ask(g, p, detail)) return false;
  const joined = partners.filter((q) => question.ask(g, q, detail));
  if (joined.length === 0 || magicObjects(g, p, joined) === 0) return false;
  const card = g.decide();
  const holder = [p, ...joined].find((q) => q.objects.includes(card))!;
  discardCard(g, holder, card);
  for (const q of joined) {
    s.joined.push(q.seat);
    joinSegment(g, p, q);
  }
  return true;
}

/** The partners of the effort just made (none when it was not), into `out`. */
export function partnersOf(g: Game, out: Player[]): Player[] {
  out.length = 0;
  const s = STATE.maybe(g);
  if (s !== undefined) for (const seat of s.joined) out.push(g.players[seat]);
  return out;
}

/** The effort is over: each partner still alive loses what p lost (`lose`), if he lost (clause 10's sharing). */
export function endEffort(g: Game, lost: boolean, lose: (g: Game, q: Player) => void): void {
  const s = STATE.maybe(g);
  if (s === undefined || s.joined.length === 0) return;
  if (lost) for (const seat of s.joined) if (g.players[seat].alive) lose(g, g.players[seat]);
  s.joined.length = 0;
}

/** The effort just made is its caller's to settle (character-efforts.ts): no one is recorded as joined now. */
export function forgetEffort(g: Game): void {
  const s = STATE.maybe(g);
  if (s !== undefined) s.joined.length = 0;
}

/**
 * Before Enemies attack p (and before each fight with a dragon on the Crown: finale.ts, a no-op
 * when this part is off): he may call a Unified Effort ('unified-effort', detail: the Enemies'
 * value * 2 + 1 if psychic). The partners' Strength with Weapons (battle) or Craft (psychic combat)
 * add to p's score.
 */
export function callEffort(g: Game, p: Player, foe: Foe): void {
  callEffortBarring(g, p, foe, 0);
}

/** callEffort, no one of the seats in `barred` (bits) joining (on the Crown: the King's side). */
export function callEffortBarring(g: Game, p: Player, foe: Foe, barred: number): void {
  const fight = UNIFIED_EFFORT.record(g);
  fight.value = foe.value;
  fight.psychic = foe.psychic;
  if (!unite(g, p, UNIFIED_EFFORT, fight, barred)) return;
  let add = 0;
  for (const q of partnersOf(g, joinedNow)) add += attackValue(g, q, foe.psychic, foe);
  foe.heroRollBonus += add;
  if (g.log.on) g.say(`  ${joinedNow.map((q) => g.name(q)).join(', ')} join ${g.name(p)} in a Unified Effort: +${add} (Upgrade 10)`);
}
const joinedNow = scratchList<Player>();

/**
 * A lost Unified Effort: the life lost is multiplied by the participants and divided evenly: one
 * each. The partners have then been defeated once by these Enemies ("until everyone is defeated
 * once or somebody wins", clause 7): they do not fight them again this turn (`beatenOnce`).
 */
export function shareLoss(g: Game, _p: Player, foe: Foe, _space: number, result: FightResult): void {
  const s = STATE.maybe(g);
  if (s !== undefined && result === LOSE && s.joined.length > 0) {
    if (s.beatenTurn !== g.turn) {
      s.beatenTurn = g.turn;
      s.beatenSeats = 0;
      s.beatenBy.length = 0;
    }
    for (const seat of s.joined) s.beatenSeats |= 1 << seat;
    for (const c of foe.cards) if (!s.beatenBy.includes(c)) s.beatenBy.push(c);
  }
  endEffort(g, result === LOSE, foe.psychic ? loseLifePsychic : loseLifeBattle);
}

/** The step facesEnemy: false for a partner of an effort lost this turn against Enemy c. */
function beatenOnce(g: Game, p: Player, c: number): boolean {
  const s = STATE.maybe(g);
  return s !== undefined && s.beatenTurn === g.turn && (s.beatenSeats & (1 << p.seat)) !== 0 && s.beatenBy.includes(c);
}
const loseLifeBattle = (g: Game, q: Player): void => loseFight(g, q, false, -1);
const loseLifePsychic = (g: Game, q: Player): void => loseFight(g, q, true, -1);

const STATE = new StateSlot<State>(ID);

export const unifiedEfforts = part({
  id: ID,
  desc: 'Upgrade Unified Efforts (clause 10): characters on one space combine their Strength or Craft against Enemies for a Magic Object, and share a lost fight\'s life.',
  ...switchedBy(UNIFIED),
  apply: (r) => withHooks(withState(withSteps(r, { facesEnemy: (prior) => (g, p, c) => !beatenOnce(g, p, c) && prior(g, p, c) }), STATE, () => ({ joined: [], beatenTurn: -1, beatenSeats: 0, beatenBy: [] })), {
    enemiesAttack: callEffort,
    enemiesFought: shareLoss,
  }),
});

/** Are Unified Efforts on in this game (this part's state set up)? */
export function effortsAllowed(g: Game): boolean {
  return STATE.maybe(g) !== undefined;
}
