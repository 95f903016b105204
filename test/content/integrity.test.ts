// Whole-table checks of the base game's content against the reference (sections 1-5): deck sizes,
// enemies, encounter numbers, every space and character, and a coverage run over seeded games.
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT } from '../../src/content/index.ts';
import { ABILITIES, TRAITS, playGame, type CardDef } from '../../src/engine/index.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';

const cards = BASE_CONTENT.cards;
const deckSize = (deck: CardDef['deck']): number => cards.filter((c) => c.deck === deck).reduce((n, c) => n + c.count, 0);
const titles = (deck: CardDef['deck']): number => cards.filter((c) => c.deck === deck).length;

describe('deck composition (reference sections 3-5)', () => {
  it.each([
    ['adventure', 104, 81], ['spell', 24, 17], ['purchase', 28, 8], ['talisman', 4, 1],
  ] as const)('the %s deck has %i cards in %i titles', (deck, size, n) => {
    expect(deckSize(deck)).toBe(size);
    expect(titles(deck)).toBe(n);
  });

  it('has 29 Enemies among the Adventure cards: 19 that battle and 10 Spirits', () => {
    const enemies = cards.filter((c) => c.kind === 'enemy');
    expect(enemies.reduce((n, c) => n + c.count, 0)).toBe(29);
    expect(enemies.filter((c) => c.traits.includes('spirit')).reduce((n, c) => n + c.count, 0)).toBe(10);
  });

  it.each([
    ['event', 13, 1], ['stranger', 8, 4], ['magic-object', 13, 5], ['object', 19, 5], ['place', 9, 6],
  ] as const)('has %s cards: %i of them, at encounter number %i', (kind, count, enc) => {
    const group = cards.filter((c) => c.deck === 'adventure' && c.kind === kind);
    expect(group.reduce((n, c) => n + c.count, 0)).toBe(count);
    for (const c of group) expect(c.enc, c.name).toBe(enc);
  });

  it('puts Followers at 5 except the Hag and the Poltergeist at 1 (13 in all)', () => {
    const followers = cards.filter((c) => c.deck === 'adventure' && c.kind === 'follower');
    expect(followers.reduce((n, c) => n + c.count, 0)).toBe(13);
    for (const c of followers) expect(c.enc, c.name).toBe(c.traits.includes('forced') ? 1 : 5);
  });

  it('gives battling Enemies encounter number 2 and Spirits 3, with the reference Strength and Craft', () => {
    const strength = cards.filter((c) => c.kind === 'enemy' && c.strength !== undefined).flatMap((c) => Array(c.count).fill(c.strength));
    const craft = cards.filter((c) => c.kind === 'enemy' && c.craft !== undefined).flatMap((c) => Array(c.count).fill(c.craft));
    expect(strength.sort((a, b) => a - b)).toEqual([1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6, 7, 7, 7]);
    expect(craft.sort((a, b) => a - b)).toEqual([1, 1, 2, 2, 3, 4, 4, 5, 5, 10]);
    for (const c of cards.filter((c) => c.kind === 'enemy')) expect(c.enc, c.name).toBe(c.craft !== undefined ? 3 : 2);
  });

  it('has unique ids, declared traits and abilities, and a line of text for every card', () => {
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    for (const c of cards) {
      expect(c.text.length, c.id).toBeGreaterThan(3);
      for (const t of c.traits) expect(TRAITS, c.id).toContain(t);
      for (const a of c.abilities ?? []) expect(ABILITIES, c.id).toContain(a);
    }
  });
});

describe('board and characters (reference sections 1-2)', () => {
  it('has 24 Outer, 16 Middle and 8 Inner spaces and the Crown', () => {
    const count = (r: string): number => BASE_CONTENT.spaces.filter((s) => s.region === r).length;
    expect([count('outer'), count('middle'), count('inner'), count('crown')]).toEqual([24, 16, 8, 1]);
  });

  it('has 14 characters whose start spaces exist', () => {
    expect(BASE_CONTENT.characters).toHaveLength(14);
    const ids = BASE_CONTENT.spaces.map((s) => s.id);
    for (const c of BASE_CONTENT.characters) expect(ids).toContain(c.start);
  });
});

describe('coverage run', () => {
  it('draws, buys or casts every Adventure, Spell and Purchase card over 1,500 seeded games', () => {
    const seen = new Map<string, number>();
    const plan = {
      scenario: 'coverage', rules: { ...DEFAULT_RULES }, games: 0, seed: 'coverage',
      seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })),
    };
    for (let i = 0; i < 1500; i++) {
      const g = createGame(plan, i);
      g.cardSeen = new Uint32Array(g.cardDef.length);
      playGame(g);
      g.cardSeen.forEach((n, c) => n > 0 && seen.set(g.cardDef[c].id, (seen.get(g.cardDef[c].id) ?? 0) + n));
    }
    const never = cards.filter((c) => c.deck !== 'talisman' && !seen.has(c.id)).map((c) => c.id);
    expect(never).toEqual([]);
  });
});
