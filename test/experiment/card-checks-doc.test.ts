// The DOC deck's card checks (docs/statistics.md, "A changed card against its own unchanged
// version"; npm run card-checks plays them at the figures' sizes). The goal "a doubled DOC card is
// ranked first and flagged, and the unchanged cards are not" presumes the unchanged cards alike;
// Salt and Pepper 2 is not: alone in the unchanged deck it makes games longer, by the ablation and by
// the fork, each on a seed of its own. So the doubled card is checked against its own unchanged
// version (the change design): first, games shorter, and no unchanged card's effect changed. The
// change design's own small version is test/experiment/fork-change.test.ts (a changed Boon); the
// doubled DOC card at its measured size, 2,000 games, runs under npm run full-checks alone (about 265 s of CPU).
import { describe, expect, it } from 'vitest';
import { doubledDocChange, doubledDocChangeSums, unchangedDocCard } from '../../src/docs/card-checks.ts';
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

  it.runIf(FULL_CHECKS)('the doubled card against its unchanged version: first, games shorter, significant, no other card changed', () => {
    const f = doubledDocChange(2000);
    expect(f.ranking[0]).toMatchObject({ card: 'claddagh-reward', largest: { outcome: 'rounds', change: { significant: true } } });
    expect(f.ranking[0].largest.change!.effect).toBeLessThan(0);
    expect(f.rows.filter((r) => r.card !== 'claddagh-reward' && r.change?.significant)).toEqual([]);
  }, 3_600_000);
});
