// What a strategy may see: its own character in full, everything face up on the board and in the
// other play areas, the dice just rolled and the attack under way; never the decks' order nor
// other characters' Spells (only how many they hold).
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import type { Params, RuleSet } from './ruleset.ts';
import type { StateSlot } from './state.ts';
import type { Topology } from './topology.ts';
import { traitBit, type Ability, type CardDef, type SpaceDef } from './types.ts';
import { craft, followerHas, has, hasAbility, spellLimit, strength } from './stats.ts';
import { attackValue, extraDice } from './combat.ts';
import { countTrait, objectLimit } from './possessions.ts';
import { lookaheadOf, type Lookahead } from './lookahead.ts';
import { run } from './hooks.ts';
import { clearList } from './lists.ts';

/** The actions the characterActions moment offers, for mayTakeAction (read and dropped at once). */
const offered: number[] = [];

const TALISMAN = traitBit('talisman');

/** A face-up summary of a character (no Spells). */
export interface PublicPlayer {
  readonly seat: number;
  readonly alive: boolean;
  readonly character: string;
  readonly space: number;
  readonly strength: number;
  readonly craft: number;
  readonly lives: number;
  readonly fate: number;
  readonly gold: number;
  readonly alignment: string;
  readonly objects: readonly number[];
  readonly followers: readonly number[];
  readonly spellCount: number;
  readonly isToad: boolean;
}

export class View {
  constructor(private readonly g: Game, readonly seat: number) {}

  /** My own character, read-only (its Spells are mine to see). */
  get me(): Readonly<Player> {
    return this.g.players[this.seat];
  }
  /** The rules' parameters (trophy rate, combat dice...). */
  get rules(): Params {
    return this.g.rules.params;
  }
  /** The whole rule set (public: its parameters, steps and modules; tables kept by rule set key on it). */
  get ruleSet(): RuleSet {
    return this.g.rules;
  }
  /** A character card's id by its index in the content (a 'character' decision's option). */
  characterId(character: number): string {
    return this.g.content.characters[character].id;
  }
  /** The lowest roll that makes the Command Spell work now (the rule set's step). */
  get commandSpellMin(): number {
    return this.g.rules.steps.commandSpellMin(this.g);
  }
  get topo(): Topology {
    return this.g.topo;
  }
  /** Changes with every decision: lets a strategy cache what it works out for one decision. */
  get stamp(): number {
    return this.g.decisions;
  }
  /**
   * Change counters (issue 21; src/engine/changes.ts), part of this contract: each rises whenever
   * what it covers changes and never returns to a value it had, in this game or another.
   * changes(seat) covers the character's Strength, Craft, attack value and abilities, lives, fate,
   * gold, alignment, Objects, Followers, Spells, trophies, quest and whether he is alive;
   * valueChanges(seat) all of that but his lives, fate, gold, Spells and trophies (which change
   * most often and none of his values is worked out from); moves(seat) his space; boardChanges the cards and gold face up on the spaces. A strategy may keep what it
   * worked out from these until a counter it read moves, and must key anything else it reads (the
   * dice, the round, the stocks, the fight under way) by its value. They tell when something
   * changed, never what. The stale-cache check (strategies/cache-check.ts) tests the keeping.
   */
  changes(seat = this.seat): number {
    return this.g.players[seat].changes;
  }
  valueChanges(seat = this.seat): number {
    return this.g.players[seat].valueChanges;
  }
  moves(seat = this.seat): number {
    return this.g.players[seat].moves;
  }
  get boardChanges(): number {
    return this.g.boardChanges;
  }
  get round(): number {
    return this.g.round;
  }
  get crownReached(): boolean {
    return this.g.crownReached;
  }
  get playerCount(): number {
    return this.g.players.length;
  }
  space(i: number): SpaceDef {
    return this.g.spaces[i];
  }
  card(c: number): CardDef {
    return this.g.cardDef[c];
  }
  /** Every card's definition by card number: one array shared by the games of a content set. */
  get cardDefs(): readonly CardDef[] {
    return this.g.cardDef;
  }
  /** A card's traits as bits: test with traitBit(trait) (types.ts), looked up once. */
  cardTraits(c: number): number {
    return this.g.cardTraits[c];
  }
  /** Cards face up on a space. */
  cardsAt(space: number): readonly number[] {
    return this.g.spaceCards[space];
  }
  /** Cards in play off any space or player (a Blizzard, a broken card kept for repair). */
  get cardsInPlay(): readonly number[] {
    return this.g.inPlay;
  }
  goldAt(space: number): number {
    return this.g.spaceGold[space];
  }
  /**
   * A rule module's state in this game (state.ts), undefined when the module is off: for the
   * module's own readers, which give a strategy only what its seat may see (a card face up on a
   * space, who travels with whom, the seat's own cards kept aside), never the whole state.
   */
  state<T>(slot: StateSlot<T>): Readonly<T> | undefined {
    return slot.maybe(this.g);
  }
  /** Dice of the roll being decided on. */
  die(i: number): number {
    return this.g.dice[i];
  }
  /** The space face `face` of the die being rolled names (Imp, Magic Portal...); -1 if none. */
  faceSpace(face: number): number {
    const spaces = this.g.faceSpaces;
    return spaces === null ? -1 : this.g.space(spaces[face - 1]);
  }

