// The DOC deck's card checks (docs/statistics.md, "A changed card against its own unchanged
// version"; npm run card-checks plays them at the figures' sizes). The goal "a doubled DOC card is
// ranked first and flagged, and the unchanged cards are not" presumes the unchanged cards alike;
// Salt and Pepper 2 is not: alone in the unchanged deck it makes games longer, by the ablation and by
// the fork, each on a seed of its own. So the doubled card is checked against its own unchanged
// version (the change design): first, games shorter, and no unchanged card's effect changed. The
// change design's own small version is test/experiment/fork-change.test.ts (a changed Boon); the
// doubled DOC card at doc-balance's default size, 4,000 games, runs under npm run full-checks alone (about 440 s of CPU);
// the change design's flag for game length is checked against its null runs (docs/data/card-checks.json).
import { describe, expect, it } from 'vitest';
import { doubledDocChange, doubledDocChangeSums, nullFlag, placeboDocCard, readCardChecks, unchangedDocCard, type DocNullRun } from '../../src/docs/card-checks.ts';
import { CHANGE_FLAGS } from '../../src/experiment/fork.ts';
import { DOC_CARDS } from '../../src/rules/doc/cards.ts';
import { emptyForkSums, FORK_VALUES, mergeForkSums } from '../../src/experiment/fork-metric.ts';
import { checkSize, FULL_CHECKS } from '../sizes.ts';

describe('the DOC deck card checks', () => {
  it('Salt and Pepper 2, unchanged, makes games longer: by the ablation and per draw by the fork', () => {
    const u = unchangedDocCard('salt-and-pepper-2', checkSize(1000, 4000));
    expect(u.ablation.low).toBeGreaterThan(0);
    expect(u.fork.low).toBeGreaterThan(0);
  }, 900_000);

  it('the doubled card\'s change played in ranges of games (CARD_CHECKS_DOC_SHARD) sums to the whole run\'s bytes', () => {
    const whole = doubledDocChangeSums([0, 4]);
    const parts = emptyForkSums(whole.s1.length / FORK_VALUES);
    for (const range of [[3, 4], [0, 3]] as const) mergeForkSums(parts, doubledDocChangeSums(range));
    expect(whole.forks).toBeGreaterThan(0);
    expect(JSON.stringify(parts)).toBe(JSON.stringify(whole));
  }, 300_000);

  it('the placebo of the doubled card parts the two arms\' games, and its undoing restores the card', () => {
    const differing = (s: ReturnType<typeof doubledDocChangeSums>) => s.s1.slice(0, s.s1.length / 2).filter((v, i) => v !== s.s1[s.s1.length / 2 + i]).length;
    const card = DOC_CARDS.find((c) => c.id === 'claddagh-reward')!;
    const acts = card.enemiesFought;
    expect(differing(doubledDocChangeSums([0, 6], 'placebo-check', {}, undefined, placeboDocCard))).toBeGreaterThan(0);
    expect(card.enemiesFought).toBe(acts);
    expect(differing(doubledDocChangeSums([0, 3], 'placebo-check', {}, undefined, () => () => {}))).toBe(0);
  }, 300_000);

  it('the change design\'s flag for game length: the smallest at which 19 of 20 null runs flag nothing, the drawer\'s at its own', () => {
    const run = (rounds: number, drawer = 0): DocNullRun => ({ seed: '', significant: 0, clearance: { rounds, drawer } });
    const flags = { drawer: 1, rounds: 9, first: 1 };
    expect(nullFlag(Array.from({ length: 20 }, () => run(0)), flags, 'rounds')).toBe(0);
    expect(nullFlag([run(0.5), run(0.2), ...Array.from({ length: 18 }, () => run(0))], flags, 'rounds')).toBe(0.2);
    // A run flagged on the drawer's win already spends the one run of 20 the rule allows.
    expect(nullFlag([run(0.5), run(0.2, 1.5), ...Array.from({ length: 18 }, () => run(0))], flags, 'rounds')).toBe(0.5);
  });

  it('the change design\'s default flag for game length is no smaller than its null runs ask (docs/data/card-checks.json)', () => {
    const n = readCardChecks().docNull!;
    expect(n.runs.length).toBeGreaterThanOrEqual(20);
    expect(CHANGE_FLAGS.rounds).toBeGreaterThanOrEqual(nullFlag(n.runs, CHANGE_FLAGS, 'rounds'));
  });

  it.runIf(FULL_CHECKS)('the doubled card against its unchanged version at doc-balance\'s default size: first, games shorter, flagged at the change design\'s flags, no other card flagged or significant', () => {
    const f = doubledDocChange(4000);
    expect(f.ranking[0]).toMatchObject({ card: 'claddagh-reward', flagged: true, largest: { outcome: 'rounds', change: { significant: true } } });
    expect(f.ranking[0].largest.change!.effect).toBeLessThan(0);
    expect(f.rows.filter((r) => r.card !== 'claddagh-reward' && r.change?.significant)).toEqual([]);
  }, 3_600_000);
});
