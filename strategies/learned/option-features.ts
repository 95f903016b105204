// The distilled player's option features (policy.ts): what each option of a decision leads to, as
// numbers, from the seat's View only. Per option: is it basic's own choice; for a move, basic's score
// of the landing, whole and in its parts (the space's instructions, the cards to draw, the cards and
// gold there, the goal's pull, the Portal, the Sentinel's bridge, a loop's malus, the rest: the fit
// reweighs them), and what lies on the destination (each Enemy's Strength or Craft against this
// character's own as the odds to beat it, Strangers and Places, cards to take and gold, the cards
// still to draw there, the DOC card, how much nearer the Crown, the Inner Region); for a fight, its
// odds; for a card bought, taken or ditched, what the card does for this character (its Strength and
// Craft, weighed by which of the two the character fights with, a Weapon, an Armour, basic's worth of
// it); for an attack, a target or a Mini-Command, the target's closeness to the Crown (leader play);
// a target space as a move's landing; a target card as a card gained, with whether one of its kind
// is held, the hands full and the rival's loss when he leads; for a choice among named answers (a
// yes/no question, turning back, the Plain of Peril's route, a reward, a wish, a visit, a way to
// move), the answer one-hot and the state on the answer that acts (answerFeatures), and for a wish
// the character's own leaning and how much it lacks what each wish gives (wishFeatures).
// The game's stage and the leader's closeness multiply the features where the answer should change
// with them. OptionFeatures writes into preallocated rows: no allocation per call.
import { MOVE_PORTAL, MOVE_SPACE, VISITS, WISHES, traitBit, type Decision, type View } from '../../src/engine/index.ts';
import { MET_ENEMY, MET_OTHER, MET_TAKEN, cardBase, cardValue, fightLoss, fightOdds, fighting, innerPower } from '../basic-values.ts';
import { scoreMoveParts, situation } from '../basic-moves.ts';
import { TERMS } from '../modules/terms.ts';
import { BASIC } from '../personality.ts';
import { crownDistances } from './features.ts';

/** Every option feature's name, in the model's order (one weight per feature and decision kind). */
export const OPTION_FEATURES = [
  'basic-choice', 'basic-move-score', 'fight-edge', 'enemies', 'strangers-places', 'takeable', 'nearer-crown',
  'nearer-crown-late', 'inner', 'doc-card', 'leader-hit', 'race-leader', 'card-strength', 'card-craft',
  'card-own-value', 'card-worth', 'weapon', 'armour', 'life-risk', 'active', 'active-late', 'crown', 'draws',
  'draws-hurt', 'move-service', 'move-draw', 'move-cards', 'move-goal', 'move-portal', 'move-bridge', 'move-loop',
  'move-other', 'portal-lives', 'portal-power', 'portal-talisman', 'portal-rival', 'portal-late', 'command-leader',
  // A choice among named answers (a yes/no question, turning back, a route, a reward, a wish, a visit,
  // a way to move): the answer's index one-hot, and the state it is taken in, on the one answer
  // that acts (yes, turn back, leave by the Portal...), so that a linear score can say "when".
  'slot-0', 'slot-1', 'slot-2', 'slot-3', 'slot-4', 'slot-5', 'slot-6', 'act', 'act-lives', 'act-power',
  'act-talisman', 'act-late', 'act-leader', 'act-gold', 'act-fate', 'act-near', 'act-strong', 'stat-edge', 'rival-last-life',
  // A wish (wishFeatures) and a card taken from a rival (targetCardFeatures): what this character
  // is and holds, so that the answer can change with it.
  'own-stat', 'own-stat-gap', 'need', 'need-late', 'card-dup', 'card-full', 'card-gold', 'card-from-leader',
] as const;
export const OPTION_FEATURE_COUNT = OPTION_FEATURES.length;

const F = Object.fromEntries(OPTION_FEATURES.map((n, i) => [n, i])) as Record<(typeof OPTION_FEATURES)[number], number>;
const WEAPON = traitBit('weapon');
const ARMOUR = traitBit('armour');

/**
 * What does not depend on the option, worked out once per decision: the stage of the game, the
 * leader (the rival nearest the Crown, the holder first) and his closeness, this character's
 * leaning (Strength or Craft) and its distance to the Crown.
 */
