// Games under `upgrade: true` keep every invariant (test/engine/invariant-checks.ts) after every turn,
// and the Upgrade's own: the members of a party are always on one space, labelled by one of them;
// the dragons' lives stay within the ending's. 40 games in the suite, 150 under npm run full-checks
// (a mix of strategies and table sizes); UPGRADE_INVARIANT_GAMES=2000 by hand.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../../src/rules/options.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { finaleState } from '../../../src/rules/upgrade/finale.ts';
import { partyState } from '../../../src/rules/upgrade/party-state.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { runChecked } from '../../engine/invariant-checks.ts';
import { heroFault } from './hero-invariants.ts';
import { checkSize, yieldTurn } from '../../sizes.ts';

const GAMES = Number(process.env.UPGRADE_INVARIANT_GAMES ?? checkSize(40, 150));
const STRATEGIES = ['basic', 'random', 'expert'];

function plan(i: number): RunPlan {
  const players = 2 + (i % 5);
  return {
    scenario: 'upgrade-invariants', rules: { ...DEFAULT_RULES, players, upgrade: { ...UPGRADE_DEFAULTS, finale: i % 3 === 0 ? 'dragon-princes' : 'roll' } },
    games: 0, seed: 'upgrade-invariants',
    seats: Array.from({ length: players }, (_, s) => ({ character: null, strategy: STRATEGIES[(i + s) % 3] })),
  };
}

/** A party on two spaces, a dead member kept, a label that is no member's, or a dragon's lives out of range. */
export function upgradeFault(g: Game): string | null {
  const s = partyState(g)!;
  for (let i = 0; i < s.party.length; i++) {
    const lead = s.party[i];
    if (lead < 0) continue;
    const q = g.players[i];
    if (s.party[lead] !== lead) return `seat ${i}'s party label ${lead} is not a member`;
    if (!q.alive) return `seat ${i} is dead but still in party ${lead}`;
    if (q.space !== g.players[lead].space) return `party ${lead} is on two spaces (seat ${i})`;
  }
  const f = finaleState(g)!;
  for (let k = 0; k < 4; k++) if (f.lives[k] < 0 || f.lives[k] > 15) return `dragon ${k} has ${f.lives[k]} lives`;
  return null;
}

/** Games per test: a long hand run reports chunk by chunk (one 2,000-game test starves vitest's worker RPC). */
const CHUNK = 150;

describe('Talisman Upgrade invariants', () => {
  for (let from = 0; from < GAMES; from += CHUNK) {
    const to = Math.min(GAMES, from + CHUNK);
    it(`hold after every turn of games ${from}-${to - 1} under upgrade: true`, async () => {
      let parties = 0;
      let crowns = 0;
      for (let i = from; i < to; i++) {
        const g = runChecked(plan(i), i, (g) => upgradeFault(g) ?? heroFault(g));
        if (partyState(g)!.largest > 1) parties++;
        if (finaleState(g)!.ending > 0) crowns++;
        await yieldTurn();
      }
      // The run exercises what it checks: parties form and the Dragon King is met.
      expect(parties).toBeGreaterThan((to - from) / 10);
      expect(crowns).toBeGreaterThan((to - from) / 10);
    });
  }
});
