// card-balance --design fork (src/experiment/fork-metric.ts, fork.ts): a fork at each draw of a fan
// card, played on without it on the same dice. A Boon (gain 3 Strength) among Ogres is worth its
// drawer some 25 points of win rate (card-checks.test.ts): its forks must find it first and
// positive, the same sums at 1 and 2 workers. And the ratio's variance, on sums made by hand.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { armsFromFiles } from '../../src/experiment/arms.ts';
import { cardEntries } from '../../src/experiment/card-balance.ts';
import { forkCards } from '../../src/cli/card-balance-fork.ts';
import { addVector, emptyForkSums, forkDeck, FORK_VALUES, mergeForkSums, type ForkSums } from '../../src/experiment/fork-metric.ts';
import { forkReportFiles } from '../../src/report/fork-report.ts';
import { DOC_CARDS } from '../../src/rules/doc/cards.ts';
import { forkCombination, forkFindings, sameFlags } from '../../src/experiment/fork.ts';
import { openRunner } from '../../src/experiment/pool.ts';
import { measureArms } from '../../src/experiment/run.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

const runners = [openRunner(1), openRunner(2)];
afterAll(() => Promise.all(runners.map((r) => r.stop())));

const DECK = ['players: 4', 'seed: fork-boon', 'cards:', ...['A', 'B', 'C'].map((t) => `  - { title: Ogre ${t}, type: enemy, kind: monster, strength: 5, count: 2 }`), '  - { title: Boon, type: event, effect: gain-strength 3, count: 2 }', ''].join('\n');

