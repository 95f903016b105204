// The fork design on two arms (src/experiment/fork-change.ts): a changed card against its own
// unchanged version, every game seed played before and after the change, each with its forks. A
// Boon that gives 3 Strength where it gave 1, among unchanged Ogres, must come first with its sign
// (and the same sums at 1 and 2 workers); the change's variance must pair the two arms game by game.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { armsFromFiles } from '../../src/experiment/arms.ts';
import { emptyForkSums, FORK_VALUES } from '../../src/experiment/fork-metric.ts';
import { forkChangeFindings } from '../../src/experiment/fork-change.ts';
import { sameFlags } from '../../src/experiment/fork.ts';
import { openRunner } from '../../src/experiment/pool.ts';
import { measureArms } from '../../src/experiment/run.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { sameCards } from '../../src/cli/card-balance-fork.ts';

const runners = [openRunner(1), openRunner(2)];
afterAll(() => Promise.all(runners.map((r) => r.stop())));

const deck = (strength: number) => ['players: 4', 'seed: fork-change', 'cards:', ...['A', 'B', 'C'].map((t) => `  - { title: Ogre ${t}, type: enemy, kind: monster, strength: 5, count: 2 }`), `  - { title: Boon, type: event, effect: gain-strength ${strength}, count: 2 }`, ''].join('\n');

/** The deck before the change (a Boon of 1 Strength) and after it (3). */
function arms() {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-fork-change-'));
  try {
    const files = [1, 3].map((n) => {
      writeFileSync(join(dir, `boon-${n}.yaml`), deck(n));
      return join(dir, `boon-${n}.yaml`);
    });
    return armsFromFiles(files, { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sums of one card before and after the change, from each game's values (drawer: forks, Σ win difference) given by hand, twice over. */
function handSums(games: readonly (readonly [number, number, number, number])[]) {
  const s = emptyForkSums(2);
  const n = s.s1.length;
  for (const [n0, w0, n1, w1] of [...games, ...games]) {
    const v = new Array<number>(n).fill(0);
    [v[0], v[1], v[FORK_VALUES], v[FORK_VALUES + 1]] = [n0, w0, n1, w1];
    v.forEach((x, i) => {
      s.s1[i] += x;
      v.forEach((y, j) => (s.s2[i * n + j] += x * y));
    });
    s.games++;
    s.rounds += 10;
  }
  return s;
}

describe('a changed card against its unchanged version (fork design, two arms)', () => {
  it('finds the changed Boon first, up on its drawer, with the same sums at 1 and 2 workers', async () => {
    const [before, after] = arms();
    const cards = ['fan-ogre-a', 'fan-ogre-b', 'fan-ogre-c', 'fan-boon'];
    const spec = { arms: [before.plan, after.plan], metric: 'fork' as const, params: { cards } };
    const [one, two] = await Promise.all(runners.map((runner) => measureArms(spec, 60, { batch: 15, runner })));
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    const f = forkChangeFindings(one!, cards.map((id) => ({ id, name: id })), sameFlags(2));
    expect(f.ranking[0]).toMatchObject({ card: 'fan-boon', largest: { outcome: 'drawer' } });
    expect(f.ranking[0].largest.change!.effect).toBeGreaterThan(5);
    expect(f.ranking[0].largest.change!.significant).toBe(true);
    // Unchanged, the Ogres' effects change by chance and by their interplay with the Boon alone.
    expect(f.rows.filter((r) => r.card !== 'fan-boon' && r.change?.significant)).toEqual([]);
  }, 300_000);

  it('refuses --against a scenario whose cards differ, naming them', () => {
    const c = (...ids: string[]) => ids.map((id) => ({ id, name: id.replace('fan-', '') }));
    expect(() => sameCards(c('fan-boon', 'fan-ogre-a'), c('fan-ogre-a', 'fan-boon'), 'new.yaml', 'old.yaml')).not.toThrow();
    expect(() => sameCards(c('fan-boon', 'fan-ogre-a'), c('fan-ogre-a', 'fan-curse'), 'new.yaml', 'old.yaml'))
      .toThrow(/^new.yaml: --against old.yaml needs the same cards in both, with changes to them; only one holds boon, curse$/);
  });

  it('flags each outcome at its own flag: a drawer\'s change beyond its flag is flagged whatever the rounds\' flag, and not beyond a wider drawer\'s flag', () => {
    // Drawer's change +25 points (se about 3 points over 40 games; one test, so the simultaneous interval is the 95% one); rounds unchanged.
    const games: [number, number, number, number][] = [[1, 1, 1, 1], [1, -1, 1, -1], [1, 1, 1, 1], [1, 0, 1, 1]];
    const s = handSums(Array.from({ length: 5 }, () => games).flat());
    const flagged = (flag: Parameters<typeof forkChangeFindings>[2]) => forkChangeFindings(s, [{ id: 'a', name: 'a' }], flag).ranking[0].flagged;
    expect(flagged({ drawer: 1, rounds: 50, first: 50 })).toBe(true);
    expect(flagged({ drawer: 50, rounds: 1, first: 1 })).toBe(false);
    expect(forkChangeFindings(s, [{ id: 'a', name: 'a' }], { drawer: 1, rounds: 0, first: 1 }).verdict)
      .toBe('Changed (a change beyond ±1 point of a drawer\'s win, any significant change of rounds, simultaneous interval): a');
  });

  it('pairs the two arms game by game: the same differences give a smaller variance when they move together', () => {
    // Card 0 only, one fork a game before and after: differences (w0, w1) of (+1, +1), (−1, −1), ... move together.
    const together = handSums([[1, 1, 1, 1], [1, -1, 1, -1], [1, 1, 1, 1], [1, 0, 1, 1]]);
    const apart = handSums([[1, 1, 1, -1], [1, -1, 1, 1], [1, 1, 1, 1], [1, 0, 1, 1]]);
    const card = (s: typeof together) => forkChangeFindings(s, [{ id: 'a', name: 'a' }], sameFlags(2)).rows.find((r) => r.outcome === 'drawer')!;
    // After minus before: (1 + 1 + 1 + 1)/4 − (1 − 1 + 1 + 0)/4 = 0.75 in both, as points.
    expect(card(together).change!.effect).toBeCloseTo(25, 10);
    expect(card(apart).change!.effect).toBeCloseTo(25, 10);
    // Per game the change is 0, 0, 0, 1 (together) or −2, 2, 0, 1 (apart), each twice: the delta
    // method's variance of its mean over G = 8 games is Σ(z − z̄)² / (G(G − 1)).
    const se = (z: number[]) => 100 * Math.sqrt([...z, ...z].reduce((a, x) => a + (x - 0.25) ** 2, 0) / (8 * 7));
    expect(card(together).change!.se).toBeCloseTo(se([0, 0, 0, 1]), 10);
    expect(card(apart).change!.se).toBeCloseTo(se([-2, 2, 0, 1]), 10);
    expect(card(together).change!.se).toBeLessThan(card(apart).change!.se / 3);
  });
});