export class DecisionContext {
  stage = 0;
  leader = -1;
  /** 0 far, 1 on the Crown; halved without a Talisman (he cannot enter yet). */
  leaderClose = 0;
  /** 1 when the character fights better with Strength than with Craft, else 0. */
  strong = 1;
  myDistance = 0;
  lives = 0;
  /** This character's own Strength less its Craft, as it fights (battle value). */
  edge = 0;
  /** The Inner Region's measure of this character's strength (basic-values.ts innerPower). */
  power = 0;
  /** The character's index in the content's characters (-1 while none). */
  character = -1;
}

/** The decision's context as numbers (a label keeps them: crossed move features, move-cross.ts), in this order. */
export const CONTEXT_FEATURES = ['stage', 'strong', 'lives', 'leader-close', 'power', 'distance', 'edge', 'character'] as const;

/** c's CONTEXT_FEATURES into out[0 .. CONTEXT_FEATURES.length). */
export function contextRow(c: DecisionContext, out: Float64Array): Float64Array {
  out[0] = c.stage;
  out[1] = c.strong;
  out[2] = c.lives / 4;
  out[3] = c.leaderClose;
  out[4] = c.power / 10;
  out[5] = c.myDistance / 16;
  out[6] = c.edge / 5;
  out[7] = c.character;
  return out;
}

/** The context of decisions taken at this view. */
export function contextOf(v: View, c: DecisionContext): DecisionContext {
  const dist = crownDistances(v.topo);
  c.stage = Math.min(1, v.round / 60);
  c.leader = -1;
  c.leaderClose = 0;
  for (let s = 0; s < v.playerCount; s++) {
    if (s === v.seat || !v.playerAlive(s)) continue;
    const close = Math.max(0, 1 - dist[v.playerSpace(s)] / 16) * (v.talismans(s) > 0 ? 1 : 0.5);
    if (close > c.leaderClose) {
      c.leaderClose = close;
      c.leader = s;
    }
  }
  const f = fighting(v);
  c.strong = f.battle >= f.craft ? 1 : 0;
  c.power = innerPower(f.battle, f.craft);
  c.myDistance = dist[v.me.space];
  c.lives = v.me.lives;
  c.edge = f.battle - f.craft;
  c.character = v.me.characterNo;
  return c;
}

/** The card an option concerns (a buy, a take, a ditch, a drop), else -1. */
function cardOf(d: Decision, option: number): number {
  switch (d.kind) {
    case 'buy': case 'ditch': case 'drop': return option;
    case 'take': return option === 1 ? d.subject : -1;
    default: return -1;
  }
}

/** A target seat an option concerns (an attack, an encounter, a target), else -1. */
function seatOf(d: Decision, option: number): number {
  switch (d.kind) {
    case 'encounter': return option;
    case 'target-seat': return option;
    case 'character-action': return d.subject;
    default: return -1;
  }
}

/** Option `i` of decision d (basic chose `quick`), its features written into out[at .. at + OPTION_FEATURE_COUNT). */
export function optionFeatures(v: View, d: Decision, i: number, quick: number, c: DecisionContext, out: Float64Array, at: number): void {
  out.fill(0, at, at + OPTION_FEATURE_COUNT);
  const o = d.options[i];
  out[at + F['basic-choice']] = i === quick ? 1 : 0;
  if (d.kind === 'move' || d.kind === 'target-space') return moveFeatures(v, o, c, out, at);
  const acts = actingAnswer(d.kind, o);
  if (acts >= 0) return answerFeatures(v, d, o, acts === 1, c, out, at);
  if (d.kind === 'evade') {
    if (o === 0) fightFeatures(v, v.creatureValue, v.psychic, c, out, at);
    return;
  }
  if (d.kind === 'target-card') return targetCardFeatures(v, d.subject, o, c, out, at);
  const card = cardOf(d, o);
  if (card >= 0) return cardFeatures(v, card, c, out, at);
  const seat = seatOf(d, o);
  if (seat >= 0 && seat !== v.seat) seatFeatures(v, seat, d.kind === 'target-seat', c, out, at);
  // A module's play against a character (Talisman Upgrade 33's Mini-Command): worth his closeness when he leads.
  if (d.kind === 'character-action' && seat === c.leader && TERMS.term(v, 'leaderPlay')?.(v, o) === true) out[at + F['command-leader']] = c.leaderClose;
}

