// Attacks (rulebook p.10-12) as lists of named steps: evade, cast Spells, attack rolls, fate,
// compare, outcome. Battles between characters are in combat-characters.ts; what a won or lost
// fight does to Enemy cards is in encounter.ts.
import { changed } from './changes.ts';
import { rollPlain, offerReroll, rollInto } from './dice.ts';
import { ROLL } from './rolls.ts';
import { offerSpells } from './casting.ts';
import { CAST, KIND, QUESTION } from './decisions.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { craft, inCursedPlace, loseLives, magicUsable, strength, hasAbility } from './stats.ts';
import { bestWeapons, discardCard } from './possessions.ts';
import { ABILITY_INDEX } from './types.ts';
import { DICE } from './rng.ts';
import { DOUBLE_WIN, EVADED, LOSE, STANDOFF, WIN, type Foe, type FightResult } from './foe.ts';
import { run } from './hooks.ts';

/** Abilities asked about on the hot path, by index (hasAbility). */
const NO_WEAPONS = ABILITY_INDEX['no-weapons'];
const TWO_WEAPONS = ABILITY_INDEX['two-weapons'];
const CRAFT_IN_BATTLE = ABILITY_INDEX['craft-in-battle'];
const BATTLE_BEST_OF_TWO = ABILITY_INDEX['battle-best-of-two'];
const NO_ARMOUR = ABILITY_INDEX['no-armour'];
const ASSASSINATE = ABILITY_INDEX.assassinate;
const RUNESWORD = ABILITY_INDEX.runesword;
const EVADE_IN_HILLS = ABILITY_INDEX['evade-in-hills'];
const EVADE_IN_WOODS = ABILITY_INDEX['evade-in-woods'];
const ANIMALS_IGNORE = ABILITY_INDEX['animals-ignore'];
const CHARM_ANIMALS = ABILITY_INDEX['charm-animals'];
const RAISE_DEAD = ABILITY_INDEX['raise-dead'];

export { WIN, LOSE, STANDOFF, EVADED, DOUBLE_WIN, Foe, type FightResult } from './foe.ts';

/** May p evade by ability where he stands (the Dwarf and the Gnome in the Hills, the Elf and the Pixie in the Woods)? */
export function evadesHere(g: Game, p: Player): boolean {
  const terrain = g.spaces[p.space].terrain;
  return (terrain === 'hills' && hasAbility(g, p, EVADE_IN_HILLS)) || (terrain === 'woods' && hasAbility(g, p, EVADE_IN_WOODS));
}

/**
 * Immobility cast on this creature earlier in the turn: "it cannot be attacked but may be evaded
 * until end of turn" (reference 4). Only an Enemy card is known again; a space's creature is new
 * each time it attacks.
 */
function immobilised(g: Game, p: Player, foe: Foe): boolean {
  return p.immobileTurn === g.turn && foe.cards.includes(p.immobileCard);
}

/** Step 1: evade, if p has a means (abilities on this terrain, a Spell) and wants to. */
export function tryEvade(g: Game, p: Player, foe: Foe): boolean {
  if (!foe.evadable) return false;
  if (foe.spellable && immobilised(g, p, foe)) return true;
  const free = foe.evadeAny || evadesHere(g, p) || (foe.beastsOnly && hasAbility(g, p, ANIMALS_IGNORE)) || (foe.spellable && p.invisibleTurn === g.turn);
  if (free) return g.ask(p, KIND.evade, foe.value);
  if (!foe.spellable) return false;
  g.evading = false;
  offerSpells(g, p, CAST.evade);
  return g.evading;
}

/**
 * Step 3 for one side: roll the attack dice (combat dice plus extra dice, keeping the best) into
 * g.dice; a side that is assassinated rolls nothing.
 */
export function attackDice(g: Game, p: Player, extra: number): number {
  const n = g.rules.params.combatDice + extra;
  rollInto(g, p, DICE.attack, n, ROLL.attack);
  return g.rules.steps.attackTotal(g, g.dice, n);
}

/**
 * Does p assassinate this creature? Only when he attacks it (steps.attacksCreature: the permissive
 * reading, assassinateCreatures, or a rule's definitions of attacking), only in battle ("may not roll a
 * die to add to his Strength": psychic combat is not assassination), and at p's choice. The victim
 * loses its die, not the space's bonus (the Runes' +2 is no die).
 */
