// The RuleSet the engine consults: parameters and the named steps a rule module may replace.
// Concrete rule sets are built in src/rules/ (base rules plus ordered modules); the engine never
// asks which variant is on.
import type { Game } from './game.ts';
import type { Hooks } from './hooks.ts';
import type { Player } from './player.ts';
import type { Rng } from './rng.ts';
import type { Foe } from './combat.ts';
import type { GainMeans } from './stats.ts';

/** A rule module as reports print it. */
export interface RuleInfo {
  readonly id: string;
  readonly desc: string;
}

export interface RuleSet {
  /** Players at the table (2-8). */
  readonly players: number;
  /** A game still running after this many rounds ends as `timeout`. */
  readonly roundCap: number;
  /** Deal three characters to each player and let them choose one (rulebook p.4 alternative). */
  readonly dealThree: boolean;
  /** Trophy points per Strength or Craft counter (rulebook p.14: 7; faster play: 6 or 5). */
  readonly trophyRate: number;
  /** Dice every participant rolls for an attack roll (1 base; 2 with 2D6 Combat). */
  readonly combatDice: number;
  /**
   * Naturals decide (2D6 Combat's Auto-Win/Lose, issue 16): a natural 2 loses and a natural 12 wins;
   * the engine applies it through compareAttacks, the strategies' odds read it (strategies/odds.ts).
   */
  readonly naturalsDecide: boolean;
  /** The Assassin's assassination works against creatures too (reference section 2 reading). */
  readonly assassinateCreatures: boolean;
  /**
   * Step: the lowest die roll that makes the Command Spell work now (rulebook p.20: 4; faster play
   * lowers it by the characters still in the game, p.21); 1 casts automatically.
   */
  readonly commandSpellMin: (g: Game) => number;
  /** Faces of the movement die (rulebook p.8: 6); a "6" named for movement reads as this top face. */
  readonly movementDie: number;
  /** May a character move one space instead of rolling (where moving is allowed)? None in the base game. */
  readonly mayStepOne: boolean;
  /**
   * Do Spirits of one encounter number fight as one, adding their Craft? Not in the base game, where
   * only Enemies that attack by Strength do (p.10 "More than one Enemy"); Talisman Upgrade clause 7.
   */
  readonly spiritsFightAsOne: boolean;
  /**
   * Every Talisman lives in the Adventure deck (Talisman Upgrade clause 17): one discarded goes to
   * the Adventure discard pile, and the Hermit's is the first in the deck when none is beside the
   * board. False in the base game (p.16: Talisman cards go back beside the board).
   */
  readonly talismansInDeck: boolean;
  /**
   * Step "held to one space a turn by company" (Talisman Upgrade clause 5: a party moves only as
   * fast as its slowest member): p moves one space as if he were a Toad. Never in the base game.
   */
  heldToOneStep(g: Game, p: Player): boolean;
  /**
   * Step "on the Crown of Command" (p.20): p's encounter there, `arriving` or on a later turn. The
   * base game's is inner.ts baseCrownRound; Talisman Upgrade's Dragon King replaces it (clause 43).
   */
  crownRound(g: Game, p: Player, arriving: boolean): void;
  /**
   * Once someone has reached the Crown, does the last character in the game win (p.20)? Not when the
   * Crown is won otherwise (Talisman Upgrade: by defeating the Dragon King, clause 43).
   */
  readonly lastStandingWins: boolean;
  /**
   * Once someone has reached the Crown, may no player start a new character (p.20: "if, and only if,
   * no character has yet reached the Crown of Command")? Always in the base game; Talisman Upgrade's
   * `crownLockOut: false` lets players start new characters while the Dragon King holds the Crown.
   */
  readonly crownLocksOut: boolean;
  /**
   * What a player may know of the fight on the Crown before reaching it: the Dragon King's lives
   * and the chance that the Dragon Princes stand with him (Talisman Upgrade clause 43); null when
   * the Crown is the base game's.
   */
  readonly crownDragons: { readonly kingLives: number; readonly princesChance: number } | null;
  /**
   * Step "may p encounter character q on his space?" (p.9): always in the base game; Talisman
   * Upgrade's party members travel together and do not encounter one another (clause 3).
   */
  mayEncounter(g: Game, p: Player, q: Player): boolean;
  /**
   * Step "does the Enemy card c on p's space fight p?" (p.10: every Enemy there, as one): always in
   * the base game; Talisman Upgrade's special face-off gives each member of a party his own share
   * (clause 29), and an Enemy of another's share still guards the cards from p.
   */
  facesEnemy(g: Game, p: Player, c: number): boolean;
  /**
   * Step "the attribute p's tunnels roll is made against" (the Crypt's Strength, the Mines' Craft,
   * reference I02/I08): his own in the base game; Talisman Upgrade's party meets an Inner space as
   * one with a Unified Effort (clause 7), their attributes combined (clause 10).
   */
  tunnelsAttribute(g: Game, p: Player, attribute: number): number;
  /** Step "whose party is p in": the leader's seat, or -1 alone (always alone in the base game; Talisman Upgrade clause 2). */
  partyOf(g: Game, p: Player): number;
  /**
   * Step "who is moved by p's Teleport" (reference 4: "instead of rolling, move to any other space"):
   * p in the base game; Talisman Upgrade clause 13: his party's leader, whose move carries the party,
   * when p casts it for the party's move.
   */
  teleported(g: Game, p: Player): Player;
  /** The modules folded into this rule set, in order, for reports. */
  readonly modules: readonly RuleInfo[];
  /**
   * Step "attack roll total": the dice rolled for one side's attack roll are in dice[0..n); a side
   * with extra dice (the Warrior) keeps the best combatDice of them.
   */
  attackTotal(g: Game, dice: Int8Array, n: number): number;
  /**
   * Step "leave possessions" (rulebook p.5): what becomes of a killed character's Objects, Followers
   * and gold; base: left on his space (death.ts leaveOnSpace). Inherited Items (p.21) sets them aside.
   */
  leavePossessions(g: Game, p: Player): void;
  /**
   * Step "evade an individual": does p evade the card `card` (or, at -1, the space's own
   * instructions) before meeting it? Base: never, only creatures and characters (p.14); Evading
   * Unfriendly Individuals (p.21) lets him evade some.
   */
  evadesIndividual(g: Game, p: Player, card: number, space: number): boolean;
  /**
   * Step "compare attack scores" (p.10): the result from the first side's view (WIN, LOSE, STANDOFF
   * or DOUBLE_WIN, combat.ts), given both scores and both naturals (the kept dice's total before
   * any modifier; 0 for a side that rolled no die, the assassinated). The base game compares scores.
   */
  compareAttacks(g: Game, mine: number, theirs: number, myNatural: number, theirNatural: number): number;
  /**
   * Step "Armour" (p.12): p lost a life in battle; does his Armour save it? The base game rolls once,
   * for his best Armour (bestArmourSaves in combat.ts; rollArmour is one roll).
   */
  armourSaves(g: Game, p: Player): boolean;
  /**
   * Step "Armour against psychic combat": p lost a life in psychic combat; does Armour save it? Never
   * in the base game (p.12: Armour protects in battle); Talisman Upgrade clause 41: after a strength
   * fight in the same turn, a roll of a type of armour not yet rolled.
   */
  psychicArmourSaves(g: Game, p: Player): boolean;
  /**
   * p carries more Objects than he may (rulebook p.12) and holds some kept aside (Player.keptAside):
   * discard one of those, lowering keptAside. The base game keeps none aside, so never calls it.
   */
  dropKeptAside(g: Game, p: Player): void;
  /**
   * Step "is p attacking this creature, not attacked by it?", for abilities that need an attack (the
   * Assassin's) and for Defensive Combat's "when attacked". The base game answers with the reading
   * of assassinateCreatures (true: he always attacks what he fights; false: a creature attacks him).
   */
  attacksCreature(g: Game, p: Player, foe: Foe): boolean;
  // Issue 17 (Fantastic Diversions part 2): Card-less Trophies.
  /**
   * Step "trophy points without a card" at the end-of-turn exchange (p.14): the points of one kind
   * (battle: Strength, psychic: Craft) p may add this turn to the trophies he holds. Taking them
   * spends them: they are exchanged now or lost. None in the base game.
   */
  takeTemporaryTrophyPoints(g: Game, p: Player, psychic: boolean): number;
  // Issue 17: True Fate.
  /**
   * Step "may fate reroll one die of this roll" (p.15; True Fate's Luck), for p's roll of kind `kind`
   * (a ROLL index): the base game's table, rolls.ts.
   */
  mayReroll(g: Game, p: Player, kind: number): boolean;
  /**
   * Step "before the roll" (True Fate's Destiny): roll p's n dice of roll kind `kind` from `dice`
   * into g.dice (setting g.diceCount to n) and return true, or return false to let them be rolled as
   * usual (dice.ts rollInto). Asked only while p has fate; always false in the base game.
   */
  destinyDice(g: Game, p: Player, kind: number, n: number, dice: Rng): boolean;
  /**
   * Step "roll for a single-roll Spell" (reference 4, Random: "a character rolls 1d6", the target):
   * the die for `caster`'s Spell on `target`, of roll kind `kind` (True Fate's Fated Spells give it
   * to the caster).
   */
  spellRoll(g: Game, caster: Player, target: Player, kind: number): number;
  // Issue 17: The Seek.
  /**
   * Step "where may a movement roll of `steps` take p" (p.8: the full count, either way round, the
   * bridge and the Portal): move options as movement.ts's moveOptions gives them (a read-only list).
   */
  moveOptions(g: Game, p: Player, steps: number): readonly number[];
  // Issue 17: Full Encounters.
  /**
   * Step "a character instead of the space" (p.7: "either one character of his choice who is in the
   * space where he lands, or the space itself"; p.20 on the Plain of Peril and the Valley of Fire):
   * asks p whom to encounter and encounters him; true if he did, and the space is then not
   * encountered. Base: chooseCharacter (encounter.ts).
   */
  characterInstead(g: Game, p: Player): boolean;
  /**
   * On a space that draws no cards, are its instructions followed before the cards lying there? The
   * base game deals with those cards first ("before they do, any Enemies in the space must first be
   * killed or evaded", p.10): false.
   */
  readonly instructionsBeforeCards: boolean;
  // Issue 19 (Talisman Upgrade, the characters' clauses):
  /**
   * Step "counters gained" (p.15): how many of the n Strength (craft false) or Craft counters p
   * is to gain by this means he may take. The base game: all n.
   */
  gainableCounters(g: Game, p: Player, craft: boolean, n: number, means: GainMeans): number;
  /**
   * Step "lowest counters": the fewest Strength (or Craft) counters p may hold. The base game: none,
   * "an attribute never drops below its printed value" (p.5, stats.ts).
   */
  lowestCounters(g: Game, p: Player, craft: boolean): number;
  /**
   * Step "a Talisman from the board": the Warlock's quest completed (reference M01) or the Temple's 10
   * (M05). The base game gives a Talisman card if one is left (quest.ts giveTalismanCard).
   */
  giveTalisman(g: Game, p: Player): void;
  /**
   * Step "no Talisman": p would move on into `space`, which only a Talisman opens (the Valley of
   * Fire, reference I05), without one; true if the rule dealt with it (he then does not turn back).
   * The base game: false, he must turn back (p.19).
   */
  withoutTalisman(g: Game, p: Player, space: number): boolean;
  /**
   * Step "dropped on the board": does a card p leaves on his space stay there (p.16, ditch in
   * possessions.ts)? false: it goes to its discard pile. The base game: it stays.
   */
  droppedStays(g: Game, p: Player, card: number): boolean;
  /**
   * Step "the Warrior's two Weapons" (reference 2: "May use two Weapons at once"): the battle bonus of
   * the Weapons p, who may use two, wields against foe (null: a character). Base: combat.ts bestTwoWeapons.
   */
  pairedWeapons(g: Game, p: Player, foe: Foe | null): number;
  /**
   * Step "may p assassinate" (reference 2, the Assassin): a character (foe null) or this creature he
   * fights in battle, before he is asked whether he does; `onCrown`: he is on the Crown of Command.
   * Base: combat.ts assassinateAsPrinted.
   */
  mayAssassinate(g: Game, p: Player, foe: Foe | null, onCrown: boolean): boolean;
  /**
   * Step "instead of a life" (p.11): the winner of a battle or psychic combat between characters gets
   * an Object or a gold instead of the loser's life; true if he did. Base: combat-characters.ts
   * winnerChooses (the winner's choice).
   */
  rewardInstead(g: Game, winner: Player, loser: Player, psychic: boolean): boolean;
  /** Spells allowed from Craft 10 (p.13's table stops at 3 for Craft 6 and more; the base game: 3). */
  readonly spellsAtCraftTen: number;
  /** Step "Spells p may cast in his own turn" (p.13): the base game, as many as he held at its start. */
  castLimit(g: Game, p: Player): number;
  /** Step "a Spell cast is spent" (p.13): the base game discards it (possessions.ts discard). */
  spellSpent(g: Game, p: Player, card: number): void;
  /** Step "a Spell lost uncast" (the Magical Vortex, reference 3.1): the base game discards it (discardCard). */
  spellLost(g: Game, p: Player, card: number): void;
  /**
   * Step "regain a Spell": p is to gain a Spell (gainSpells, possessions.ts) and may take back one he
   * had instead of drawing; true if he did. The base game: false, he draws.
   */
  regainSpell(g: Game, p: Player): boolean;
  /**
   * Step "help at the Portal of Power" (p.18): what others add to p's Strength (craft false) or Craft
   * for his attempt to open it. The base game: none; Talisman Upgrade's Unified Effort (clause 10).
   */
  portalHelp(g: Game, p: Player, craft: boolean): number;
  /**
   * Step "may p command q's next move" (issue 19: Talisman Upgrade 33, a Talisman's Mini-Command,
   * used "instead of attacking or using any other power" on a character he lands on): offered as
   * the 'command' character action. The base game: never.
   */
  mayCommand(g: Game, p: Player, q: Player): boolean;
  /** Step: p commands q's next move (the 'command' action); the base game never calls it. */
  command(g: Game, p: Player, q: Player): void;
  /**
   * Step "a rule card face up on a space" (a DOC card, seed 000 rule 2: it "stays face up"): its
   * id, for the players to weigh a move there; null if none. The base game has none.
   */
  ruleCardAt(g: Game, space: number): string | null;
  /**
   * Step "cards p keeps aside" (Battle Breakage's broken ones, Player.keptAside): his own to see,
   * written into `out` (cleared first). The base game keeps none aside.
   */
  keptAsideCards(g: Game, p: Player, out: number[]): void;
  /** The handlers at each named hook site (hooks.ts), in module order; empty lists in the base game. */
  readonly hooks: Hooks;
}
