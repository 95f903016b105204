// A scenario's `cards:`: the exact one-line form resolves into a fan card; a separate deck file is
// read relative to the scenario; every bad field is one ScenarioError naming the file and the line
// of the field (in the deck file when the card is there) and what is allowed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.ts';
import { ScenarioError } from '../../src/scenario/validate.ts';

const IDS = { characters: ['thief', 'troll'], strategies: ['basic'] };
const dir = mkdtempSync(join(tmpdir(), 'talisman-fan-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function errorOf(text: string, deck?: string): string {
  if (deck !== undefined) file('deck.yaml', deck);
  const path = file('bad.yaml', text);
  try {
    loadScenario(path, IDS);
  } catch (err) {
    expect(err).toBeInstanceOf(ScenarioError);
    return (err as Error).message.replaceAll(dir, 'DIR');
  }
  throw new Error(`expected a ScenarioError for:\n${text}`);
}

describe('cards: in a scenario', () => {
  it('resolves the exact one-line form of the issue into a fan Enemy with its text', () => {
    const plan = loadScenario(file('barrow.yaml', 'players: 4\ncards:\n  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 10 }\n'), IDS);
    expect(plan.cards).toEqual({
      cards: [{ title: 'Barrow Beast', id: 'fan-barrow-beast', type: 'enemy', count: 10, kind: 'monster', strength: 9, traits: [], abilities: [], text: 'Enemy - Monster: Strength 9.' }],
      remove: [],
    });
  });

  it('reads cards: ./deck.yaml relative to the scenario, and a scenario without cards: has none', () => {
    file('deck.yaml', '- { title: Hex Storm, type: event, table: [lose-life 1, nothing, nothing, gain-gold 1, gain-gold 1, toad] }\n- { title: Dragon, remove: true }\n');
    const plan = loadScenario(file('with-deck.yaml', 'cards: ./deck.yaml\n'), IDS);
    expect(plan.cards?.cards.map((c) => [c.id, c.table?.[5]])).toEqual([['fan-hex-storm', [{ verb: 'toad' }]]]);
    expect(plan.cards?.remove).toEqual(['Dragon']);
    expect(loadScenario(file('plain.yaml', 'players: 3\n'), IDS).cards).toBeUndefined();
  });

  it('matches base titles as it compares fan titles, case and punctuation folded: the base card\'s own title is kept', () => {
    const plan = loadScenario(file('folded.yaml', 'cards:\n  - { title: dragon, remove: true }\n  - { title: GIANT, replace: true, type: enemy, kind: monster, strength: 8 }\n'), IDS);
    expect(plan.cards?.remove).toEqual(['Dragon', 'Giant']);
    expect(plan.cards?.cards.map((c) => [c.title, c.id])).toEqual([['GIANT', 'fan-giant']]);
  });

  it('plays a deck file given as the scenario: the default settings with its cards, its errors on its own lines', () => {
    const plan = loadScenario(file('my-deck.yaml', '- { title: Dragon, remove: true }\n- { title: Squire, type: follower, strength: 1 }\n'), IDS);
    expect(plan).toMatchObject({ scenario: 'my-deck', games: 10_000, seed: 'talisman', rules: { players: 4, combat: '1d6' } });
    expect(plan.cards?.cards.map((c) => c.id)).toEqual(['fan-squire']);
    expect(plan.cards?.remove).toEqual(['Dragon']);
    expect(errorOf('- { title: Dragon, remove: true }\n- { title: Squire, type: follower, strength: 11 }\n'))
      .toBe('DIR/bad.yaml:2: [1].strength must be an integer from 1 to 10 (got 11)');
  });
});

describe('bad fan cards', () => {
  it.each([
    ['a negative Strength', 'cards:\n  - { title: Barrow Beast, type: enemy, kind: monster, strength: -9 }\n',
      'DIR/bad.yaml:2: cards[0].strength must be an integer from 1 to 99 (got -9)'],
    ['a missing title', 'players: 2\ncards:\n  - type: enemy\n    kind: monster\n    strength: 9\n',
      'DIR/bad.yaml:3: cards[0] has no title; every card needs one (title: Barrow Beast)'],
    ['an unknown effect', 'cards:\n  - title: Glade\n    type: event\n    effect: lose-lief 1\n',
      'DIR/bad.yaml:4: cards[0].effect names an unknown effect \'lose-lief\'; known effects: gain-life, lose-life, heal, gain-strength, lose-strength, gain-craft, lose-craft, gain-gold, lose-gold, gain-fate, lose-fate, replenish-fate, gain-spell, draw-cards, lose-turn, teleport, teleport-to, attacked-strength, attacked-craft, toad, become, nothing'],
    ['an unknown kind', 'cards:\n  - { title: Barrow Beast, type: enemy, kind: undead, strength: 9 }\n',
      'DIR/bad.yaml:2: cards[0].kind must be one of animal, monster, dragon, spirit (got "undead")'],
    ['a Spirit given Strength', 'cards:\n  - { title: Wisp, type: enemy, kind: spirit, strength: 3 }\n',
      'DIR/bad.yaml:2: cards[0].strength is not for a spirit: a Spirit fights in psychic combat by its craft'],
    ['a key of another type', 'cards:\n  - title: Blade\n    type: object\n    effect: gain-gold 1\n',
      'DIR/bad.yaml:4: cards[0].effect is not a key of an object card; its keys: title, type, count, text, replace, strength, craft, battle, armour, gold, price, notFor, abilities'],
    ['a table of five rows', 'cards:\n  - title: Wheel\n    type: event\n    table: [nothing, nothing, nothing, nothing, nothing]\n',
      'DIR/bad.yaml:4: cards[0].table must be a list of six rows, one for each face of 1d6 (got a list of 5)'],
    ['a bad effect in a table row', 'cards:\n  - title: Wheel\n    type: event\n    table:\n      - nothing\n      - nothing\n      - [gain-gold 1, teleport-to nowhere]\n      - nothing\n      - nothing\n      - nothing\n',
      'DIR/bad.yaml:7: cards[0].table[2][1] \'teleport-to\' takes a board space id'],
    ['a base title without replace', 'cards:\n  - { title: Dragon, type: enemy, kind: dragon, strength: 8 }\n',
      'DIR/bad.yaml:2: cards[0].title is a base Adventure card\'s title; add replace: true to replace it, or remove: true to take it out'],
    ['a removal of no base card', 'cards:\n  - { title: Barrow Beast, remove: true }\n',
      'DIR/bad.yaml:2: cards[0].title names no base Adventure card; removable titles: Angel'],
    ['a repeated title', 'cards:\n  - { title: Wisp, type: enemy, kind: spirit, craft: 3 }\n  - { title: Wisp, type: enemy, kind: spirit, craft: 4 }\n',
      'DIR/bad.yaml:3: cards[1].title repeats \'Wisp\' of cards[0] (line 2); give each card once, with count for its copies'],
    ['a title repeated in other case', 'cards:\n  - { title: Bog Troll, type: enemy, kind: monster, strength: 6 }\n  - { title: Wisp, type: enemy, kind: spirit, craft: 4 }\n  - { title: bog troll, type: enemy, kind: monster, strength: 7 }\n',
      'DIR/bad.yaml:4: cards[2].title repeats \'Bog Troll\' as \'bog troll\' (titles differing only in case or punctuation name one card) of cards[0] (line 2); give each card once, with count for its copies'],
    ['a title repeated with other punctuation', 'cards:\n  - { title: Bog Troll, type: enemy, kind: monster, strength: 6 }\n  - { title: Bog-Troll!, type: enemy, kind: monster, strength: 7 }\n',
      'DIR/bad.yaml:3: cards[1].title repeats \'Bog Troll\' as \'Bog-Troll!\' (titles differing only in case or punctuation name one card) of cards[0] (line 2)'],
    ['a removal repeated in other case', 'cards:\n  - { title: Dragon, remove: true }\n  - { title: dragon, remove: true }\n',
      'DIR/bad.yaml:3: cards[1].title repeats \'Dragon\' as \'dragon\''],
    ['a misspelt removal', 'cards:\n  - { title: Dragn, remove: true }\n',
      'DIR/bad.yaml:2: cards[0].title names no base Adventure card (did you mean \'Dragon\'?); removable titles: Angel'],
    ['a misspelt replacement', 'cards:\n  - { title: Gaint, replace: true, type: enemy, kind: monster, strength: 8 }\n',
      'DIR/bad.yaml:2: cards[0].replace is set but \'Gaint\' is no base Adventure card (did you mean \'Giant\'?); base titles: Angel'],
    ['a base title in other case without replace', 'cards:\n  - { title: dragon, type: enemy, kind: dragon, strength: 8 }\n',
      'DIR/bad.yaml:2: cards[0].title is a base Adventure card\'s title (\'Dragon\'); add replace: true to replace it, or remove: true to take it out'],
    ['an Event with no effect', 'cards:\n  - { title: Calm, type: event }\n',
      'DIR/bad.yaml:2: cards[0] is an event with neither effect nor table'],
    ['an effect and effects by alignment', 'cards:\n  - title: Seraph\n    type: event\n    effect: gain-life 1\n    good: gain-life 2\n',
      'DIR/bad.yaml:5: cards[0].good cannot go with effect; give one effect (or list), a die table of six rows, or effects by alignment (good, neutral, evil)'],
    ['a bad effect for an alignment', 'cards:\n  - { title: Seraph, type: event, good: gain-life 1, evil: lose-life 0 }\n',
      "DIR/bad.yaml:2: cards[0].evil 'lose-life' takes a whole number from 1 to 20 (got '0')"],
    ['a count of 0', 'cards:\n  - { title: Wisp, type: enemy, kind: spirit, craft: 3, count: 0 }\n',
      'DIR/bad.yaml:2: cards[0].count must be an integer from 1 to 50 (got 0)'],
    ['cards: not a list', 'cards: 3\n', 'DIR/bad.yaml:1: cards must be a list of 1 to 200 cards'],
  ])('%s is a one-line error at the field\'s line', (_what, text, message) => {
    expect(errorOf(text)).toContain(message);
  });

  it('a bad card in a deck file names the deck file and its line', () => {
    expect(errorOf('cards: ./deck.yaml\n', '- { title: Wisp, type: enemy, kind: spirit, craft: 3 }\n- { title: Ogre Lord, type: enemy, kind: monster, strength: 0 }\n'))
      .toBe('DIR/deck.yaml:2: [1].strength must be an integer from 1 to 99 (got 0)');
    expect(errorOf('cards: ./missing.yaml\n')).toBe('DIR/bad.yaml:1: cards names DIR/missing.yaml, which does not exist');
  });
});
