// Every die roll of the game by kind, and whether its roller may pay fate to reroll one die of it:
// the one place that decides (rulebook p.15, "Fate"). dice.ts rolls by these kinds; a new roll gets
// a row here, with the text that says who rolls it.
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

interface RollKind {
  readonly id: string;
  /** May the player who rolls it pay one fate to reroll one of its dice? */
  readonly fate: boolean;
  readonly want: Want;
  readonly source: string;
}

const { lower, higher, attack, move, face } = WANT;
const OWN = 'p.15 (3): a die rolled due to the instructions on a card or board space';

/** The roll kinds. A roll with fate: false is rolled on the creature's stream against its character. */
export const ROLL_KINDS = [
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
  // House rules (issue 16).
  { id: 'breakage', fate: true, want: higher, source: `${OWN} (Battle Breakage's Breakage Roll, Fantastic Diversions: his own die for his own Object)` },
  // Issue 17: Fantastic Diversions' Fated Spells, where the caster rolls a single-roll Spell.
  { id: 'random-spell-cast', fate: true, want: lower, source: `${OWN} (Random rolled by its caster under Fated Spells: 1-4 harm the target, 5-6 help him)` },
  // Issue 19: Talisman Upgrade clause 42, "roll below his or her craft" to avoid a dragon's breath.
  { id: 'dragon-fire', fate: true, want: lower, source: `${OWN} (Talisman Upgrade: a dragon's breath, his own dice against his Craft)` },
  // Issue 19: Talisman Upgrade clause 23, resisting an alignment-oriented Event (4 or more resists).
  { id: 'resist-event', fate: true, want: higher, source: `${OWN} (Talisman Upgrade: the party resisting the Event drawn)` },
  // Issue 19: Talisman Upgrade clause 22, a Heroic Deed saving a space from an Event (4 or more saves).
  { id: 'heroic-deed', fate: true, want: higher, source: `${OWN} (Talisman Upgrade: characters saving a space from an Event)` },
  // Issue 19: Talisman Upgrade clause 33, "the character commanded must roll 1d6" (4-6: commanded).
  { id: 'mini-command', fate: true, want: lower, source: `${OWN} (Talisman Upgrade: the Talisman's Mini-Command, rolled by the character commanded)` },
  // Fan cards a scenario brings (`cards:` with a die table): the character's own die, read off the card's table.
  { id: 'fan-card', fate: true, want: face, source: `${OWN} (a fan card's die table, from the scenario's cards:)` },
] as const satisfies readonly RollKind[];

export type RollKindId = (typeof ROLL_KINDS)[number]['id'];
/** Each roll kind's index in ROLL_KINDS: what dice.ts takes (no look-up by name on the hot path). */
export const ROLL = Object.fromEntries(ROLL_KINDS.map((k, i) => [k.id, i])) as Record<RollKindId, number>;
