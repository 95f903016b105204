// Every entry of every die table of the spaces and cards (issue 22, item 2), pinned on each face:
// the Tavern, Forest, Crags, Enchantress (City), Mystic (Village), Graveyard and Chapel prayers,
// Temple (2d6, every total), Vampire's Tower, Cave, Shrine and Witch. The tables are typed from
// /work/shared/reference/talisman-r4e-content.md as "what changes"; everything else on the
// character must stay as it was, so an entry moved to a neighbour's face, or given another effect,
// fails. The character has Strength 5 and Craft 4 (a Thief with counters), so a Strength entry read
// as Craft shows; a creature entry is fought losing by one, so its number or attribute changed shows
// too (the tie and the win are in creature-numbers.test.ts). The tables with their own files
// (Mines, Crypt, Portal of Power, Magic Portal) are in threshold-numbers.test.ts and boundaries.test.ts;
// the cards that place themselves or the drawer by 1d6 (Imp, Ghost, Hermit) are here, face by face.
import { describe, expect, it } from 'vitest';
import { craft, gainCraft, gainStrength, spendFate, strength, type Alignment, type Game, type Player } from '../../src/engine/index.ts';
import { at, give, lay, stackDeck } from '../helpers.ts';
import { expectAllDiceRolled, ids, landOn, play, visit } from '../engine/fixtures.ts';
import { whereIs } from './adventure/script.ts';

/** What the tables change on a character. */
interface State {
  space: string;
  lives: number;
  strength: number;
  craft: number;
  gold: number;
  fate: number;
  spells: number;
  followers: number;
  objects: string[];
  missTurns: number;
  toad: boolean;
  alignment: Alignment;
  /** 'ferry:temple' (Tavern 6), 'teleport' (Tavern 5) or ''. */
  next: string;
  enslaved: boolean;
}

function state(g: Game, p: Player): State {
  // Strength and Craft as counters on the printed values, so a Toad's 1 and 1 do not hide the change.
  const next = p.pendingMove === 1 ? `ferry:${g.spaces[p.pendingTarget].id}` : p.pendingMove === 2 ? 'teleport' : '';
  return {
    space: at(g, p), lives: p.lives, strength: p.character!.strength + p.strengthCounters, craft: p.character!.craft + p.craftCounters,
    gold: p.gold, fate: p.fate, spells: p.spells.length, followers: p.followers.length, objects: ids(g, p.objects),
    missTurns: p.missTurns, toad: p.toadTurns > 0, alignment: p.alignment, next, enslaved: p.enslaved,
  };
}

/** A table entry: the dice (the table's own, then a fight's), and what changes from the state before. */
type Entry = [dice: number[], change: Partial<State>];

interface Table {
  name: string;
  /** The space landed on, or 'card:<id>' for an Adventure card laid on the Fields. */
  where: string;
  alignment?: Alignment;
  /** Visit (City, Village), or yes to praying (Graveyard, Chapel). */
  visit?: 'enchantress' | 'mystic';
  pray?: boolean;
  entries: Entry[];
}

/** 2d6 showing `total`. */
const two = (total: number): number[] => [Math.min(6, total - 1), total - Math.min(6, total - 1)];

