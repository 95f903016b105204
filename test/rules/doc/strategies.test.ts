// The strategies' answers to the DOC cards' choices: basic and expert swap only for a gain and leave
// behind what is worth least; random picks uniformly among the legal options.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { give, lay, stackDeck } from '../../helpers.ts';
import { landOn, script, whereIs } from '../../content/adventure/script.ts';
import { docGame } from './doc-helpers.ts';

/** Quid Pro Quo 1 on fields-1 with `here` drawn there and `near` lying on the Plains 2 spaces away. */
function quid(here: string, near: string, fallback: string, seed = 'test') {
  const t = docGame('quid-pro-quo-1', 'fields-1', { heroes: [{ character: 'thief', at: 'fields-2' }], fallback, seed, answer: script({ more: (d) => (d.kind === 'take' ? 0 : undefined) }) });
  const [drawn] = stackDeck(t.g, [here]);
  const lying = lay(t.g, 'plains-1', near);
  landOn(t.g, t.p[0], 'fields-1');
  return { t, drawn, lying };
}

describe.each(['basic', 'expert'])('the %s player', (fallback) => {
  it('swaps a Dragon here for a Helmet near by', () => {
    const { t, drawn } = quid('dragon', 'helmet-card', fallback);
    expect(whereIs(t.g, drawn)).toBe('plains-1');
  });

  it('keeps a Helmet here rather than take the Dragon near by', () => {
    const { t, drawn, lying } = quid('helmet-card', 'dragon', fallback);
    expect(whereIs(t.g, drawn)).toBe('fields-1');
    expect(whereIs(t.g, lying)).toBe('plains-1');
  });

  it('leaves a gold behind at the Gift Horse rather than his Armour', () => {
    const t = docGame('gift-horse', 'fields-1', { heroes: [{ character: 'thief', at: 'fields-2' }], fallback, answer: script() });
    stackDeck(t.g, ['angel']);
    const armour = give(t.g, t.p[0], 'armour-card');
    landOn(t.g, t.p[0], 'fields-1');
    land(t.g, t.p[0], t.g.space('hills-1'));
    expect(t.p[0].objects).toContain(armour);
    expect(t.g.spaceGold[t.space]).toBe(1);
  });
});

describe('the random player', () => {
  it('swaps or declines, each some of the time, over 40 seeds', () => {
    let swapped = 0;
    for (let i = 0; i < 40; i++) if (swappedOnce(i)) swapped++;
    expect(swapped).toBeGreaterThan(5);
    expect(swapped).toBeLessThan(35);
  });

  it('leaves behind a gold or a card, each some of the time', () => {
    const left = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const t = docGame('gift-horse', 'fields-1', { heroes: [{ character: 'thief', at: 'fields-2' }], fallback: 'random', seed: `g${i}`, answer: script({ more: (d) => (d.kind === 'take' ? 0 : undefined) }) });
      stackDeck(t.g, ['angel']);
      give(t.g, t.p[0], 'armour-card');
      landOn(t.g, t.p[0], 'fields-1');
      land(t.g, t.p[0], t.g.space('hills-1'));
      left.add(t.g.spaceGold[t.space] > 0 ? 'gold' : 'card');
    }
    expect([...left].sort()).toEqual(['card', 'gold']);
  });
});

function swappedOnce(i: number): boolean {
  const { t, drawn } = quid('helmet-card', 'dragon', 'random', `r${i}`);
  return whereIs(t.g, drawn) === 'plains-1';
}