function boonArm() {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-fork-'));
  try {
    writeFileSync(join(dir, 'deck.yaml'), DECK);
    return armsFromFiles([join(dir, 'deck.yaml')], { characters: CHARACTER_IDS, strategies: STRATEGY_IDS })[0];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('card-balance --design fork', () => {
  it('finds the Boon first, positive on its drawer, with the same sums at 1 and 2 workers', async () => {
    const arm = boonArm();
    const cards = forkCards(cardEntries(arm.plan.cards!));
    const spec = { arms: [arm.plan], metric: 'fork' as const, params: { cards: cards.map((c) => c.id) } };
    const [one, two] = await Promise.all(runners.map((runner) => measureArms(spec, 40, { batch: 10, runner })));
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    const f = forkFindings(one!, cards, sameFlags(2));
    expect(f.forks).toBeGreaterThan(100);
    const boon = f.rows.find((r) => r.card === 'fan-boon' && r.outcome === 'drawer')!;
    expect(boon.absolute!.effect).toBeGreaterThan(5);
    expect(boon.relative!.effect).toBeGreaterThan(5);
    const drawer = f.rows.filter((r) => r.outcome === 'drawer').map((r) => r.relative!.effect);
    expect(Math.max(...drawer)).toBe(boon.relative!.effect);
  }, 300_000);

  it('plays as before with one continuation and no horizon, and finds the Boon with a horizon scored by the value model', async () => {
    const arm = boonArm();
    const cards = forkCards(cardEntries(arm.plan.cards!)).map((c) => c.id);
    const play = (extra: object) => measureArms({ arms: [arm.plan], metric: 'fork' as const, params: { cards, ...extra } }, 12, { batch: 6, runner: runners[0] });
    expect(JSON.stringify(await play({ continuations: 1, horizon: 0 }))).toBe(JSON.stringify(await play({})));
    const [h, k] = await Promise.all([play({ horizon: 2 }), play({ continuations: 2 })]);
    const rows = (s: ForkSums) => forkFindings(s, cards.map((id) => ({ id, name: id })), sameFlags(2), 0).rows;
    const boon = (s: ForkSums) => rows(s).find((r) => r.card === 'fan-boon' && r.outcome === 'drawer')!;
    // Stopped 2 rounds on and valued there, a fork plays far less than to the end; two continuations play more.
    const base = (await play({}))!;
    expect(h!.forkRounds).toBeLessThan(base.forkRounds / 2);
    expect(k!.forkRounds).toBeGreaterThan(2 * base.forkRounds);
    expect(boon(h!).absolute!.effect).toBeGreaterThan(2);
    expect(forkFindings(h!, cards.map((id) => ({ id, name: id })), sameFlags(2), 2).rows.some((r) => r.outcome === 'rounds')).toBe(false);
  }, 300_000);

  it('follows the deck a module declares: the DOC cards drawn in doc-x1, the same sums at 1 and 2 workers, and a report', async () => {
    const [arm] = armsFromFiles(['scenarios/doc-x1.yaml'], { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
    const cards = DOC_CARDS.map((c) => ({ id: c.id, name: c.name }));
    const spec = { arms: [arm.plan], metric: 'fork' as const, params: { cards: cards.map((c) => c.id), deck: 'doc' } };
    const [one, two] = await Promise.all(runners.map((runner) => measureArms(spec, 4, { batch: 2, runner })));
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    // Each game draws DOC cards onto most of the 22 spaces, every draw forked.
    expect(one!.forks).toBeGreaterThan(4 * 10);
    expect(one!.missed).toBe(0);
    expect(() => forkDeck('dok')).toThrow(/^no deck 'dok' to fork on; decks: adventure, doc$/);
    const findings = forkFindings(one!, cards, sameFlags(2));
    const files = forkReportFiles({ version: 'v', command: 'doc-balance --design fork', scenario: 'doc-x1', seed: 's', design: 'fork', deck: 'doc', continuations: 1, horizon: 0, findings }, 'doc-balance');
    expect(Object.keys(files)).toEqual(['doc-balance-fork.json', 'doc-balance-fork.csv', 'index.html']);
    expect(files['doc-balance-fork.csv'].split('\n')).toHaveLength(1 + 3 * cards.length + 1);
    expect(files['index.html']).toContain(findings.verdict);
  }, 300_000);

  it('reads a card\'s mean per fork and its variance with the game as the unit', () => {
    // Two cards; three games whose vectors (forks, Σ win difference, Σ rounds difference, first draw, its win difference) per card are:
    const games = [[2, 2, 0, 1, 1, 1, 0, 0, 1, 0], [1, 0, 0, 1, 0, 1, 1, 0, 1, 1], [1, 1, 0, 1, 1, 2, -1, 0, 1, -1]];
    const s: ForkSums = { ...emptyForkSums(2), games: 3, rounds: 30 };
    const n = 2 * FORK_VALUES;
    for (const v of games) v.forEach((x, i) => { s.s1[i] += x; v.forEach((y, j) => (s.s2[i * n + j] += x * y)); });
    // Card a: 3 of 4 forks won, mean 0.75; residuals (2 − 0.75·2, 0 − 0.75, 1 − 0.75) / 4, times 3/2.
    const a = forkCombination(s, 0, [1, 0]);
    expect(a.est).toBeCloseTo(0.75, 12);
    expect(a.se).toBeCloseTo(Math.sqrt(((0.5 ** 2 + 0.75 ** 2 + 0.25 ** 2) / 16) * 1.5), 12);
    // a minus b (b: 0 of 4), per game (w_a − m_a·n_a)/4 − (w_b − m_b·n_b)/4 = 0.125, −0.4375, 0.3125.
    const d = forkCombination(s, 0, [1, -1]);
    expect(d.est).toBeCloseTo(0.75, 12);
    expect(d.se).toBeCloseTo(Math.sqrt((0.125 ** 2 + 0.4375 ** 2 + 0.3125 ** 2) * 1.5), 12);
    // The first draws alone: card a 2 of 3.
    expect(forkCombination(s, 2, [1, 0]).est).toBeCloseTo(2 / 3, 12);
    // Fewer than 6 forks: no effect is read.
    expect(forkFindings(s, [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], sameFlags(2)).rows.every((r) => r.absolute === null)).toBe(true);
  });
});

// A horizon's model chances and an average over continuations are not whole numbers, and batches
// end elsewhere at another worker count: the sums must not depend on how games were grouped.
describe('fork sums', () => {
  it('should be the same bytes however the games were grouped into batches', () => {
    const games = Array.from({ length: 9 }, (_, g) => Array.from({ length: FORK_VALUES * 2 }, (_, i) => ((g * 7 + i * 3) % 5) / 3 + 0.1 * ((g + i) % 4)));
    const grouped = (cuts: number[]) => {
      const total = emptyForkSums(2);
      let from = 0;
      for (const cut of [...cuts, games.length]) {
        const part = emptyForkSums(2);
        for (const v of games.slice(from, cut)) addVector(part, v.slice());
        mergeForkSums(total, part);
        from = cut;
      }
      return JSON.stringify(total);
    };
    expect(grouped([1, 2, 5, 7])).toBe(grouped([]));
    expect(grouped([4])).toBe(grouped([3, 6]));
  });
});