/** To fight a foe of this value: the odds to win less the odds to lose, and the risk to a last life. */
function fightFeatures(v: View, value: number, psychic: boolean, c: DecisionContext, out: Float64Array, at: number): void {
  const win = fightOdds(v, value, psychic);
  const lose = fightLoss(v, value, psychic);
  out[at + F['fight-edge']] = win - lose;
  out[at + F['life-risk']] = lose * (c.lives <= 2 ? 1 : 0);
  out[at + F.active] = 1;
  out[at + F['active-late']] = c.stage;
}

/** The state a step onto the Portal, or an acting answer, is weighed by: lives, power, a Talisman, the stage, the leader's closeness (feature slots in that order). */
const PORTAL_READINESS = [F['portal-lives'], F['portal-power'], F['portal-talisman'], F['portal-late'], F['portal-rival']];
const ACT_READINESS = [F['act-lives'], F['act-power'], F['act-talisman'], F['act-late'], F['act-leader']];

function readiness(v: View, c: DecisionContext, out: Float64Array, at: number, slots: readonly number[]): void {
  out[at + slots[0]] = c.lives / 4;
  out[at + slots[1]] = c.power / 10;
  out[at + slots[2]] = v.talismans() > 0 ? 1 : 0;
  out[at + slots[3]] = c.stage;
  out[at + slots[4]] = c.leaderClose;
}

function moveFeatures(v: View, o: number, c: DecisionContext, out: Float64Array, at: number): void {
  const s = o & MOVE_SPACE;
  // basic's score of the landing, whole and in its parts (the fit reweighs them).
  scoreMoveParts(v, o, situation(v, BASIC), out, at + F['move-service']);
  for (let k = 0; k < 8; k++) {
    out[at + F['move-service'] + k] /= 10;
    out[at + F['basic-move-score']] += out[at + F['move-service'] + k];
  }
  if (o & MOVE_PORTAL) {
    // When to go in: search often waits where basic steps onto the Portal (its readiness by lives and power).
    out[at + F.inner] = 1;
    readiness(v, c, out, at, PORTAL_READINESS);
    return;
  }
  const dist = crownDistances(v.topo);
  const nearer = (c.myDistance - dist[s]) / 8;
  out[at + F['nearer-crown']] = nearer;
  out[at + F['nearer-crown-late']] = nearer * c.stage;
  out[at + F['race-leader']] = nearer * c.leaderClose;
  out[at + F.inner] = v.topo.region[s] === 'inner' ? 1 : 0;
  out[at + F.crown] = s === v.topo.crown ? 1 : 0;
  out[at + F['doc-card']] = TERMS.term(v, 'cardOn')?.(v, s) === true ? 1 : 0;
  const cards = v.cardsAt(s);
  const draws = Math.max(0, v.space(s).draw - cards.length);
  out[at + F.draws] = draws;
  out[at + F['draws-hurt']] = c.lives <= 2 ? draws : 0;
  const cb = cardBase(v, BASIC);
  const bonus = v.space(s).creatureBonus ?? 0;
  let edge = 0;
  let risk = 0;
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k];
    const met = cb.met[card];
    if (met === MET_ENEMY) {
      const psychic = cb.psychic[card] === 1;
      const win = fightOdds(v, cb.foe[card], psychic, bonus);
      const lose = fightLoss(v, cb.foe[card], psychic, bonus);
      edge += win - lose;
      risk += lose;
      out[at + F.enemies]++;
    } else if (met === MET_TAKEN) out[at + F.takeable]++;
    else if (met === MET_OTHER) out[at + F['strangers-places']]++;
  }
  out[at + F['fight-edge']] = edge;
  out[at + F['life-risk']] = risk * (c.lives <= 2 ? 1 : 0);
  out[at + F.takeable] += v.goldAt(s) / 3;
  if (c.leader >= 0 && v.playerSpace(c.leader) === s && v.playerAlive(c.leader)) {
    out[at + F['leader-hit']] = c.leaderClose * (fightOdds(v, v.playerStrength(c.leader), false) - fightLoss(v, v.playerStrength(c.leader), false));
  }
}

