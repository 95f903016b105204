// The Fantastic Diversions "Battle Breakage" (battleBreakage: true; breakageLimits: true for its
// section 4): Weapons and Armour may break in battle; broken ones are kept aside for repair at the
// Blacksmith (Objects) or the Enchantress (Magic Objects), and discarded when their owner dies.
import {
  ABILITY_INDEX, VISITS, discard, discardCard, gainCard, hasAbility, magicUsable, payGold, removeAt, removeCard, rollOne, rollOwn,
  ROLL, countEvent, eventId, traitBit, weaponBonus, type Foe, type Game, type Player,
} from '../../engine/index.ts';
import { yesNoQuestion } from '../../engine/questions.ts';
import { BLACKSMITH_PRICES } from '../../content/shop.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { withHooks, type RuleModule } from '../module.ts';

export const BREAKAGE_ID = 'battle-breakage';

/** 3: have this broken card (the detail) repaired, for the price the visit asks? Asked only when he can pay. */
export const REPAIR = yesNoQuestion({ id: 'repair' });
const WEAPON = traitBit('weapon');
const TWO_WEAPONS = ABILITY_INDEX['two-weapons'];
const BLACKSMITH = VISITS.indexOf('blacksmith');
const ENCHANTRESS = VISITS.indexOf('enchantress');
/** "Those without an equivalent cost 7G" (3.2). */
const NO_EQUIVALENT = 7;

/** Events (events.ts), one per clause as it acts. */
const WEAPON_ROLL = eventId('battle-breakage.weapon-roll'); // I.1a
const ARMOUR_ROLL = eventId('battle-breakage.armour-roll'); // I.1b
const WEAPON_CHOSEN = eventId('battle-breakage.weapon-chosen'); // I.2: more than one Weapon used
const OBJECT_BROKEN = eventId('battle-breakage.object-broken'); // 2.1a
const MAGIC_BROKEN = eventId('battle-breakage.magic-object-broken'); // 2.1b
const WEAPON_BROKEN = eventId('battle-breakage.weapon-broken');
const ARMOUR_BROKEN = eventId('battle-breakage.armour-broken');
const BROKEN_DISCARDED = eventId('battle-breakage.broken-discarded'); // 2.2: not left on a space
const BROKEN_OVER_LIMIT = eventId('battle-breakage.broken-over-limit'); // 2.2: discarded when an Object discard is required
const BLACKSMITH_REPAIR = eventId('battle-breakage.blacksmith-repair'); // 3.1
const ENCHANTRESS_REPAIR = eventId('battle-breakage.enchantress-repair'); // 3.2
const REPAIRED_ONCE = eventId('battle-breakage.limit-repaired-once'); // 4: a second break discards

/**
 * The Object a Magic Object is the equivalent of (3.2: "an equivalent Object (Sword, Shield,
 * etc.)"): the Runesword is a sword; the Holy Lance has no Purchase equivalent (7G).
 */
const EQUIVALENT: Readonly<Record<string, string>> = { runesword: 'Sword' };

/** Per-game state (g.ruleState['battle-breakage']), by card instance. */
interface BreakageState {
  /** Seat keeping this broken card (it lies in g.inPlay meanwhile), or -1. */
  readonly holder: Int8Array;
  /** The character (id) who broke it: a new character in the seat does not inherit it. */
  readonly owner: (string | null)[];
  /** Repaired once already (the limits option's "Weapons may be repaired once"). */
  readonly mended: Uint8Array;
  /** Purchase price of the card or of its equivalent Object (Blacksmith prices, reference 5), or -1. */
  readonly price: Int16Array;
  readonly limits: boolean;
}

const state = (g: Game): BreakageState => g.ruleState[BREAKAGE_ID] as BreakageState;

/** Prices by card instance, built once per content (they never change in play). */
const PRICES = new WeakMap<Game['cardDef'], Int16Array>();

function pricesOf(cardDef: Game['cardDef']): Int16Array {
  let price = PRICES.get(cardDef);
  if (price) return price;
  const byName = new Map<string, number>();
  for (const def of cardDef) if (def.deck === 'purchase' && BLACKSMITH_PRICES[def.id] !== undefined) byName.set(def.name, BLACKSMITH_PRICES[def.id]);
  price = Int16Array.from(cardDef, (def) => byName.get(def.kind === 'magic-object' ? EQUIVALENT[def.id] ?? '' : def.name) ?? -1);
  PRICES.set(cardDef, price);
  return price;
}

function setUp(g: Game, limits: boolean): void {
  const n = g.cardDef.length;
  const price = pricesOf(g.cardDef);
  g.ruleState[BREAKAGE_ID] = { holder: new Int8Array(n).fill(-1), owner: new Array(n).fill(null), mended: new Uint8Array(n), price, limits } satisfies BreakageState;
}

