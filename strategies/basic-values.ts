// What the basic player thinks things are worth: cards, its strength for the Inner Region, and its
// chances in a fight. Used by basic.ts and basic-moves.ts, and by the modules' terms built on these
// worths (modules/terms.ts): so it reads no term itself (its readiness is basic-crown.ts readyWith).
import { ABILITY_INDEX, traitBit, type CardDef, type Decision, type View } from '../src/engine/index.ts';
import { checkCaches, expectSame } from './cache-check.ts';
import { loseChance, winChance } from './odds.ts';
import type { Personality } from './personality.ts';

const TALISMAN = traitBit('talisman');
const WEAPON = traitBit('weapon');
const ARMOUR = traitBit('armour');
const CURSE = traitBit('curse');
const ROYAL = traitBit('royal');
const NO_WEAPONS = ABILITY_INDEX['no-weapons'];
const NO_ARMOUR = ABILITY_INDEX['no-armour'];
const ASSASSINATE = ABILITY_INDEX.assassinate;

/** What a face-up card is to the move scoring (CardBase.met). */
export const MET_OTHER = 0;
export const MET_ENEMY = 1;
/** An Object, a Magic Object or a Follower: taken. */
export const MET_TAKEN = 2;
export const MET_SPELL = 3;

/**
 * What cardValue() adds up from the card and the Personality alone (its first terms, in the same
 * order, so the same sum, and its Weapon and Armour terms), which cards give 'extra-objects', and
 * what the move scoring reads of a card: worked out once per card set and Personality, not per call
 * (a card's definition is an object of one of many shapes, slow to read on a hot path).
 */