function assassinates(g: Game, p: Player, foe: Foe): boolean {
  return !foe.psychic && hasAbility(g, p, ASSASSINATE) && g.rules.steps.mayAssassinate(g, p, foe, g.topo.region[p.space] === 'crown') && g.question(p, QUESTION.assassinate);
}

/**
 * The base game's step mayAssassinate: a character anywhere but on the Crown of Command (reference 2:
 * "never on the Crown of Command"); a creature when he attacks it (rules.attacksCreature).
 */
export function assassinateAsPrinted(g: Game, p: Player, foe: Foe | null, onCrown: boolean): boolean {
  return foe === null ? !onCrown : g.rules.steps.attacksCreature(g, p, foe);
}

/** Step 3b: p may pay one fate to reroll one of his attack dice (p.11). */
export function fateOnAttack(g: Game, p: Player, extra: number, mine: number, theirs: number): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a fast path: offerReroll offers nothing at 0 fate, and mine is then returned unchanged
  if (p.fate <= 0) return mine;
  g.combat.myScore = mine;
  g.combat.theirScore = theirs;
  const n = g.rules.params.combatDice + extra;
  const before = g.rules.steps.attackTotal(g, g.dice, n);
  offerReroll(g, p, n, ROLL.attack);
  return mine - before + g.rules.steps.attackTotal(g, g.dice, n);
}

/** Best Weapon(s) p may use in this battle: one, or two for the Warrior (p.12, the step pairedWeapons). */
export function weaponBonus(g: Game, p: Player, foe: Foe | null): number {
  if (p.toadTurns > 0 || hasAbility(g, p, NO_WEAPONS) || inCursedPlace(g, p)) return 0;
  if (hasAbility(g, p, TWO_WEAPONS)) return g.rules.steps.pairedWeapons(g, p, foe);
  if (foe !== null && foe.dragon) return bestWeapons(g, p, magicUsable(g, p), true, false);
  // Kept as Objects come and go (possessions.ts); Magic Weapons count only while Magic is usable.
  return p.weaponOneAll === p.weaponOne || !magicUsable(g, p) ? p.weaponOne : p.weaponOneAll;
}

/** The base game's step pairedWeapons: the Warrior's best two Weapons, whatever they are (reference 2). */
export function bestTwoWeapons(g: Game, p: Player, foe: Foe | null): number {
  if (foe !== null && foe.dragon) return bestWeapons(g, p, magicUsable(g, p), true, true);
  return p.weaponTwoAll === p.weaponTwo || !magicUsable(g, p) ? p.weaponTwo : p.weaponTwoAll;
}

/**
 * The Runesword's life: "when it wins you a battle ... gain 1 life", once per battle, and only when
 * it was wielded (p may use Weapons in this battle: not a Toad, the Monk, or in a cursed place).
 */
export function runeswordUsed(g: Game, p: Player, foe: Foe | null): boolean {
  return hasAbility(g, p, RUNESWORD) && weaponBonus(g, p, foe) > 0;
}

/** p's attack value before the roll: Strength in battle (with Weapons), Craft in psychic combat. */
export function attackValue(g: Game, p: Player, psychic: boolean, foe: Foe | null): number {
  if (psychic) return craft(g, p);
  let v = strength(g, p) + weaponBonus(g, p, foe) + p.battleStrength + p.turnBattleStrength;
  if (hasAbility(g, p, CRAFT_IN_BATTLE)) v += p.character!.craft;
  return v;
}

/** Extra attack dice (the Warrior rolls two and uses the better, p.11 reference). */
export function extraDice(g: Game, p: Player, psychic: boolean): number {
  return !psychic && hasAbility(g, p, BATTLE_BEST_OF_TWO) ? 1 : 0;
}

/**
 * A battle or psychic combat between p and a creature (rulebook p.10). Returns the result; the
 * life lost on defeat is taken here (with Armour and Spells offered), the rest is the caller's.
 */
export function fightCreature(g: Game, p: Player, foe: Foe): FightResult {
  const r = fight(g, p, foe);
  const fought = g.rules.hooks.combatFought;
  if (r !== EVADED && fought.length > 0) run(fought, g, p, null, foe.psychic, r);
  return r;
}