/**
 * The Breakage Roll (2.1): an Object breaks on a 1 of one die, a Magic Object on a 2 or 3 of two.
 * A broken card leaves p's play area (it is "unusable") and is kept aside, in g.inPlay, for repair
 * (2.2); under the limits a Weapon that was repaired once is discarded instead. Returns true if it broke.
 */
export function breakageRoll(g: Game, p: Player, card: number): boolean {
  const def = g.cardDef[card];
  const magic = def.kind === 'magic-object';
  const roll = magic ? rollOwn(g, p, 2, ROLL.breakage) : rollOne(g, p, ROLL.breakage);
  const breaks = magic ? roll === 2 || roll === 3 : roll === 1;
  if (g.log.on) g.say(`  Battle Breakage: ${g.name(p)} rolls ${roll} for the ${def.name}${breaks ? ': it breaks' : ''}`);
  if (!breaks) return false;
  countEvent(g, magic ? MAGIC_BROKEN : OBJECT_BROKEN, p);
  countEvent(g, (g.cardTraits[card] & WEAPON) !== 0 ? WEAPON_BROKEN : ARMOUR_BROKEN, p);
  const s = state(g);
  if (s.limits && s.mended[card] === 1 && (g.cardTraits[card] & WEAPON) !== 0) {
    countEvent(g, REPAIRED_ONCE, p);
    if (g.log.on) g.say(`  the ${def.name} was repaired once already: discarded`);
    discardCard(g, p, card);
    return true;
  }
  removeCard(g, p, card);
  s.holder[card] = p.seat;
  s.owner[card] = p.character!.id;
  g.inPlay.push(card);
  p.keptAside++;
  return true;
}

/** A Weapon's bonus in this battle: the Holy Lance's +3 against a Dragon, else its Strength. */
function bonusOf(g: Game, c: number, dragon: boolean): number {
  return dragon && g.cardDef[c].abilities?.includes('dragon-slayer') ? 3 : g.cardDef[c].battleStrength ?? 0;
}

/** Scratch list of the Weapons p wields in this battle. */
const wielded: number[] = [];

/**
 * The Weapons p uses in this battle (rulebook p.12): his best one, or best two for the Warrior,
 * Magic ones only while Magic is usable, and none where weaponBonus counts none (a Toad, the Monk,
 * a cursed place). Ties keep the order of his cards.
 */
export function weaponsUsed(g: Game, p: Player, foe: Foe | null, out: number[]): number[] {
  out.length = 0;
  if (weaponBonus(g, p, foe) === 0) return out;
  const magic = magicUsable(g, p);
  const n = hasAbility(g, p, TWO_WEAPONS) ? 2 : 1;
  const dragon = foe !== null && foe.dragon;
  for (const c of p.objects) {
    if ((g.cardTraits[c] & WEAPON) === 0 || (g.cardDef[c].kind === 'magic-object' && !magic) || bonusOf(g, c, dragon) === 0) continue;
    let i = out.length;
    while (i > 0 && bonusOf(g, out[i - 1], dragon) < bonusOf(g, c, dragon)) i--;
    out.splice(i, 0, c);
    if (out.length > n) out.length = n;
  }
  return out;
}

/**
 * I.1a: "In Battle a natural 1 is rolled while using one or more Weapons [2D6 Combat: a roll of 2
 * or 3]": the natural is the kept dice, as for Auto-Win/Lose. I.2: with more than one Weapon used,
 * "the adventurer chooses which one makes the roll" (the drop decision: the one he would lose first).
 */
function afterAttackRoll(g: Game, p: Player, natural: number, foe: Foe | null): void {
  if (g.combat.psychic === 1 || natural > (g.rules.combatDice === 1 ? 1 : 3)) return;
  weaponsUsed(g, p, foe, wielded);
  if (wielded.length === 0) return;
  countEvent(g, WEAPON_ROLL, p);
  let card = wielded[0];
  if (wielded.length > 1) {
    countEvent(g, WEAPON_CHOSEN, p);
    const o = g.options('drop', p, p.space);
    for (const c of wielded) o.push(c);
    card = g.decide();
  }
  breakageRoll(g, p, card);
}

/** I.1b: a natural 1 on an Armour roll; under the limits no further Armour rolls in this battle (4). */
function afterArmourRoll(g: Game, p: Player, card: number, die: number): void {
  if (die !== 1) return;
  countEvent(g, ARMOUR_ROLL, p);
  if (breakageRoll(g, p, card) && state(g).limits) g.combat.armourStop = 1;
}

/** What repairing this card costs (3.1-3.2), or -1 if it cannot be repaired there. */
export function repairCost(g: Game, card: number, atEnchantress: boolean): number {
  const price = state(g).price[card];
  if (g.cardDef[card].kind === 'magic-object') return atEnchantress ? (price < 0 ? NO_EQUIVALENT : 2 * price) : -1;
  return atEnchantress || price < 0 ? -1 : Math.max(1, Math.floor(price / 2));
}

