// Every die roll of the game by kind, and whether its roller may pay fate to reroll one die of it:
// the one place that decides (rulebook p.15, "Fate"). dice.ts rolls by these kinds; a new roll of
// the base game gets a row here, with the text that says who rolls it, and a rule module's or a
// card's own roll is added by rollKind in its own file.
//
// Rulebook p.15: "Once per die roll, a player may pay one fate token ... to reroll one die he has just
// rolled ... 1. Rolling a die for his character's movement. 2. Rolling a die to determine his
// character's attack roll. 3. Rolling a die due to the instructions on a card or board space. ...
// A player may not pay fate tokens to reroll a die used to determine a creature's attack roll or to
// reroll another player's die roll."

/** What a reroll is after (the reroll decision's subject). */
export const WANT = { lower: -1, higher: 1, attack: 2, move: 3, face: 4 } as const;
/** A reroll decision's subject: lower or higher is better, an attack score, a move, or it depends on the face (see the roll's kind in the decision's detail). */
export type Want = (typeof WANT)[keyof typeof WANT];

export interface RollKind {
  readonly id: string;
  /** May the player who rolls it pay one fate to reroll one of its dice? */
  readonly fate: boolean;
  readonly want: Want;
  readonly source: string;
}

const { lower, higher, attack, move, face } = WANT;
const OWN = 'p.15 (3): a die rolled due to the instructions on a card or board space';

/** The base game's roll kinds. A roll with fate: false is rolled on the creature's stream against its character. */
const BASE_ROLL_KINDS = [
  { id: 'movement', fate: true, want: move, source: 'p.15 (1): rolling for his character\'s movement' },
  { id: 'attack', fate: true, want: attack, source: 'p.15 (2): his character\'s attack roll; p.11' },
  { id: 'creature-attack', fate: false, want: higher, source: 'p.15: not "a die used to determine a creature\'s attack roll"' },
  { id: 'armour', fate: true, want: higher, source: `${OWN} (the Armour, Helmet or Shield card)` },
  // Character cards: "a card" (p.15 (3)).
  { id: 'charm', fate: true, want: higher, source: `${OWN} (the Minstrel's card)` },
  { id: 'beguile', fate: true, want: higher, source: `${OWN} (the Sorceress's card)` },
  // Board spaces.
  { id: 'pray', fate: true, want: higher, source: `${OWN} (Chapel, Temple, Shrine)` },
  { id: 'enchantress', fate: true, want: higher, source: `${OWN} (City)` },
  { id: 'tavern', fate: true, want: higher, source: `${OWN} (Tavern)` },
  { id: 'forest', fate: true, want: higher, source: `${OWN} (Forest)` },
  { id: 'crags', fate: true, want: higher, source: `${OWN} (Crags)` },
  { id: 'mystic', fate: true, want: higher, source: `${OWN} (Village)` },
  { id: 'chasm', fate: true, want: higher, source: `${OWN} (Chasm)` },
  { id: 'warlock-quest', fate: true, want: face, source: `${OWN} (Warlock's Cave: the quest is "determined by rolling 1 die")` },
  { id: 'tunnels', fate: true, want: lower, source: `${OWN} (Crypt, Mines)` },
  { id: 'vampire', fate: true, want: lower, source: `${OWN} (Vampire's Tower)` },
  { id: 'pit-fiends', fate: true, want: lower, source: `${OWN} (Pits: "a die is rolled", by the character, p.20)` },
  {
    id: 'werewolf-strength', fate: true, want: lower,
    source: `${OWN} (p.20's example: "The Dwarf lands on the Werewolf Den and rolls two dice to determine the Werewolf's Strength"; its Strength is no attack roll)`,
  },
  { id: 'portal-of-power', fate: true, want: lower, source: `${OWN} (Portal of Power)` },
  { id: 'death', fate: true, want: higher, source: `${OWN} (Death: his own two dice; p.15 names "the Death space" for one reroll of several dice)` },
  { id: 'death-foe', fate: false, want: higher, source: 'p.15: Death\'s two dice are a creature\'s roll against him, not his own' },
  { id: 'command-spell', fate: true, want: higher, source: `${OWN} (the Crown of Command)` },
  // Adventure and Spell cards.
  { id: 'cave', fate: true, want: higher, source: `${OWN} (Cave)` },
  { id: 'witch', fate: true, want: higher, source: `${OWN} (Witch)` },
  { id: 'imp', fate: true, want: face, source: `${OWN} (Imp: "roll 1 die" for the space)` },
  { id: 'magic-portal', fate: true, want: face, source: `${OWN} (Magic Portal)` },
  { id: 'ghost', fate: true, want: face, source: `${OWN} (Ghost: the drawer rolls to place it)` },
  { id: 'hermit', fate: true, want: face, source: `${OWN} (Hermit: the drawer rolls to place him)` },
  { id: 'random-spell', fate: true, want: face, source: `${OWN} (Random: the target rolls; the caster may not reroll "another player's die roll")` },
] as const satisfies readonly RollKind[];

export type RollKindId = (typeof BASE_ROLL_KINDS)[number]['id'];

/** Every roll kind: the base game's, then those rule modules and cards add (rollKind), as their files load. */
export const ROLL_KINDS: readonly RollKind[] = [...BASE_ROLL_KINDS];

/** Each base roll kind's index in ROLL_KINDS: what dice.ts takes (no look-up by name on the hot path). */
export const ROLL = Object.fromEntries(BASE_ROLL_KINDS.map((k, i) => [k.id, i])) as Record<RollKindId, number>;

/** A roll kind of a rule module's or a card's own (its file, as it loads): its index, what dice.ts takes. */
export function rollKind(k: RollKind): number {
  if (ROLL_KINDS.some((r) => r.id === k.id)) throw new Error(`roll kind '${k.id}' is added twice`);
  (ROLL_KINDS as RollKind[]).push(k);
  return ROLL_KINDS.length - 1;
}

/** A roll kind's index by id, for a rule that names another's roll; -1 if none is added (yet). */
export function rollKindOf(id: string): number {
  return ROLL_KINDS.findIndex((k) => k.id === id);
}

/** The source text of a roll due to a card's or a space's instructions (p.15 (3)), for rollKind's `source`. */
export const OWN_ROLL = OWN;