  get diceCount(): number {
    return this.g.diceCount;
  }
  /** The attack under way: my score, theirs, the creature's value, psychic or not. */
  get myScore(): number {
    return this.g.combat.myScore;
  }
  get theirScore(): number {
    return this.g.combat.theirScore;
  }
  /** May I pay fate to reroll one die of a roll of this kind now (rules.mayReroll)? */
  mayReroll(kind: number): boolean {
    return this.g.rules.steps.mayReroll(this.g, this.g.players[this.seat], kind);
  }
  /** The seat fought in the battle under way, or -1 for a creature. */
  get opponent(): number {
    return this.g.combat.opponent;
  }
  get creatureValue(): number {
    return this.g.combat.creatureValue;
  }
  /** The Spell being cast when a Counterspell is offered (-1: the Command Spell; RULE_SPELL: a rule's own spell that is no card). */
  get casting(): number {
    return this.g.casting;
  }
  /** Seat whose turn it is. */
  get active(): number {
    return this.g.active;
  }
  /** Lives about to be lost, and by whom, when a 'life-loss' Spell is offered. */
  get lifeLoss(): number {
    return this.g.lifeLoss;
  }
  get lifeLossSeat(): number {
    return this.g.lifeLossSeat;
  }
  /** Purchase and Talisman cards still available. */
  get purchaseStock(): readonly number[] {
    return this.g.purchaseStock;
  }
  get talismansLeft(): number {
    return this.g.talismanStock.length;
  }
  get psychic(): boolean {
    return this.g.combat.psychic === 1;
  }
  strength(seat = this.seat): number {
    return strength(this.g, this.g.players[seat]);
  }
  craft(seat = this.seat): number {
    return craft(this.g, this.g.players[seat]);
  }
  /** Attack value before the roll (with Weapons, the Monk's Craft...), and extra dice. */
  attack(psychic: boolean, seat = this.seat): number {
    return attackValue(this.g, this.g.players[seat], psychic, null);
  }
  extraDice(psychic: boolean, seat = this.seat): number {
    return extraDice(this.g, this.g.players[seat], psychic);
  }
  has(ability: Ability, seat = this.seat): boolean {
    return has(this.g, this.g.players[seat], ability);
  }
  /** has() by ABILITY_INDEX, looked up once by a strategy's hot path. */
  hasAbility(index: number, seat = this.seat): boolean {
    return hasAbility(this.g, this.g.players[seat], index);
  }
  /** Does one of my Followers give the ability (by ABILITY_INDEX)? */
  followerHas(index: number): boolean {
    return followerHas(this.g.players[this.seat], index);
  }
  /** How many Objects with the trait (a traitBit) the seat carries. */
  objectsWith(bit: number, seat = this.seat): number {
    return countTrait(this.g.players[seat], bit);
  }
  talismans(seat = this.seat): number {
    return this.objectsWith(TALISMAN, seat);
  }
  spellLimit(): number {
    return spellLimit(this.g, this.me as Player);
  }
  objectLimit(): number {
    return objectLimit(this.g, this.me as Player);
  }
  /**
   * Where a move of `steps` from my space (or the seat's: a move a rule lets me make for him) may end
   * (a movement roll being decided on); read-only.
   */
  moveOptions(steps: number, seat = this.seat): readonly number[] {
    return this.g.rules.steps.moveOptions(this.g, this.g.players[seat], steps);
  }
  /**
   * May I take an action of a module's own (a ModuleOption's value, questions.ts) against the
   * character at this seat, were I to meet him now: would the characterActions moment offer it?
   */
  mayTakeAction(seat: number, action: number): boolean {
    const hs = this.g.rules.hooks.characterActions;
    if (hs.length === 0) return false;
    clearList(offered);
    run(hs, this.g, this.g.players[this.seat], this.g.players[seat], offered);
    return offered.includes(action);
  }
  /** Cheap look-ups of another character's place (no allocation, for move scoring). */
  playerAlive(seat: number): boolean {
    return this.g.players[seat].alive;
  }
  playerSpace(seat: number): number {
    return this.g.players[seat].space;
  }
  /** player()'s public counts one at a time, without building the summary (for hot paths). */
  playerLives(seat: number): number {
    return this.g.players[seat].lives;
  }
  playerGold(seat: number): number {
    return this.g.players[seat].gold;
  }
  playerObjects(seat: number): readonly number[] {
    return this.g.players[seat].objects;
  }
  /** More of player()'s public facts one at a time (the learned player's features, strategies/learned/). */
  playerFate(seat: number): number {
    return this.g.players[seat].fate;
  }
  playerFollowers(seat: number): number {
    return this.g.players[seat].followers.length;
  }
  playerSpellCount(seat: number): number {
    return this.g.players[seat].spells.length;
  }
  playerAlignment(seat: number): string {
    return this.g.players[seat].alignment;
  }
  playerToad(seat: number): boolean {
    return this.g.players[seat].toadTurns > 0;
  }
  /** Turns the seat will lose (face up: a lost turn is announced). */
  playerMissTurns(seat: number): number {
    return this.g.players[seat].missTurns;
  }
  /** The trophy points the seat keeps face up (each card's Strength or Craft as a trophy). */
  playerTrophyPoints(seat: number): number {
    const t = this.g.players[seat].trophies;
    let sum = 0;
    for (let i = 0; i < t.length; i++) sum += this.g.cardTrophy[2 * t[i]] + this.g.cardTrophy[2 * t[i] + 1];
    return sum;
  }
  /** player(seat).strength and .craft: 0 for a dead character. */
  playerStrength(seat: number): number {
    const q = this.g.players[seat];
    return q.alive ? strength(this.g, q) : 0;
  }
  playerCraft(seat: number): number {
    const q = this.g.players[seat];
    return q.alive ? craft(this.g, q) : 0;
  }
  /** Another character's Spells: only the Prophetess may look at them (reference 2); else null. */
  spellsOf(seat: number): readonly number[] | null {
    if (seat !== this.seat && !has(this.g, this.g.players[this.seat], 'see-spells')) return null;
    return this.g.players[seat].spells;
  }
  /**
   * Rollouts from this decision (the search player): they re-deal what this seat cannot see before
   * they play on, so they tell a strategy nothing the view does not (lookahead.ts).
   */
  lookahead(): Lookahead {
    return lookaheadOf(this.g);
  }
  /** Another character as the table sees him. */
  player(seat: number): PublicPlayer {
    const q = this.g.players[seat];
    return {
      seat, alive: q.alive, character: q.character?.id ?? '', space: q.space,
      strength: this.playerStrength(seat), craft: this.playerCraft(seat),
      lives: q.lives, fate: q.fate, gold: q.gold, alignment: q.alignment,
      objects: q.objects, followers: q.followers, spellCount: q.spells.length, isToad: q.toadTurns > 0,
    };
  }
}
