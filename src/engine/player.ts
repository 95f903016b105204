// One seat at the table and the character it plays: a flat object of one shape, built by one
// factory. Values (Strength, Craft...) are computed in stats.ts; possessions change in possessions.ts.
// reset() makes a used Player as new for a worker's next game (Game.reset, issue 21).
import { clearList } from './lists.ts';
import { stamp } from './changes.ts';
import { ABILITIES, SOURCES, TRAITS, type Alignment, type CharacterDef } from './types.ts';

/** One row of ability counts per source, then a row of their sums (most look-ups end there: none). */
export const ABILITY_SLOTS = ABILITIES.length * (SOURCES.length + 1);

/** Inner Region progress on the current space (rulebook p.19-20). */
export interface InnerState {
  /** The space's instructions are completed: the character may move on next turn. */
  done: boolean;
  /** Turned back toward the Plain of Peril, ignoring spaces on the way. */
  turningBack: boolean;
  /** Direction along the Inner ring chosen on the Plain of Peril: +1 via the Mines, -1 via the Crypt. */
  route: number;
  /** Pit Fiends still to fight. */
  pitFiends: number;
  /** This character's Werewolf's Strength (0 = none rolled yet). */
  werewolf: number;
}

/** Numbers a seat's strategy may note in Player.notes. */
export const PLAYER_NOTES = 32;

export class Player {
  seat: number;
  /** Index of the seat's strategy in the game's strategy list. */
  strategy: number;
  character: CharacterDef | null = null;
  /** The character's index in Game.content.characters (-1 while none): the ability tally's row block. */
  characterNo = -1;
  /** Still in the game (false once killed after someone reached the Crown). */
  inGame = true;
  /** Dead and waiting for a new character at the start of the next turn. */
  dead = false;
  space = 0;
  strengthCounters = 0;
  craftCounters = 0;
  lives = 0;
  fate = 0;
  gold = 0;
  alignment: Alignment = 'neutral';
  objects: number[] = [];
  followers: number[] = [];
  spells: number[] = [];
  /** The casting windows of the Spells held, as bits (Game.cardCast OR'ed): kept by spellsChanged(). */
  castWindows = 0;
  /** Objects held with each trait, by index in TRAITS: kept by gainCard and removeCard (countTrait). */
  readonly objectTraits = new Int8Array(TRAITS.length);
  /** Followers and Objects held with a turn-start hook (HOOK_TURN_START): kept by gainCard and removeCard. */
  turnStartHooks = 0;
  /**
   * The battle bonus of the best Weapon and of the best two (the Warrior), among the Objects and
   * among Objects and Magic Objects (All), as weaponBonus() uses them: kept by gainCard and removeCard.
   */
  weaponOne = 0;
  weaponTwo = 0;
  weaponOneAll = 0;
  weaponTwoAll = 0;
  trophies: number[] = [];
  /** Invisibility: the turn (Game.turn) to whose end he evades every creature and character. */
  invisibleTurn = -1;
  /** Immobility on a creature: that Enemy card cannot attack him until the end of turn immobileTurn. */
  immobileCard = -1;
  immobileTurn = -1;
  /** Ability counts, indexed [source * ABILITIES.length + ability]; row SOURCES.length sums the sources. */
  ab = new Int16Array(ABILITY_SLOTS);
  /** Turns left as a Toad (0 = not a Toad) and the Toad's own Strength/Craft changes. */
  /** Strength and Craft bonuses of the Followers, the Objects and the Magic Objects held. */
  followerStrength = 0;
  followerCraft = 0;
  objectStrength = 0;
  objectCraft = 0;
  magicStrength = 0;
  magicCraft = 0;
  /** Bonuses that last until the end of this turn (Potion of Strength...). */
  tempStrength = 0;
  tempCraft = 0;
  /** Strength in battles only, until the end of this turn (the Mercenary's +3). */
  turnBattleStrength = 0;
  /** Strength added for the current battle only (Psionic Blast, a raised Follower...). */
  battleStrength = 0;
  toadTurns = 0;
  /** The turn (Game.turn) he was last turned into a Toad in: that turn is not one of his three. */
  toadFrom = -1;
  toadStrength = 0;
  toadCraft = 0;
  missTurns = 0;
  /** Turns to take straight after this one (Temporal Warp). */
  extraTurns = 0;
  /** Turn number of the last alignment change (once a turn, rulebook p.15). */
  alignmentChangedTurn = -1;
  /** Spells held at the start of this turn, and cast so far (casting limits, rulebook p.13). */
  spellsAtTurnStart = 0;
  spellsCast = 0;
  /** Spells cast during other characters' turns since this player's last turn (at most 1). */
  castOffTurn = 0;
  /** Warlock's quest in hand (1-6, 0 = none). */
  quest = 0;
  questSpace = 0;
  /** Next move replaced by: 0 none, 1 Tavern ferry to the Temple, 2 Tavern wizard's teleport, 3 Raft. */
  pendingMove = 0;
  /** Where the ferry goes (the Temple). */
  pendingTarget = 0;
  /** Enslaved at the Temple until a movement roll of 4-6. */
  enslaved = false;
  /** Cards ditched this turn, which may not be taken back (rulebook p.16). */
  ditched: number[] = [];
  inner: InnerState = { done: false, turningBack: false, route: 0, pitFiends: 0, werewolf: 0 };
  /** Adventure cards seen on top of the deck (Divination), top first; a strategy's own knowledge. */
  seen: number[] = [];
  /**
   * The seat's strategy's own notes of this game (strategies/basic-loop.ts keeps its last turns
   * here): part of the game, so a copy (a search's rollout) carries them, and a reset clears them.
   */
  readonly notes = new Float64Array(PLAYER_NOTES);
  /** Per-game record. */
  charactersPlayed: string[] = [];
  deaths = 0;
  kills = 0;
  /** Times this seat's characters opened the Portal of Power into the Inner Region. */
  innerEntries = 0;
  /** This seat's event counts by id (events.ts), for reports that split by who it happened to. */
  readonly events: number[] = [];
  /**
   * Change counters (changes.ts, issue 21): `changes` rises whenever his values or possessions
   * change, `valueChanges` whenever what his Strength, Craft, attack value and abilities are worked
   * out from does, `moves` whenever his space does. A reset must give each a fresh stamp().
   */
  changes = stamp();
  valueChanges = stamp();
  moves = stamp();

