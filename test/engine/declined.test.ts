// Game.declined (Strategy.declines): an offer is counted as a decision before the strategy reads it,
// so declines() sees the stamp choose() would see, and an offer not declined is counted once.
import { describe, expect, it } from 'vitest';
import { KIND, type Strategy } from '../../src/engine/index.ts';
import { makeGame } from '../helpers.ts';

/** A strategy that declines while `decline` says so, noting the stamps declines() and choose() read. */
function watching(decline: () => boolean) {
  const seen = { declines: [] as number[], choose: [] as number[] };
  const s: Strategy = {
    id: 'watching',
    declines(v) {
      seen.declines.push(v.stamp);
      return decline();
    },
    choose(v) {
      seen.choose.push(v.stamp);
      return 1;
    },
  };
  return { s, seen };
}

describe('an offer a strategy may decline', () => {
  it('declined: counted once, answered no without choose(), declines() reading its stamp', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const { s, seen } = watching(() => true);
    (g.strategies as Strategy[])[0] = s;
    const before = g.decisions;
    expect(g.question(p[0], 'sell-object', 0)).toBe(false);
    expect([g.decisions, seen.declines, seen.choose]).toEqual([before + 1, [before + 1], []]);
  });

  it('not declined: counted once, asked, declines() and choose() reading the same stamp', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const { s, seen } = watching(() => false);
    (g.strategies as Strategy[])[0] = s;
    const before = g.decisions;
    expect(g.question(p[0], 'sell-object', 0)).toBe(true);
    expect([g.decisions, seen.declines, seen.choose]).toEqual([before + 1, [before + 1], [before + 1]]);
    // The next offer is counted again.
    expect(g.question(p[0], 'sell-object', 0)).toBe(true);
    expect([g.decisions, seen.choose]).toEqual([before + 2, [before + 1, before + 2]]);
  });

  it('not declined but left one option: the next offer asked is still counted, at a stamp of its own', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const { s, seen } = watching(() => false);
    (g.strategies as Strategy[])[0] = s;
    const before = g.decisions;
    expect(g.declined(p[0], KIND.alignment, 0, 0)).toBe(false);
    g.options(KIND.alignment, p[0]).push(2);
    expect(g.decide()).toBe(2);
    const o = g.options(KIND.alignment, p[0]);
    o.push(0, 1);
    expect(g.decide()).toBe(1);
    expect([g.decisions, seen.choose]).toEqual([before + 2, [before + 2]]);
  });
});
