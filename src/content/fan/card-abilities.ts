// What each ability a fan Object, Magic Object or Follower may give its holder does (`abilities:`,
// docs/scenarios.md): every name of the engine's stock (engine/types.ts ABILITIES). The 35 that a
// base character has are described once, in content/character-abilities.ts; the 11 that only base
// cards give are described here, as the card's text says. A test checks that every name has one.
import { ABILITIES, type Ability } from '../../engine/index.ts';
import { CHARACTER_ABILITIES } from '../character-abilities.ts';

/** The abilities no base character has, only a base card: what each does. */
const CARD_ONLY: Readonly<Partial<Record<Ability, string>>> = {
  'no-spells': 'may not cast Spells',
  'spell-immune': 'no Spell but the Command Spell affects him',
  'desert-immune': 'loses no life in the Desert',
  'chapel-immune': 'if evil, loses no life at the Chapel',
  'graveyard-immune': 'if good, loses no life at the Graveyard',
  'dragon-slayer': 'the Weapon adds 3 Strength, not its usual bonus, in battle against a Dragon',
  'runesword': 'gains 1 life when he wins a battle that takes a life',
  'extra-objects': 'may carry 4 more Objects (8 in all)',
  'no-followers': 'discards his other Followers and may take no more (until the Village Mystic lifts the curse)',
  'one-step': 'moves only 1 space a turn',
  'build-raft': 'may build a Raft in a Woods or the Forest',
};

/** What an ability does, as one line; every ability of the stock has one. */
export function abilityDoc(a: Ability): string {
  const doc = CHARACTER_ABILITIES[a]?.doc ?? CARD_ONLY[a];
  if (doc === undefined) throw new Error(`ability '${a}' has no description (content/fan/card-abilities.ts)`);
  return doc;
}

/** Every ability a fan card may list, in the engine's order. */
export const CARD_ABILITY_NAMES: readonly Ability[] = ABILITIES;
