// The vocabulary the engine and the content share: regions, card and space definitions, abilities
// and the closed set of hooks. Content (src/content/) fills these tables; the engine reads them.
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import type { CastWindow } from './decisions.ts';

export const REGIONS = ['outer', 'middle', 'inner', 'crown'] as const;
export type Region = (typeof REGIONS)[number];

export const ALIGNMENTS = ['good', 'neutral', 'evil'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const DECKS = ['adventure', 'spell', 'purchase', 'talisman'] as const;
export type Deck = (typeof DECKS)[number];

export const CARD_KINDS = [
  'event', 'enemy', 'stranger', 'follower', 'object', 'magic-object', 'place', 'spell',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * Traits cards are asked about (never card ids). One line each:
 * weapon: adds battleStrength in battle, one per attack (two for the Warrior);
 * armour: may save a life lost in battle on armourSave or more;
 * animal, dragon, monster, spirit: Enemy subtypes; gold: a bag of gold taken at once;
 * not-good / not-evil: may not be had by a character of that alignment;
 * talisman: lets its holder enter the Valley of Fire; raft: crosses the Storm River;
 * one-use: discarded when its effect is used; forced: must be taken (Hag, Poltergeist);
 * moves-self: places itself on another space when drawn, resolved first (rulebook p.7);
 * stays: a Stranger or Place that remains on its space after being visited;
 * lady: the Minstrel may take her from a character (Maiden, Princess);
 * pure: the Sorceress may not take this Follower (Maiden, Unicorn, Princess);
 * curse: a Follower the Village Mystic lets one discard (Hag); royal: heals 2 lives free at the
 * Castle and may be exchanged there for 3G (Prince, Princess).
 */
export const TRAITS = [
  'weapon', 'armour', 'animal', 'dragon', 'monster', 'spirit', 'gold', 'not-good', 'not-evil',
  'talisman', 'raft', 'one-use', 'forced', 'moves-self', 'stays', 'lady', 'pure',
  'curse', 'royal',
] as const;
export type Trait = (typeof TRAITS)[number];

/** One bit per trait in an Int32 (TRAITS must stay within 31). */
const TRAIT_BIT = new Map<Trait, number>(TRAITS.map((t, i) => [t, 1 << i]));
if (TRAITS.length > 31) throw new Error('too many traits for the trait bits');

export function traitBit(trait: Trait): number {
  return TRAIT_BIT.get(trait)!;
}

/** A card's traits as bits, for Game.cardTraits (set up once per game). */
export function traitBits(traits: readonly Trait[]): number {
  let bits = 0;
  for (const t of traits) bits |= traitBit(t);
  return bits;
}

/**
 * Which per-turn hooks a card has, as bits (Game.cardHooks): the loops over a hand or the cards
 * drawn test one bit instead of loading each definition's hook (most cards have none).
 */
export const HOOK_TURN_START = 1;
export const HOOK_DRAWN = 2;
export const HOOK_CROSS_RIVER = 4;
export const HOOK_LAND = 8;

export function hookBits(def: CardDef): number {
  return (def.onTurnStart ? HOOK_TURN_START : 0) | (def.onDrawn ? HOOK_DRAWN : 0) | (def.onCrossRiver ? HOOK_CROSS_RIVER : 0)
    | (def.onLand ? HOOK_LAND : 0);
}

/**
 * Engine primitives that characters, Followers and Objects switch on. A player holds a count per
 * ability and per source, updated when a card enters or leaves play (never searched for).
 */
export const ABILITIES = [
  'evade-in-hills', 'evade-in-woods', 'optional-roll-crags', 'optional-roll-forest',
  'optional-roll-chasm', 'portal-craft-one-die', 'mines-two-dice', 'maze-immune', 'cave-plus-one',
  'pray-plus-one', 'destroy-spirits', 'keep-one-spell', 'redraw-one', 'psychic-attack',
  'assassinate', 'raise-dead', 'charm-animals', 'animals-ignore', 'no-weapons', 'no-armour',
  'two-weapons', 'battle-best-of-two', 'craft-in-battle', 'regenerate-on-six', 'woods-travel',
  'change-alignment', 'woods-spells', 'steal', 'beguile', 'take-follower', 'take-maiden-princess',
  'free-purchase', 'see-spells', 'drain-life', 'spells-on-spirit-kill', 'no-spells',
  'spell-immune', 'desert-immune', 'chapel-immune', 'graveyard-immune', 'dragon-slayer',
  'runesword', 'extra-objects', 'no-followers', 'one-step', 'build-raft',
] as const;
export type Ability = (typeof ABILITIES)[number];
export const ABILITY_INDEX = Object.fromEntries(ABILITIES.map((a, i) => [a, i])) as Record<Ability, number>;

/** Where an ability comes from; Magic Objects and Objects are switched off in the Cursed Glade. */
export const SOURCES = ['character', 'follower', 'object', 'magic-object'] as const;
export type Source = (typeof SOURCES)[number];

/** What an encounter with a card or space did to the turn. */
export const OUTCOMES = ['continue', 'end-turn', 'moved'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * The closed hook vocabulary. Return protocol: modifier hooks return a delta; `undefined` means no
 * opinion. Handlers are a few lines; a handler that needs more has found a missing primitive.
 */
export interface CardHooks {
  /** Resolve this card when a character encounters it on its space (Events, Strangers, Places). */
  onEncounter?(g: Game, p: Player, card: number, space: number): Outcome;
  /** p landed on the card's space: it acts on him, whatever he then encounters there (the Hex). */
  onLand?(g: Game, p: Player, card: number, space: number): Outcome;
  /** The card was just drawn onto a space: cards that move themselves act here (rulebook p.7). */
  onDrawn?(g: Game, p: Player, card: number, space: number): void;
  /**
   * This Spell is cast by p (the engine has already checked the casting window). Returns true if
   * the card stays in play (the handler placed it on a space or in g.inPlay); else it is discarded.
   */
  onCast?(g: Game, p: Player, card: number, target: number): boolean | void;
  /** The card entered p's play area (Hag discards Followers, Mule raises the limit, ...). */
  onGain?(g: Game, p: Player, card: number): void;
  /** The card left p's play area. */
  onLose?(g: Game, p: Player, card: number): void;
  /** Start of p's turn, for cards that count rounds or act each turn. */
  onTurnStart?(g: Game, p: Player, card: number): void;
  /** p is about to take this card from a space: false if he may not (the Mercenary waits for 1G). */
  onTake?(g: Game, p: Player, card: number): boolean;
  /** An Enemy that may be avoided (the Bandit, paid 1G): true if p avoided it; it stays. */
  bribe?(g: Game, p: Player, card: number): boolean;
  /** p is about to battle: one-use Objects and paid Followers may add Strength (p.battleStrength). */
  beforeBattle?(g: Game, p: Player, card: number): void;
  /** p crossed the Storm River (bridge, raft or ferry): the Poltergeist leaves. */
  onCrossRiver?(g: Game, p: Player, card: number): void;
}

export interface CardDef extends CardHooks {
  readonly id: string;
  readonly name: string;
  readonly deck: Deck;
  readonly kind: CardKind;
  readonly count: number;
  /** Encounter number (rulebook p.7): lower is resolved first. */
  readonly enc: number;
  /** Enemy Strength, or an Object's/Follower's permanent Strength bonus. */
  readonly strength?: number;
  /** Enemy Craft, or an Object's/Follower's permanent Craft bonus. */
  readonly craft?: number;
  /** Extra Strength in battle only (Weapons). */
  readonly battleStrength?: number;
  /** Armour: the lowest die face that saves a life lost in battle. */
  readonly armourSave?: number;
  /** Gold taken at once (Bag of Gold). */
  readonly gold?: number;
  readonly traits: readonly Trait[];
  readonly abilities?: readonly Ability[];
  /** Spells: when the Spell may be cast (rulebook p.13: as stated on the card). */
  readonly cast?: readonly CastWindow[];
  /** One line for `talisman-sim cards` and the trace. */
  readonly text: string;
}

export interface SpaceDef {
  readonly id: string;
  readonly name: string;
  readonly region: Region;
  /** Adventure cards to draw up to when encountering the space (0 = not a draw space). */
  readonly draw: number;
  /** Terrain words cards and abilities ask about: 'woods', 'hills', 'forest', 'crags', 'desert'... */
  readonly terrain?: string;
  /** Space across the Storm River bridge (Sentinel <-> Middle Region Hills). */
  readonly bridge?: string;
  /** Strength of the guard who must be beaten to cross the bridge from this side (Sentinel: 9). */
  readonly bridgeGuard?: number;
  /** The Portal of Power: a move that carries beyond it may try to open it (rulebook p.18). */
  readonly portal?: boolean;
  /** Spaces directly across the Storm River, for Rafts (reference section 1.5 table). */
  readonly opposite?: readonly string[];
  /** Inner Region: entered only with a Talisman (Valley of Fire). */
  readonly requiresTalisman?: boolean;
  /** Inner Region: characters here may encounter each other (Plain of Peril, Valley of Fire). */
  readonly meeting?: boolean;
  /** Creatures fighting here add this to their attack roll (Runes: +2). */
  readonly creatureBonus?: number;
  /** While here: Objects' and Magic Objects' bonuses do not count, no Spells (Cursed Glade). */
  readonly cursed?: boolean;
  /**
   * The space's instructions. On a draw space it runs before the draw (the Desert's life loss);
   * elsewhere after the cards lying there are dealt with. In the Inner Region it returns
   * 'continue' when the instructions are completed (move on next turn), 'end-turn' when they must
   * be faced again next turn, 'moved' when it sent the character elsewhere.
   */
  encounter?(g: Game, p: Player, space: number): Outcome;
}

export interface CharacterDef {
  readonly id: string;
  readonly name: string;
  readonly strength: number;
  readonly craft: number;
  readonly life: number;
  readonly fate: number;
  readonly alignment: Alignment;
  /** Start space id (see content/board.ts). */
  readonly start: string;
  readonly spells: number;
  /** Gold the character starts with; absent: 1 (rulebook p.4). A scenario's handicaps set it. */
  readonly gold?: number;
  /** Purchase cards the character starts with (rulebook p.4 step 10). */
  readonly objects?: readonly string[];
  readonly abilities: readonly Ability[];
  readonly text: string;
}

/** Everything the base game (or a variant) brings: handed to the engine, never imported by it. */
export interface Content {
  readonly cards: readonly CardDef[];
  readonly spaces: readonly SpaceDef[];
  readonly characters: readonly CharacterDef[];
}

/**
 * What a Strength or Craft gain comes from, for rules that treat its sources differently (one that
 * lets only a few raise an attribute above its printed value): `other` unless the caller says;
 * `trophies` the end-of-turn exchange (p.14), `wish` a Stranger's or Event's granted wish
 * (Enchanter, Fairy, Phantom, Mephistopheles), `place-card` the Magic Stream and the Fountain of
 * Wisdom, `undead` a rule's Craft for an undead's win.
 */
export const GAIN_MEANS = ['other', 'trophies', 'wish', 'place-card', 'undead'] as const;
export type GainMeans = (typeof GAIN_MEANS)[number];
