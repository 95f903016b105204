// The named abilities a scenario's own character may have (`characters:`, docs/scenarios.md): the
// stock of the 14 base characters' special abilities (reference section 2), each played by the
// engine exactly as for the character who has it in print. The name is the engine's (engine/types.ts
// ABILITIES); `from` is the character whose card has it, the doc says what it does.
import type { Ability } from '../engine/index.ts';
import { CHARACTERS } from './characters.ts';

export interface NamedAbility {
  readonly from: string;
  readonly doc: string;
}

export const CHARACTER_ABILITIES: Readonly<Partial<Record<Ability, NamedAbility>>> = {
  'assassinate': { from: 'assassin', doc: 'when he attacks, the victim rolls no die; a character attacked must take a life (not on the Crown)' },
  'change-alignment': { from: 'druid', doc: 'may change alignment at will, once a turn' },
  'woods-spells': { from: 'druid', doc: 'landing on a Woods, gains Spells up to his limit' },
  'optional-roll-crags': { from: 'dwarf', doc: 'rolling in the Crags is optional' },
  'optional-roll-chasm': { from: 'dwarf', doc: 'rolling in the Chasm is optional' },
  'evade-in-hills': { from: 'dwarf', doc: 'may evade creatures and characters in the Hills' },
  'cave-plus-one': { from: 'dwarf', doc: 'adds 1 to his roll in the Cave' },
  'portal-craft-one-die': { from: 'dwarf', doc: 'opens the Portal of Power by Craft with 1 die' },
  'mines-two-dice': { from: 'dwarf', doc: 'rolls 2 dice, not 3, in the Mines' },
  'maze-immune': { from: 'dwarf', doc: 'the Maze does not move him' },
  'optional-roll-forest': { from: 'elf', doc: 'rolling in the Forest is optional' },
  'evade-in-woods': { from: 'elf', doc: 'may evade creatures and characters in the Woods' },
  'woods-travel': { from: 'elf', doc: 'from a Woods may move to any other Woods of the Region instead of rolling' },
  'psychic-attack': { from: 'wizard', doc: 'may attack characters by psychic combat (also the Ghoul and the Sorceress)' },
  'drain-life': { from: 'ghoul', doc: 'a life taken from a character in psychic combat is added to his own' },
  'raise-dead': { from: 'ghoul', doc: 'may raise a killed Enemy as a Follower that adds its Strength to one battle' },
  'animals-ignore': { from: 'minstrel', doc: 'Animals and Dragons do not attack him' },
  'charm-animals': { from: 'minstrel', doc: 'may charm an Animal (a roll above its Strength) into a Follower' },
  'take-maiden-princess': { from: 'minstrel', doc: 'may take the Maiden or the Princess from a character he lands on' },
  'craft-in-battle': { from: 'monk', doc: 'adds his Craft to his Strength in battle' },
  'pray-plus-one': { from: 'monk', doc: 'adds 1 when praying (also the Priest)' },
  'no-weapons': { from: 'monk', doc: 'may not use Weapons (also the Priest)' },
  'no-armour': { from: 'monk', doc: 'may not use Armour' },
  'destroy-spirits': { from: 'priest', doc: 'destroys Spirits without psychic combat (no trophy)' },
  'spells-on-spirit-kill': { from: 'priest', doc: 'may gain a Spell for a Spirit he destroys' },
  'keep-one-spell': { from: 'prophetess', doc: 'always keeps at least 1 Spell (also the Wizard)' },
  'redraw-one': { from: 'prophetess', doc: 'may discard one Adventure card drawn and draw another (the extra card)' },
  'see-spells': { from: 'prophetess', doc: 'sees the other characters\' Spells' },
  'beguile': { from: 'sorceress', doc: 'may beguile a character for 1 gold or an Object (6 vs good, 5-6 neutral, 4-6 evil)' },
  'take-follower': { from: 'sorceress', doc: 'may take a Follower from a character (not the Maiden, Unicorn or Princess)' },
  'steal': { from: 'thief', doc: 'may take 1 gold or an Object from a character he lands on' },
  'free-purchase': { from: 'thief', doc: 'takes one Purchase card free at the Village, Market or Market Day' },
  'regenerate-on-six': { from: 'troll', doc: 'on a natural 6 for movement may heal 1 life instead of moving' },
  'battle-best-of-two': { from: 'warrior', doc: 'rolls two dice in battle and uses the higher' },
  'two-weapons': { from: 'warrior', doc: 'may use two Weapons at once' },
};

/** The names a scenario's character may list, in the order of the base characters. */
export const CHARACTER_ABILITY_NAMES: readonly Ability[] = [...new Set(CHARACTERS.flatMap((c) => c.abilities))];