/**
 * A card gained (or, for a ditch or drop, given up): its Strength and Craft; the one this character
 * fights with counted again (card-own-value); a Weapon's battle Strength and an Armour's save if it
 * has none; basic's worth of it.
 */
function cardFeatures(v: View, card: number, c: DecisionContext, out: Float64Array, at: number): void {
  const def = v.card(card);
  const traits = v.cardTraits(card);
  const str = def.strength ?? 0;
  const cr = def.craft ?? 0;
  out[at + F['card-strength']] = str;
  out[at + F['card-craft']] = cr;
  out[at + F['card-own-value']] = c.strong === 1 ? str : cr;
  out[at + F['card-worth']] = cardValue(v, card, BASIC) / 5;
  out[at + F.weapon] = (traits & WEAPON) !== 0 && v.objectsWith(WEAPON) === 0 ? def.battleStrength ?? 1 : 0;
  out[at + F.armour] = (traits & ARMOUR) !== 0 && v.objectsWith(ARMOUR) === 0 ? (7 - (def.armourSave ?? 7)) / 2 : 0;
  out[at + F.active] = 1;
  out[at + F['active-late']] = c.stage;
}

/**
 * A character met, attacked or targeted: the odds against him, and his closeness to the Crown when
 * he leads the race to it (for an attack, as much as the odds allow; a Spell's target, whatever they are).
 */
function seatFeatures(v: View, seat: number, spell: boolean, c: DecisionContext, out: Float64Array, at: number): void {
  const str = v.playerStrength(seat);
  const edge = fightOdds(v, str, false) - fightLoss(v, str, false);
  out[at + F['fight-edge']] = edge;
  out[at + F['leader-hit']] = seat !== c.leader ? 0 : spell ? c.leaderClose : c.leaderClose * (1 + edge);
  out[at + F.active] = 1;
  out[at + F['active-late']] = c.stage;
}

const SLOT = F['slot-0'];
const WISH_LIFE = WISHES.indexOf('life');
const WISH_STRENGTH = WISHES.indexOf('strength');
const WISH_CRAFT = WISHES.indexOf('craft');
const VISIT_NONE = VISITS.indexOf('none');

/**
 * For a choice among named answers: 1 when answer o is the one that acts (yes; turn back; leave the
 * Plain of Peril by the Portal; take a life from the loser; wish for a life; visit nobody; move other
 * than by the die), 0 for another answer, -1 for a kind of another shape.
 */
function actingAnswer(kind: string, o: number): number {
  switch (kind) {
    case 'yes-no': case 'inner': return o === 1 ? 1 : 0;
    case 'route': case 'reward': return o === 0 ? 1 : 0;
    case 'move-mode': return o !== 0 ? 1 : 0;
    case 'wish': return o === WISH_LIFE ? 1 : 0;
    case 'visit': return o === VISIT_NONE ? 1 : 0;
    default: return -1;
  }
}

/**
 * A named answer: its index one-hot (a route by +1 via the Mines, -1 via the Crypt), and on the answer
 * that acts the state it is taken in: lives, the Inner Region's measure of strength, a Talisman, the
 * stage, the leader's closeness, gold, fate, this character's own closeness to the Crown and its
 * leaning. A wish for Strength or Craft and a route by the Mines (Craft) or the Crypt (Strength) weigh
 * the character's own Strength against its Craft; a reward weighs the loser's last life, his lead
 * and his best Object.
 */
function answerFeatures(v: View, d: Decision, o: number, acts: boolean, c: DecisionContext, out: Float64Array, at: number): void {
  const slot = d.kind === 'route' ? o + 1 : o;
  if (slot >= 0 && slot <= 6) out[at + SLOT + slot] = 1;
  if (acts) {
    out[at + F.act] = 1;
    readiness(v, c, out, at, ACT_READINESS);
    out[at + F['act-gold']] = v.me.gold / 5;
    out[at + F['act-fate']] = v.me.fate / 5;
    out[at + F['act-near']] = Math.max(0, 1 - c.myDistance / 16);
    out[at + F['act-strong']] = c.strong;
  }
  const edge = c.edge / 5;
  if (d.kind === 'route' && o !== 0) out[at + F['stat-edge']] = o < 0 ? edge : -edge;
  else if (d.kind === 'wish') wishFeatures(v, o, edge, c, out, at);
  else if (d.kind === 'reward') rewardFeatures(v, d.subject, o, c, out, at);
}

