// Upgrade games copied and played on while the original is in the middle of an encounter (as the
// search and learned players' rollouts do, engine/lookahead.ts): the copy, taken before the turn,
// plays on exactly as the original (same log, same record), and the original, whose rules keep
// lists for the encounter under way in module scratch (engine/scratch.ts), plays exactly as a game
// of the same seed that was never copied.
import { describe, expect, it } from 'vitest';
import { copyGame, playGame, playOn, questionName, TextLog, type Game, type Strategy } from '../../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../../src/rules/options.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { createGame, recordOf } from '../../../src/sim/run-game.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { runChecked } from '../../engine/invariant-checks.ts';

function plan(seed: string): RunPlan {
  return {
    scenario: 'upgrade-copy', rules: { ...DEFAULT_RULES, players: 4, roundCap: 60, upgrade: { ...UPGRADE_DEFAULTS, finale: 'roll' } },
    games: 1, seed, seats: Array.from({ length: 4 }, () => ({ character: null, strategy: 'basic' })),
  } as RunPlan;
}

/** Decisions taken while an encounter with characters or a party fight is under way (module scratch in use). */
const MIDWAY = new Set(['retaliate', 'encounter', 'party-attacker', 'party-target', 'defend-first', 'ambush', 'ambush-effort', 'unified-effort', 'fight-order', 'face-off', 'face-off-take', 'declare-face-off', 'party-face-off', 'normal-face-off', 'drop', 'yield']);

interface Played {
  copy: Game;
  from: number;
  kind: string;
}

/** Play seed's game; at decisions of MIDWAY kinds (every third other one) play a copy of the turn's start to the end. */
function playCopyingMidway(seed: string): { g: Game; played: Played[] } {
  const p = plan(seed);
  const log = new TextLog();
  const g = createGame(p, 0, log);
  const inner = g.strategies.slice();
  const played: Played[] = [];
  let checkpoint: { game: Game; seat: number; left: number; from: number } | null = null;
  let n = 0;
  g.beforeTurn = (game, player, left) => {
    checkpoint = { game: copyGame(game, inner, new TextLog()), seat: player.seat, left, from: log.lines.length };
  };
  g.strategies.forEach((s, k) => {
    g.strategies[k] = {
      id: s.id,
      choose: (v, d, rng) => {
        const kind = d.kind === 'yes-no' ? questionName(d.subject) : d.kind;
        if (checkpoint !== null && (MIDWAY.has(kind) || n++ % 3 === 0) && played.length < 60) {
          const copy = copyGame(checkpoint.game, inner, new TextLog());
          playOn(copy, copy.players[checkpoint.seat], checkpoint.left);
          played.push({ copy, from: checkpoint.from, kind });
        }
        return s.choose(v, d, rng);
      },
    } satisfies Strategy;
  });
  playGame(g);
  return { g, played };
}

describe('Upgrade games copied mid-encounter', () => {
  const kinds = new Set<string>();
  for (const seed of ['midway-a', 'midway-b', 'midway-c', 'midway-d']) {
    it(`a copy played on during a decision plays as the original, which plays as if never copied (${seed})`, () => {
      const { g, played } = playCopyingMidway(seed);
      const plain = createGame(plan(seed), 0, new TextLog());
      playGame(plain);
      expect((g.log as TextLog).lines).toEqual((plain.log as TextLog).lines);
      expect(recordOf(g, plan(seed), 0)).toEqual(recordOf(plain, plan(seed), 0));
      expect(played.length).toBeGreaterThan(10);
      for (const s of played) {
        kinds.add(s.kind);
        expect((s.copy.log as TextLog).lines).toEqual((g.log as TextLog).lines.slice(s.from));
        expect(recordOf(s.copy, plan(seed), 0)).toEqual(recordOf(g, plan(seed), 0));
      }
    });
  }
  it('the copies were played during the Upgrade encounters\' own decisions', () => {
    expect([...kinds].filter((k) => MIDWAY.has(k)).length).toBeGreaterThan(2);
  });
});

// The search player's rollouts replay each turn inside the Upgrade's decisions (engine/lookahead.ts):
// they stopped with "the replay reached ... not ..." when the encounter's scratch was overwritten.
describe('search seats under the Upgrade', () => {
  it('play Upgrade games to the round cap, every invariant kept', () => {
    for (let i = 0; i < 3; i++) {
      const p = { ...plan(`midway-search-${i}`), search: { budget: 4, horizon: 6 } } as RunPlan;
      p.rules = { ...p.rules, roundCap: 40 };
      p.seats = p.seats.map(() => ({ character: null, strategy: 'search' }));
      const g = runChecked(p, 0);
      expect(g.round).toBeGreaterThan(0);
      expect(g.ended).toBe(true);
    }
  });
});
