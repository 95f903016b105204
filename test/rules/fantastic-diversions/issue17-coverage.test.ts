// Card-less Trophies and True Fate in whole games: every invariant checked after every turn
// (test/engine/invariant-checks.ts) with each on alone (the Seek, Full Encounters and Trade have
// their own runs, and each is also run with every other module there), and every clause's event
// (engine/events.ts) counted at least once in a seeded run, the exchange's and the loss of temporary
// trophy points included. The suite plays a few games; FD_GAMES=2000 plays the 2,000 by hand.
import { describe, expect, it } from 'vitest';
import { eventCount, playGame } from '../../../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../../src/rules/options.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { createGame } from '../../../src/sim/run-game.ts';
import { runChecked } from '../../engine/invariant-checks.ts';

const GAMES = 40;
const INVARIANT_GAMES = Number(process.env.FD_GAMES ?? 10);

function plan(rules: Partial<RuleOptions>, seed: string): RunPlan {
  return {
    scenario: 'issue17-coverage', rules: { ...DEFAULT_RULES, ...rules, players: 4 }, games: 0, seed,
    seats: Array.from({ length: 4 }, (_, i) => ({ character: null, strategy: i === 3 ? 'random' : 'basic' })),
  };
}

function seen(p: RunPlan, names: readonly string[]): Record<string, number> {
  const counts = Object.fromEntries(names.map((n) => [n, 0]));
  for (let i = 0; i < GAMES; i++) {
    const g = createGame(p, i);
    playGame(g);
    for (const n of names) counts[n] += eventCount(g.events, n);
  }
  return counts;
}

const ALONE: [string, Partial<RuleOptions>][] = [
  ['Card-less Trophies with the Sentinel', { cardlessTrophies: true, cardlessSentinel: true }],
  ['True Fate (both) with Fated Spells and the target\'s Luck', { trueFate: 'both', fatedSpells: 'on-with-target-luck' }],
];

describe(`Card-less Trophies and True Fate alone in whole games (${INVARIANT_GAMES} games each)`, () => {
  it.each(ALONE)('keeps every invariant with %s', (name, rules) => {
    const p = plan(rules, `issue17/invariants/${name}`);
    for (let i = 0; i < INVARIANT_GAMES; i++) runChecked(p, i);
  }, 60_000 + INVARIANT_GAMES * 250);
});

describe(`issue 17's clauses in ${GAMES} seeded games each`, () => {
  it('Card-less Trophies: creatures counted (1.1) and excepted (2.1), points exchanged (1.2-1.3) and lost (1.4)', () => {
    const names = ['cardless-trophies.counted', 'cardless-trophies.excepted', 'trophies.temporary-exchanged', 'trophies.temporary-lost'];
    const counts = seen(plan({ cardlessTrophies: true }, 'issue17/cardless'), names);
    expect(Object.entries(counts).filter(([, n]) => n === 0)).toEqual([]);
  });

  it('True Fate: Luck used (2.1), Destiny paid (3.1-3.2), a Spell\'s die rolled by its caster and the target\'s Luck (4)', () => {
    const names = ['true-fate.luck', 'true-fate.destiny-paid', 'true-fate.fated-spell', 'true-fate.target-luck'];
    const counts = seen(plan({ trueFate: 'both', fatedSpells: 'on-with-target-luck' }, 'issue17/true-fate'), names);
    expect(Object.entries(counts).filter(([, n]) => n === 0)).toEqual([]);
  });
});