/** A reward from the loser `seat`: his last life and his lead (a life taken), his best Object's worth (an Object). */
function rewardFeatures(v: View, seat: number, o: number, c: DecisionContext, out: Float64Array, at: number): void {
  if (o === 0) {
    out[at + F['rival-last-life']] = v.playerLives(seat) <= 1 ? 1 : 0;
    out[at + F['leader-hit']] = seat === c.leader ? c.leaderClose : 0;
  } else if (o === 1) {
    const objects = v.playerObjects(seat);
    let most = 0;
    for (let k = 0; k < objects.length; k++) most = Math.max(most, cardValue(v, objects[k], BASIC));
    out[at + F['card-worth']] = most / 5;
  }
}

const WISH_SPELL = WISHES.indexOf('spell');
const WISH_GOLD = WISHES.indexOf('gold');
const WISH_FATE = WISHES.indexOf('fate');
const WISH_TELEPORT = WISHES.indexOf('teleport');

/**
 * A wish: for Strength or Craft, the character's own leaning (its Strength 's printed Strength and Craft
 * and the counters gained, without Objects) and how far the one wished for stands above the other, besides the
 * edge as it fights; for any wish, how much this character lacks what it gives (a Spell it has room
 * for, gold under 2, a last life or two, no fate, the leader's closeness for a teleport), and that
 * need again late in the game.
 */
function wishFeatures(v: View, o: number, edge: number, c: DecisionContext, out: Float64Array, at: number): void {
  const me = v.me;
  const base = me.character;
  const lean = (base === null ? 0 : base.strength - base.craft) + me.strengthCounters - me.craftCounters;
  let need = 0;
  if (o === WISH_STRENGTH || o === WISH_CRAFT) {
    const gap = o === WISH_STRENGTH ? lean : -lean;
    out[at + F['stat-edge']] = o === WISH_STRENGTH ? edge : -edge;
    out[at + F['own-stat']] = gap >= 0 ? 1 : 0;
    out[at + F['own-stat-gap']] = gap / 5;
    need = gap < 0 ? 0 : 0.5;
  } else if (o === WISH_SPELL) need = me.spells.length < v.spellLimit() ? 1 : 0;
  else if (o === WISH_GOLD) need = me.gold < 2 ? 1 : 0;
  else if (o === WISH_LIFE) need = me.lives <= 2 ? 1 : 0;
  else if (o === WISH_FATE) need = me.fate === 0 ? 1 : 0;
  else if (o === WISH_TELEPORT) need = c.leaderClose;
  out[at + F.need] = need;
  out[at + F['need-late']] = need * c.stage;
}

/**
 * A card (or, option -1, a gold) taken from the rival `seat`: what the card does for this character
 * (cardFeatures), whether it already holds one of its kind (a second Weapon or Armour adds nothing),
 * whether its hands are full (it must leave one), and what the loss does to the rival when he leads.
 */
function targetCardFeatures(v: View, seat: number, o: number, c: DecisionContext, out: Float64Array, at: number): void {
  const lead = seat === c.leader ? c.leaderClose : 0;
  if (o < 0) {
    out[at + F['card-gold']] = 1;
    out[at + F['act-gold']] = v.me.gold / 5;
    out[at + F['card-from-leader']] = lead / 5;
    return;
  }
  cardFeatures(v, o, c, out, at);
  const traits = v.cardTraits(o);
  out[at + F['card-dup']] = ((traits & WEAPON) !== 0 && v.objectsWith(WEAPON) > 0) || ((traits & ARMOUR) !== 0 && v.objectsWith(ARMOUR) > 0) ? 1 : 0;
  out[at + F['card-full']] = v.me.objects.length >= v.objectLimit() ? 1 : 0;
  out[at + F['card-from-leader']] = lead * out[at + F['card-worth']];
}