function fight(g: Game, p: Player, foe: Foe): FightResult {
  g.combat.psychic = foe.psychic ? 1 : 0;
  g.combat.opponent = -1;
  g.combat.creatureValue = foe.value;
  g.combat.armourBarred = -1;
  if (tryEvade(g, p, foe)) {
    // Stryker disable next-line ConditionalExpression: equivalent, the log drops lines when off (NULL_LOG)
    if (g.log.on) g.say(`  ${g.name(p)} evades`);
    return EVADED;
  }
  if (p.battleStrength !== 0) changed(p);
  p.battleStrength = 0;
  if (!foe.psychic) {
    prepareBattle(g, p);
    offerSpells(g, p, CAST.battle);
    run(g.rules.hooks.beforeAttackRoll, g, p, foe, null);
  }
  const extra = extraDice(g, p, foe.psychic);
  let mine = attackValue(g, p, foe.psychic, foe) + attackDice(g, p, extra) + foe.heroRollBonus;
  const assassinated = assassinates(g, p, foe);
  const theirNatural = assassinated ? 0 : rollPlain(g, g.rules.params.combatDice, p);
  const theirs = foe.value + foe.rollBonus + theirNatural;
  mine = fateOnAttack(g, p, extra, mine, theirs);
  if (p.battleStrength !== 0) changed(p);
  p.battleStrength = 0;
  foe.margin = mine - theirs;
  if (g.log.on) g.say(`  ${g.name(p)} ${mine} vs ${foe.psychic ? 'Craft' : 'Strength'} ${foe.value}: ${theirs}`);
  const natural = g.rules.steps.attackTotal(g, g.dice, g.rules.params.combatDice + extra);
  run(g.rules.hooks.attackRolled, g, p, natural, foe);
  const r = g.rules.steps.compareAttacks(g, mine, theirs, natural, theirNatural);
  if (r === STANDOFF) return r;
  // A Double Win (naturals deciding, both at the highest): "loses a Life ... as if defeated, but it then keeps the trophy
  // and proceeds with its turn as for victory"; one who died of it has no turn to proceed with.
  if (r !== WIN) loseFight(g, p, foe.psychic, -1);
  if (r === LOSE || p.dead) return LOSE;
  run(g.rules.hooks.creatureDefeated, g, p, foe);
  return WIN;
}

/**
 * Step "effects before the attack roll" in battle (p.10): a raised or charmed Enemy Follower adds
 * its Strength (one per battle; the Ghoul's is then discarded), and cards with beforeBattle act.
 */
export function prepareBattle(g: Game, p: Player): void {
  let best = -1;
  for (const c of p.followers) {
    if (g.cardDef[c].kind === 'enemy' && (best < 0 || g.cardDef[c].strength! > g.cardDef[best].strength!)) best = c;
  }
  if (best >= 0 && hasAbility(g, p, CHARM_ANIMALS)) {
    p.battleStrength += g.cardDef[best].strength!;
    changed(p);
  } else if (best >= 0 && hasAbility(g, p, RAISE_DEAD) && g.question(p, QUESTION['use-raised'], best)) {
    p.battleStrength += g.cardDef[best].strength!;
    changed(p);
    discardCard(g, p, best);
  }
  for (let i = p.followers.length - 1; i >= 0; i--) g.cardDef[p.followers[i]].beforeBattle?.(g, p, p.followers[i]);
  const magic = magicUsable(g, p);
  for (let i = p.objects.length - 1; i >= 0; i--) {
    const def = g.cardDef[p.objects[i]];
    if (def.kind !== 'magic-object' || magic) def.beforeBattle?.(g, p, p.objects[i]);
  }
}

/**
 * p was defeated: one life lost unless an Armour (battle only) or a Spell saves it (p.10-12).
 * `killer` is the seat that defeated p, or -1 for a creature.
 */
export function loseFight(g: Game, p: Player, psychic: boolean, killer: number): void {
  if (psychic ? g.rules.steps.psychicArmourSaves(g, p) : g.rules.steps.armourSaves(g, p)) return;
  loseLifeUnlessSaved(g, p, 1, killer);
}