  constructor(seat: number, strategy: number) {
    this.seat = seat;
    this.strategy = strategy;
  }

  /**
   * As the constructor leaves him, for the next game: every field above, in their order, with the
   * lists and counts emptied in place (their storage is kept). test/engine/reuse.test.ts spoils
   * every field and checks that this undoes it: a field added above must be added here.
   */
  reset(seat: number, strategy: number): void {
    this.seat = seat;
    this.strategy = strategy;
    this.character = null;
    this.characterNo = -1;
    this.inGame = true;
    this.dead = false;
    this.space = 0;
    this.strengthCounters = 0;
    this.craftCounters = 0;
    this.lives = 0;
    this.fate = 0;
    this.gold = 0;
    this.alignment = 'neutral';
    clearList(this.objects);
    clearList(this.followers);
    clearList(this.spells);
    this.castWindows = 0;
    this.objectTraits.fill(0);
    this.turnStartHooks = 0;
    this.weaponOne = 0;
    this.weaponTwo = 0;
    this.weaponOneAll = 0;
    this.weaponTwoAll = 0;
    clearList(this.trophies);
    this.invisibleTurn = -1;
    this.immobileCard = -1;
    this.immobileTurn = -1;
    this.ab.fill(0);
    this.followerStrength = 0;
    this.followerCraft = 0;
    this.objectStrength = 0;
    this.objectCraft = 0;
    this.magicStrength = 0;
    this.magicCraft = 0;
    this.tempStrength = 0;
    this.tempCraft = 0;
    this.turnBattleStrength = 0;
    this.battleStrength = 0;
    this.toadTurns = 0;
    this.toadFrom = -1;
    this.toadStrength = 0;
    this.toadCraft = 0;
    this.missTurns = 0;
    this.extraTurns = 0;
    this.alignmentChangedTurn = -1;
    this.spellsAtTurnStart = 0;
    this.spellsCast = 0;
    this.castOffTurn = 0;
    this.quest = 0;
    this.questSpace = 0;
    this.pendingMove = 0;
    this.pendingTarget = 0;
    this.enslaved = false;
    clearList(this.ditched);
    const inner = this.inner;
    inner.done = false;
    inner.turningBack = false;
    inner.route = 0;
    inner.pitFiends = 0;
    inner.werewolf = 0;
    clearList(this.seen);
    this.notes.fill(0);
    clearList(this.charactersPlayed);
    this.deaths = 0;
    this.kills = 0;
    this.innerEntries = 0;
    clearList(this.events);
    this.changes = stamp();
    this.valueChanges = stamp();
    this.moves = stamp();
  }

  get isToad(): boolean {
    return this.toadTurns > 0;
  }

  get alive(): boolean {
    return this.inGame && !this.dead;
  }
}