// The Thief with 2 Strength and 1 Craft counter: Strength 5, Craft 4, 4 lives, 1 gold, 2 fate,
// neutral, 2 Spells allowed and none held. A fight lost by one: his total is the creature's less 1.
const TABLES: Table[] = [
  { name: 'Tavern (O07)', where: 'tavern', entries: [
    [[1], { missTurns: 1 }], // drunk
    [[2, 1, 4], { lives: 3 }], // farmer Str 3: 5 + 1 against 3 + 4 (by Craft 4 the loss would be by two)
    [[3], { gold: 0 }], [[4], { gold: 2 }],
    [[5], { next: 'teleport' }], [[6], { next: 'ferry:temple' }],
  ] },
  { name: 'Forest (O11)', where: 'forest', entries: [
    [[1, 1, 3], { lives: 3 }], // Brigand Str 4: 5 + 1 against 4 + 3
    [[2], { missTurns: 1 }], [[3], { missTurns: 1 }], [[4], {}], [[5], {}], [[6], { craft: 5 }],
  ] },
  { name: 'Crags (O21)', where: 'crags', entries: [
    [[1, 1, 2], { lives: 3 }], // Spirit Cr 4: Craft 4 + 1 against 4 + 2 (by Strength 5 a tie)
    [[2], { missTurns: 1 }], [[3], { missTurns: 1 }], [[4], {}], [[5], {}], [[6], { strength: 6 }],
  ] },
  { name: 'City, the Enchantress (O01)', where: 'city', visit: 'enchantress', entries: [
    [[1], { toad: true }], [[2], { strength: 4 }], [[3], { craft: 3 }], [[4], { craft: 5 }], [[5], { strength: 6 }], [[6], { spells: 1 }],
  ] },
  { name: 'Village, the Mystic (O13)', where: 'village', visit: 'mystic', entries: [
    [[1], { alignment: 'evil' }], [[2], {}], [[3], {}], [[4], { alignment: 'good' }], [[5], { craft: 5 }], [[6], { spells: 1 }],
  ] },
  { name: 'Graveyard, an evil character praying (O15)', where: 'graveyard', alignment: 'evil', pray: true, entries: [
    [[1], {}], [[2], {}], [[3], {}], [[4], {}], [[5], { fate: 3 }], [[6], { spells: 1 }],
  ] },
  { name: 'Chapel, a good character praying (O19)', where: 'chapel', alignment: 'good', pray: true, entries: [
    [[1], {}], [[2], {}], [[3], {}], [[4], {}], [[5], { lives: 5 }], [[6], { spells: 1 }],
  ] },
  { name: 'Temple, 2d6 (M05)', where: 'temple', entries: [
    [two(2), { lives: 2 }], [two(3), { lives: 3 }], [two(4), { followers: 0 }], [two(5), { enslaved: true }],
    [two(6), { strength: 6 }], [two(7), { craft: 5 }], [two(8), { spells: 1 }], [two(9), { spells: 1 }],
    [two(10), { objects: ['talisman-card'] }], [two(11), { fate: 4 }], [two(12), { lives: 6 }],
  ] },
  { name: 'Vampire\'s Tower (I03)', where: 'vampires-tower', entries: [
    [[1], { lives: 3 }], [[2], { lives: 3 }], [[3], { lives: 2 }], [[4], { lives: 2 }], [[5], { lives: 1 }], [[6], { lives: 1 }],
  ] },
  { name: 'Cave (3.9)', where: 'card:cave', entries: [
    [[1, 2, 1], { lives: 3 }], // Dragon Str 7: 5 + 2 against 7 + 1
    [[2, 1, 5], { lives: 3 }], // Goblin Str 2: 5 + 1 against 2 + 5
    [[3], { missTurns: 1 }], [[4], { gold: 3 }], [[5], { gold: 3 }], [[6], { gold: 4 }],
  ] },
  { name: 'Shrine (3.9)', where: 'card:shrine', pray: true, entries: [
    [[1], {}], [[2], { fate: 3 }], [[3], { gold: 2 }], [[4], { spells: 1 }], [[5], { lives: 5 }],
    [[6], { space: 'fields-3', gold: 2 }], // teleport to any space of the Region (the test picks the Fields next
    // door, where the Bag of Gold stacked on the deck waits)
  ] },
  { name: 'Witch (3.5)', where: 'card:witch', entries: [
    [[1], { toad: true }], [[2], { lives: 3 }], [[3], { strength: 6 }], [[4], { craft: 5 }], [[5], { spells: 1 }],
    [[6], { fate: 2 }], // replenished to the fate value, 2 (one spent before)
  ] },
];

describe.each(TABLES)('$name', (t) => {
  it.each(t.entries)('dice %j change %j and nothing else', (dice, change) => {
    const { g, p } = play({
      heroes: [{ character: 'thief', at: 'fields-2' }], dice,
      answers: t.visit ? { visit: [visit(t.visit)] } : {},
      yes: { pray: t.pray ?? false, 'optional-roll': true },
      answer: (d) => (d.kind === 'target-space' ? g.space('fields-3') : d.kind === 'drop' ? d.options[d.options.length - 1] : undefined),
    });
    const q = p[0];
    gainStrength(g, q, 2);
    gainCraft(g, q, 1);
    expect([strength(g, q), craft(g, q)]).toEqual([5, 4]);
    if (t.alignment) q.alignment = t.alignment;
    if (t.where === 'temple') give(g, q, 'unicorn');
    if (t.where === 'card:witch') spendFate(g, q);
    const where = t.where.startsWith('card:') ? 'fields-1' : t.where;
    if (where === 'fields-1') lay(g, where, t.where.slice(5));
    if (t.where === 'card:shrine') stackDeck(g, ['bag-of-gold']);
    // The Unicorn's +1 Strength and Craft count in the Temple's fights, not in the counters read here.
    const before = { ...state(g, q), space: where };
    landOn(g, q, where);
    expect(state(g, q)).toEqual({ ...before, ...change });
    expectAllDiceRolled(g);
  });
});

/** Cards placed or sending the drawer by 1d6, each face's space typed from reference 3.1, 3.4, 3.5. */
const PLACEMENTS: [card: string, kind: 'teleports' | 'places', spaces: string[]][] = [
  ['imp', 'teleports', ['crags', 'forest', 'tavern', 'ruins', 'hidden-valley', 'cursed-glade']],
  ['ghost', 'places', ['city', 'village', 'graveyard', 'chapel', 'castle', 'temple']],
  ['hermit', 'places', ['crypt', 'plain-of-peril', 'cursed-glade', 'oasis', 'crags', 'forest']],
];

describe.each(PLACEMENTS)('the %s %s by 1d6', (card, kind, spaces) => {
  it.each(spaces.map((s, i) => [i + 1, s] as const))('a roll of %i: the %s', (roll, space) => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [roll] });
    if (kind === 'teleports') {
      // The destination's own encounter is not under test: its spaces do nothing here.
      (g as { spaces: Game['spaces'] }).spaces = g.spaces.map((s) => (s.id === 'fields-1' ? s : { ...s, draw: 0, encounter: undefined }));
      lay(g, 'fields-1', card);
      landOn(g, p[0], 'fields-1');
      expect(at(g, p[0])).toBe(space);
    } else {
      const [c] = stackDeck(g, [card, 'bag-of-gold']);
      landOn(g, p[0], 'fields-1');
      expect(whereIs(g, c)).toBe(space);
      expect(at(g, p[0])).toBe('fields-1');
    }
    expectAllDiceRolled(g);
  });
});