export class CardBase {
  constructor(
    readonly defs: readonly CardDef[],
    readonly p: Personality,
    readonly base: Float64Array,
    readonly extraObjects: Uint8Array,
    /** A Spell (cardValue's w.spell). */
    readonly spell: Uint8Array,
    /** A Weapon's (d.battleStrength ?? 0) * w.weaponBattle and an Armour's (7 - (d.armourSave ?? 7)) * w.armourSave. */
    readonly weapon: Float64Array,
    readonly armour: Float64Array,
    /** MET_ENEMY, MET_TAKEN, MET_SPELL or MET_OTHER. */
    readonly met: Uint8Array,
    /** An Enemy's Strength, or its Craft if it has no Strength (psychic: 1), else 0. */
    readonly foe: Float64Array,
    readonly psychic: Uint8Array,
    /** Gold taken at once (d.gold), else 0. */
    readonly gold: Float64Array,
  ) {}
}
/** Index of the option with the highest score (first on ties). */
export function best(d: Decision, score: (o: number) => number): number {
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < d.options.length; i++) {
    const s = score(d.options[i]);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

/**
 * best() with a plain scoring function and its argument, for the commonest decisions: a closure
 * would make every call of choose() allocate the variables it captures.
 */
export function bestOf<T>(v: View, d: Decision, arg: T, score: (v: View, option: number, arg: T, subject: number) => number): number {
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < d.options.length; i++) {
    const s = score(v, d.options[i], arg, d.subject);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

/** The card bases worked out so far (a few Personalities a run), the last one used first. */
const cardBases: CardBase[] = [];
const MAX_CARD_BASES = 16;
let lastCardBase: CardBase | null = null;

export function cardBase(v: View, p: Personality): CardBase {
  const defs = v.cardDefs;
  const last = lastCardBase;
  if (last !== null && last.p === p && last.defs === defs) return last;
  for (let i = 0; i < cardBases.length; i++) {
    const b = cardBases[i];
    if (b.p === p && b.defs === defs) return (lastCardBase = b);
  }
  const b = cardBaseOf(defs, p);
  if (cardBases.length >= MAX_CARD_BASES) cardBases.shift(); // a tuner's many Personalities
  cardBases.push(b);
  return (lastCardBase = b);
}

function cardBaseOf(defs: readonly CardDef[], p: Personality): CardBase {
  const w = p.values;
  const n = defs.length;
  const base = new Float64Array(n);
  const extraObjects = new Uint8Array(n);
  const spell = new Uint8Array(n);
  const weapon = new Float64Array(n);
  const armour = new Float64Array(n);
  const met = new Uint8Array(n);
  const foe = new Float64Array(n);
  const psychic = new Uint8Array(n);
  const gold = new Float64Array(n);
  for (let c = 0; c < n; c++) {
    const d = defs[c];
    let value = 0.3;
    value += (d.strength ?? 0) * w.strength + (d.craft ?? 0) * w.craft;
    if (d.kind === 'follower') value += w.follower;
    if (d.kind === 'enemy') value += (d.strength ?? 0) * 0.3;
    base[c] = value;
    extraObjects[c] = d.abilities?.includes('extra-objects') ? 1 : 0;
    spell[c] = d.kind === 'spell' ? 1 : 0;
    weapon[c] = (d.battleStrength ?? 0) * w.weaponBattle;
    armour[c] = (7 - (d.armourSave ?? 7)) * w.armourSave;
    met[c] = d.kind === 'enemy' ? MET_ENEMY : d.kind === 'object' || d.kind === 'magic-object' || d.kind === 'follower' ? MET_TAKEN : d.kind === 'spell' ? MET_SPELL : MET_OTHER;
    psychic[c] = d.strength === undefined ? 1 : 0;
    foe[c] = (d.strength === undefined ? d.craft : d.strength) ?? 0;
    gold[c] = d.gold ?? 0;
  }
  return new CardBase(defs, p, base, extraObjects, spell, weapon, armour, met, foe, psychic, gold);
}

/** Value of having a card (Objects, Followers, Spells), roughly in "Strength points". */
export function cardValue(v: View, c: number, p: Personality): number {
  const traits = v.cardTraits(c);
  if ((traits & TALISMAN) !== 0) {
    const held = v.me.objects.includes(c);
    return v.talismans() === 0 || (held && v.talismans() === 1) ? 20 : 1;
  }
  const cb = cardBase(v, p);
  if (cb.spell[c] !== 0) return p.values.spell;
  let value = cb.base[c];
  if ((traits & WEAPON) !== 0) value += cb.weapon[c] + (v.hasAbility(NO_WEAPONS) ? -2 : 0);
  if ((traits & ARMOUR) !== 0) value += v.hasAbility(NO_ARMOUR) ? 0 : cb.armour[c];
  if (cb.extraObjects[c] !== 0) value += v.me.objects.length >= 3 ? 3 : 0.5;
  if ((traits & CURSE) !== 0) value -= 5;
  if ((traits & ROYAL) !== 0) value += 1;
  return value;
}

/**
 * My fighting values, kept until my change counter moves (View.changes: a decision scores many
 * options, and a turn asks several decisions of an unchanged character).
 */
export class Fighting {
  view: View | null = null;
  stamp = -1;
  changes = -1;
  battle = 0;
  craft = 0;
  extraBattle = 0;
  assassin = false;
}
/** The fighting values kept for each seat. */
const kept: Fighting[] = [];
const fresh = new Fighting();

export function fighting(v: View): Fighting {
  const memo = kept[v.seat] ?? (kept[v.seat] = new Fighting());
  if (memo.view === v && memo.stamp === v.stamp) return memo;
  if (memo.view === v && memo.changes === v.changes()) {
    memo.stamp = v.stamp;
    if (checkCaches) checkFighting(v, memo);
    return memo;
  }
  memo.view = v;
  memo.stamp = v.stamp;
  memo.changes = v.changes();
  return fightingOf(v, memo);
}

function fightingOf(v: View, f: Fighting): Fighting {
  f.battle = v.attack(false);
  f.craft = v.craft();
  f.extraBattle = v.extraDice(false);
  f.assassin = v.rules.assassinateCreatures && v.hasAbility(ASSASSINATE);
  return f;
}

function checkFighting(v: View, memo: Fighting): void {
  fightingOf(v, fresh);
  expectSame('fighting', 'battle', memo.battle, fresh.battle);
  expectSame('fighting', 'craft', memo.craft, fresh.craft);
  expectSame('fighting', 'extraBattle', memo.extraBattle, fresh.extraBattle);
  expectSame('fighting', 'assassin', memo.assassin, fresh.assassin);
}

/** Strength I bring to a battle now (with Weapons and the like). */
export function battleValue(v: View): number {
  return fighting(v).battle;
}

/** My Craft now. */
export function craftValue(v: View): number {
  return fighting(v).craft;
}

/** Another character sits on the Crown: waiting only lets the Command Spell wear me down. */
export function crownTaken(v: View): boolean {
  return crownHolder(v) >= 0;
}

/** The seat of the other character on the Crown (the first, whom a newcomer fights), else -1. */
export function crownHolder(v: View): number {
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (v.playerSpace(seat) === v.topo.crown && seat !== v.seat && v.playerAlive(seat)) return seat;
  }
  return -1;
}

/**
 * Talisman Upgrade, leaving the Plain of Peril (route +1 clockwise, -1 counter-clockwise): the way
 * a Talisman holder who set out a turn before me took (he stands on its first space), else 0.
 */
export function companionRoute(v: View): number {
  const t = v.topo;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (seat === v.seat || !v.playerAlive(seat) || v.talismans(seat) === 0) continue;
    if (v.playerSpace(seat) === t.cw[t.plain]) return 1;
    if (v.playerSpace(seat) === t.ccw[t.plain]) return -1;
  }
  return 0;
}