/** Give p back a broken card, repaired, for `cost` gold. */
function repair(g: Game, p: Player, card: number, cost: number, who: string): void {
  const s = state(g);
  payGold(g, p, cost);
  removeAt(g.inPlay, g.inPlay.indexOf(card));
  s.holder[card] = -1;
  s.owner[card] = null;
  s.mended[card] = 1;
  p.keptAside--;
  countEvent(g, who === 'Blacksmith' ? BLACKSMITH_REPAIR : ENCHANTRESS_REPAIR, p);
  if (g.log.on) g.say(`  Battle Breakage: the ${who} repairs the ${g.cardDef[card].name} for ${cost}G`);
  gainCard(g, p, card);
}

/**
 * Repairs (3): the Blacksmith mends any broken Objects for half their Purchase price, rounded down,
 * at least 1G, and p shops as usual after; the Enchantress mends one Magic Object, instead of her
 * roll, for twice its equivalent's price (or 7G), and p misses a turn. The repair question is asked
 * for each card p can pay for.
 */
function visiting(g: Game, p: Player, visit: number): boolean {
  if (visit !== BLACKSMITH && visit !== ENCHANTRESS) return false;
  const s = state(g);
  const enchantress = visit === ENCHANTRESS;
  for (let i = g.inPlay.length - 1; i >= 0; i--) {
    const c = g.inPlay[i];
    if (s.holder[c] !== p.seat) continue;
    const cost = repairCost(g, c, enchantress);
    if (cost < 0 || cost > p.gold || !REPAIR.ask(g, p, c)) continue;
    repair(g, p, c, cost, enchantress ? 'Enchantress' : 'Blacksmith');
    if (!enchantress) continue;
    p.missTurns++;
    return true;
  }
  return false;
}

/** The broken cards p keeps (2.2), into `out`: his own play area, for the players to weigh a repair. */
function brokenCards(g: Game, p: Player, out: number[]): void {
  out.length = 0;
  if (p.keptAside === 0) return;
  const s = state(g);
  for (const c of g.inPlay) if (s.holder[c] === p.seat) out.push(c);
}

/** A broken card whose keeper died (or left) is discarded: "They are not left on a space" (2.2). */
function dropTheDeads(g: Game, p: Player): void {
  const s = state(g);
  for (let i = g.inPlay.length - 1; i >= 0; i--) {
    const c = g.inPlay[i];
    if (s.holder[c] !== p.seat || (p.alive && s.owner[c] === p.character?.id)) continue;
    removeAt(g.inPlay, i);
    s.holder[c] = -1;
    s.owner[c] = null;
    discard(g, c);
    p.keptAside = Math.max(0, p.keptAside - 1);
    countEvent(g, BROKEN_DISCARDED, p);
  }
}

/**
 * A broken card is "kept for (1) repair or (2) use when a later Object discard is required" (2.2):
 * it is still one of the character's Objects, so it counts against his carrying limit (rulebook
 * p.12), and when he must discard for that limit he discards a broken one first (unusable, it is
 * worth less than any working card). The one broken last goes first.
 */
function dropBroken(g: Game, p: Player): void {
  const s = state(g);
  for (let i = g.inPlay.length - 1; i >= 0; i--) {
    const c = g.inPlay[i];
    if (s.holder[c] !== p.seat) continue;
    removeAt(g.inPlay, i);
    s.holder[c] = -1;
    s.owner[c] = null;
    discard(g, c);
    p.keptAside--;
    countEvent(g, BROKEN_OVER_LIMIT, p);
    if (g.log.on) g.say(`  Battle Breakage: ${g.name(p)} discards the broken ${g.cardDef[c].name} (carrying limit)`);
    return;
  }
  p.keptAside = 0;
}

export const battleBreakage: RuleModule = {
  id: BREAKAGE_ID,
  questions: [REPAIR],
  desc: 'Battle Breakage (Fantastic Diversions): a natural 1 in battle (2-3 under 2D6) or on an Armour roll makes a Weapon or Armour roll to break (Object: 1 on 1d6; Magic: 2-3 on 2d6); repairs at the Blacksmith and the Enchantress.',
  options: [
    { key: 'battleBreakage', rule: BOOLEAN, default: false, doc: 'Weapons and Armour may break in battle; repairs at the Blacksmith and the Enchantress' },
    { key: 'breakageLimits', rule: BOOLEAN, default: false, needs: { key: 'battleBreakage', values: [true] }, doc: 'with battleBreakage: a Weapon is repaired once only; no Armour rolls after one breaks' },
  ],
  enabled: (o) => o.battleBreakage,
  apply: (r, o) => withHooks({ ...r, dropKeptAside: dropBroken, keptAsideCards: brokenCards }, {
    gameStart: (g) => setUp(g, o.breakageLimits),
    attackRolled: afterAttackRoll,
    armourRolled: afterArmourRoll,
    visiting,
    turnStart: dropTheDeads,
  }),
};
