// The files `talisman-sim scaffold` writes (scaffold.ts): a deck of one fan card, a house-rule module
// and a scenario naming both. Each is a working example with comments pointing at the docs; a test
// checks that each passes `validate` and plays a few games.

/** A card's title from a scaffold name: `bog-troll` gives `Bog Troll`. */
export function titleOf(name: string): string {
  return name.split(/[-_]+/).filter((w) => w !== '').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

/** A deck file (a YAML list of fan cards) holding one Stranger made of stock effects. */
export function cardTemplate(title: string, file: string): string {
  return `# A deck of fan Adventure cards: each entry is one card with its copies (docs/scenarios.md, "Fan cards").
# Given where a scenario is, the deck plays as the default scenario with these cards added:
#   talisman-sim validate ${file}
#   talisman-sim run ${file} --games 100
#   talisman-sim cards ${file}            # the Adventure deck with this card in it
# A scenario names it with cards: ./${file}; with two or more entries, card-balance measures each.
- title: ${title}           # its id is fan- and the title in lower-case words
  type: stranger            # enemy, object, magic-object, follower, stranger, place or event
  count: 2                  # copies in the deck, 1-50
  # What it does when met: one stock effect, or a list done in order. Each is "verb" or "verb N";
  # every verb, with its argument and an example, is in docs/scenarios.md.
  effect: [gain-craft 1, lose-gold 1]
  # Instead of effect, a 1d6 table (six rows, one per face) or effects by alignment:
  # table: [lose-life 1, nothing, nothing, gain-gold 1, gain-gold 2, [gain-fate 1, heal 1]]
  # good: gain-life 1
  # evil: [lose-life 1, lose-gold 1]
  stays: false              # a Stranger is discarded once it acts; true keeps it on its space
# More cards, one entry each; for example a Monster and a Weapon:
# - { title: ${title} Brute, type: enemy, kind: monster, strength: 6, count: 3 }
# - { title: ${title} Blade, type: object, battle: 1, price: 2 }
`;
}

/** A house rule against the public API: one hook with a designer's option, and one rule parameter. */
export function moduleTemplate(name: string, id: string): string {
  return `// ${name}: a house rule as a module file, written against talisman-sim's public API (docs/modules.md).
// A scenario loads it with modules: [./${name}.ts]. Check it without playing:
//   talisman-sim validate ${name}.ts
// At the start of his turn a character on his last life rolls a die, and heals 1 life on a high roll.
import { houseRule, withHooks, withParams } from 'talisman-sim';

/** The rule's option: the lowest roll that heals. Edit it, then compare the scenario with and without the rule. */
const HEALS_ON = 5;

export default houseRule({
  id: '${id}',
  desc: \`${titleOf(name)} (house rule): at the start of his turn a character on 1 life heals 1 on a roll of \${HEALS_ON} or more.\`,
  apply: (r) => withParams(withHooks(r, {
    // A hook site and its handler (every site is listed in docs/modules.md): g is the game, p the character.
    turnStart: (g, p) => {
      if (p.lives !== 1) return;
      const die = g.rollDie(p); // the game's own seeded dice: a module rolls no dice of its own, or runs stop being reproducible
      g.say(\`${name}: \${p.character} rolls \${die}\`); // a line of the trace
      if (die >= HEALS_ON) g.heal(p, 1);
    },
  }), {
    // Rule parameters (docs/modules.md, "Parameters"): 7 is the rulebook's trophy rate; try 5.
    trophyRate: 7,
  }),
});
`;
}

/** A scenario playing a deck file and a module (paths relative to its folder). */
export function scenarioTemplate(name: string, cards: string, module: string): string {
  return `# ${name}: the base game with the fan cards of ${cards} and the house rule ${module}
# (docs/scenarios.md). Check it, play it, and measure what the rule does:
#   talisman-sim validate ${name}.yaml
#   talisman-sim run ${name}.yaml --games 1000
#   talisman-sim compare default ${name}.yaml --games 2000
name: ${name}
seed: ${name}
games: 1000
players: 4
strategy: basic        # every seat's bot: basic, cautious, aggressive, expert, search, learned
cards: ${cards}
modules: [${module}]
# rules:               # the rule options (docs/rules.md), for example
#   combat: 2d6
`;
}