/**
 * Talisman Upgrade: the Strength (or Craft) of the Talisman holders on my space, me included: those
 * who set out together from the Plain of Peril score its routes alike and take the same one.
 */
export function togetherValue(v: View, useCraft: boolean): number {
  let sum = 0;
  for (let seat = 0; seat < v.playerCount; seat++) {
    if (!v.playerAlive(seat) || v.playerSpace(seat) !== v.me.space || v.talismans(seat) === 0) continue;
    sum += useCraft ? v.playerCraft(seat) : v.playerStrength(seat);
  }
  return sum;
}

/**
 * What my Strength and Craft are worth in the Inner Region, for the readiness bar. The Portal of
 * Power tests either, but the fights beyond it are battles (the Pit Fiends, the Werewolf, the
 * Crown's holder; reference 4): Strength counts in full, Craft for half of the pair's mean. A
 * Craft-heavy character (the Wizard, the Prophetess) so waits for more than his Craft alone, and a
 * rounded one (Strength and Craft both fair) goes sooner than his better value alone would allow;
 * before, one bar on the better value served every profile.
 */
export function innerPower(battle: number, craft: number): number {
  return Math.max(battle, (battle + craft) / 2 + 1);
}

/** Chance to beat a creature of this value in battle (or psychic combat). */
export function fightOdds(v: View, value: number, psychic: boolean, bonus = 0): number {
  const f = fighting(v);
  const mine = psychic ? f.craft : f.battle;
  return winChance(mine - value - bonus, v.rules.combatDice, psychic ? 0 : f.extraBattle, !f.assassin, v.rules.naturalsDecide);
}

export function fightLoss(v: View, value: number, psychic: boolean, bonus = 0): number {
  const f = fighting(v);
  const mine = psychic ? f.craft : f.battle;
  return loseChance(mine - value - bonus, v.rules.combatDice, psychic ? 0 : f.extraBattle, !f.assassin, v.rules.naturalsDecide);
}

/** How bad losing a life is now (worse when few are left). */
export function lifeCost(v: View, p: Personality): number {
  const lives = v.me.lives;
  return (lives <= 1 ? 30 : lives === 2 ? 10 : lives === 3 ? 5 : 3) * p.lifeCostScale;
}