/** Offer reaction Spells (Preservation, Healing...) before a life loss; then lose what is left. */
export function loseLifeUnlessSaved(g: Game, p: Player, n: number, killer = -1): void {
  g.lifeLoss = n;
  g.lifeLossSeat = p.seat;
  for (const q of g.players) if (q.alive) offerSpells(g, q, CAST['life-loss'], p.seat);
  if (g.lifeLoss > 0) loseLives(g, p, g.lifeLoss, killer);
  g.lifeLoss = 0;
}

/** Seat markers for a 'life-loss' window that is not about a character's life. */
export const FOLLOWER_AT_RISK = -2;
export const ENEMY_AT_RISK = -3;

/**
 * Something other than a life is about to be lost (a Follower killed, an Enemy killed): any
 * character may answer in the 'life-loss' window (Preservation). Returns true if it was saved.
 */
export function savedByASpell(g: Game, at: number, detail: number): boolean {
  g.lifeLoss = 1;
  g.lifeLossSeat = at;
  for (const q of g.players) if (q.alive) offerSpells(g, q, CAST['life-loss'], detail);
  const saved = g.lifeLoss === 0;
  g.lifeLoss = 0;
  return saved;
}

/**
 * May p use Armour now (p.12)? Not as a Toad nor with the Monk's and like abilities; a Magic Object's
 * Armour only while Magic is usable.
 */
export function armourUsable(g: Game, p: Player, card: number): boolean {
  const def = g.cardDef[card];
  return def.armourSave !== undefined && (def.kind === 'object' || magicUsable(g, p)) && card !== g.combat.armourBarred;
}

/** May p use any Armour at all (p.12: not as a Toad; the Monk's "may not use Armour")? */
export function mayUseArmour(g: Game, p: Player): boolean {
  return p.toadTurns <= 0 && !hasAbility(g, p, NO_ARMOUR);
}

/**
 * One Armour roll for p with this card (p.12): one die, a fate reroll offered on a miss, and the
 * armourRolled hook site with the final die. Returns whether it saved the life.
 */
export function rollArmour(g: Game, p: Player, card: number): boolean {
  const save = g.cardDef[card].armourSave!;
  rollInto(g, p, DICE.armour, 1, ROLL.armour);
  if (g.dice[0] < save) offerReroll(g, p, 1, ROLL.armour);
  const die = g.dice[0];
  const saved = die >= save;
  // Stryker disable next-line ConditionalExpression: equivalent, the log drops lines when off (NULL_LOG)
  if (g.log.on) g.say(`  Armour roll ${die}: ${saved ? 'saved' : 'not saved'}`);
  run(g.rules.hooks.armourRolled, g, p, card, die);
  return saved;
}

/**
 * Base step "compare attack scores" (p.10): the higher wins, equal scores are a stand-off. Where
 * naturals decide (params.naturalsDecide), a natural is a side's kept dice all showing 6 (the
 * highest) or all 1 (the lowest) before any modifier: the highest wins and the lowest loses whatever
 * the totals; both highest are a Double Win, both lowest a stand-off (src/odds/outcome.ts judge).
 * A side that rolled no die (natural 0) has no natural.
 */
export function compareScores(g: Game, mine: number, theirs: number, myNatural: number, theirNatural: number): number {
  const params = g.rules.params;
  if (params.naturalsDecide) {
    const lowest = params.combatDice;
    const highest = 6 * lowest;
    if (myNatural === highest && theirNatural === highest) return DOUBLE_WIN;
    if (myNatural === lowest && theirNatural === lowest) return STANDOFF;
    if (myNatural === highest || theirNatural === lowest) return WIN;
    if (theirNatural === highest || myNatural === lowest) return LOSE;
  }
  return mine > theirs ? WIN : mine === theirs ? STANDOFF : LOSE;
}

/** Base step "Armour" (Steps.armourSaves): one Armour per attack, p rolls for his best one (p.12). */
export function bestArmourSaves(g: Game, p: Player): boolean {
  if (!mayUseArmour(g, p)) return false;
  let best = -1;
  for (const c of p.objects) {
    if (armourUsable(g, p, c) && (best < 0 || g.cardDef[c].armourSave! < g.cardDef[best].armourSave!)) best = c;
  }
  return best >= 0 && rollArmour(g, p, best);
}
