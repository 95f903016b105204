// card-balance's arms: the scenario's cards: entries off, as written, doubled, and as written less
// each entry in turn; leaving out a replacing card brings the base card back, leaving out a
// removal too; every arm keeps the scenario's seed and seats.
import { describe, expect, it } from 'vitest';
import { contentWith } from '../../src/content/fan/deck.ts';
import { FAN_DECK_ARMS, cardBalanceExperiment, cardEntries, fanBalanceDeck } from '../../src/experiment/card-balance.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import type { RunPlan } from '../../src/sim/plan.ts';

const IDS = { characters: ['thief'], strategies: ['basic'] };
const PLAN = parseScenario(`players: 3
seed: arms
cards:
  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 3 }
  - { title: Giant, replace: true, type: enemy, kind: monster, strength: 8 }
  - { title: Dragon, remove: true }
`, 'arms.yaml', IDS);

/** Copies of each Adventure title an arm plays: its deck's cards less those it sets aside. */
function counts(plan: RunPlan): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of contentWith(plan.cards).cards) {
    if (d.deck !== 'adventure' || !['Barrow Beast', 'Giant', 'Dragon'].includes(d.name) || plan.setAside?.ids.includes(d.id)) continue;
    out[`${d.name}${d.id.startsWith('fan-') ? ' (fan)' : ''}`] = d.count;
  }
  return out;
}

describe('card-balance arms', () => {
  it('names one entry per fan card, then per removal not made by a replacement', () => {
    const entries = cardEntries(PLAN.cards!);
    expect(entries.map((e) => [e.id, e.name])).toEqual([['fan-barrow-beast', 'Barrow Beast'], ['fan-giant', 'Giant'], ['removed-dragon', 'Dragon removed']]);
    expect(fanBalanceDeck(entries).name('removed-dragon')).toBe('Dragon removed');
  });

  it('plays off, x1, x2 and each entry left out, on the scenario\'s seed and seats', () => {
    const entries = cardEntries(PLAN.cards!);
    const x = cardBalanceExperiment({ name: 'arms', file: 'arms.yaml', plan: PLAN }, entries, 10);
    expect(x.arms.map((a) => a.name)).toEqual([...FAN_DECK_ARMS, 'without fan-barrow-beast', 'without fan-giant', 'without removed-dragon']);
    expect(x.bases).toEqual([0, 0, 0, 1, 1, 1]);
    expect(x.pool).toEqual([3, 4, 5]);
    for (const a of x.arms) expect([a.plan.seed, a.plan.seats.length]).toEqual(['arms', 3]);
    // Every arm but x2 holds every card and sets aside those it leaves out, so no other card moves.
    for (const a of [0, 1, 3, 4, 5]) expect(contentWith(x.arms[a].plan.cards)).toBe(contentWith(x.arms[0].plan.cards));
    expect(x.arms.map((a) => counts(a.plan))).toEqual([
      { Giant: 1, Dragon: 3 },
      { 'Barrow Beast (fan)': 3, 'Giant (fan)': 1 },
      { 'Barrow Beast (fan)': 6, 'Giant (fan)': 2 },
      { 'Giant (fan)': 1 },
      { 'Barrow Beast (fan)': 3, Giant: 1 },
      { 'Barrow Beast (fan)': 3, 'Giant (fan)': 1, Dragon: 3 },
    ]);
  });
});
