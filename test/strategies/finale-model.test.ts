// The finale model (strategies/finale-model.ts) against the engine: pinned-seed final battles played
// by finale.ts with the basic player's answers, whose share of Dragon Kings beaten must fall within
// a 99% interval of the model's figure for the same party.
import { describe, expect, it } from 'vitest';
import { playTurn, type Game } from '../../src/engine/index.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { effortPays, finaleChance, loseChance, winChance, type Member } from '../../strategies/finale-model.ts';
import { makeGame, give } from '../helpers.ts';

const CROWN = 'crown-of-command';
/** Magic Objects that change no fight on the Crown: what the party may destroy for its efforts. */
const SPARE = ['orb-of-knowledge', 'wand', 'cross', 'amulet'];

/** One final battle in the engine: these characters on the Crown, `objects` spares among them, no fate. */
function engineFinale(heroes: string[], objects: number, kingLives: number, ending: string, seed: string): boolean {
  const { g, p } = makeGame({
    heroes: heroes.map((character) => ({ character, at: CROWN })),
    rules: { upgrade: { ...UPGRADE_DEFAULTS, finale: ending, dragonKingLives: kingLives } },
    seed,
  });
  g.crownReached = true;
  for (const q of p) q.fate = 0;
  for (let i = 0; i < objects; i++) give(g, p[i % p.length], SPARE[i]);
  return playOut(g);
}

function playOut(g: Game): boolean {
  // The game's own round count goes on (clause 43e's "3 lives a round" is counted by it).
  for (let round = 0; round < 100 && !g.ended; round++, g.round++) {
    for (const q of g.players) if (q.alive && !g.ended) playTurn(g, q);
    if (!g.players.some((q) => q.alive)) break;
  }
  return g.endReason === 'dragon-king';
}

/** The Wilson interval of k in n at z. */
function wilson(k: number, n: number, z: number): [number, number] {
  const p = k / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [mid - half, mid + half];
}

const TROLL: Member = { strength: 6, craft: 1, lives: 6 };
// The Warrior rolls two dice in battle and keeps the better.
const WARRIOR: Member = { strength: 4, craft: 2, lives: 5, extraBattleDice: 1 };
const DWARF: Member = { strength: 3, craft: 3, lives: 5 };
const ELF: Member = { strength: 3, craft: 4, lives: 4 };

describe('finale model', () => {
  it('gives the odds of one die each side', () => {
    expect(winChance(0)).toBeCloseTo(15 / 36);
    expect(loseChance(0)).toBeCloseTo(15 / 36);
    expect(winChance(5)).toBeCloseTo(35 / 36);
  });

  it('makes an effort that turns a likely loss into a likely win, not one that still loses', () => {
    expect(effortPays(6, 13, 12)).toBe(true);
    expect(effortPays(1, 5, 12)).toBe(false);
  });

  it('is the same figure every time, and rises with the party, its Magic Objects and a weaker King', () => {
    const four = [TROLL, WARRIOR, DWARF, ELF];
    const a = finaleChance({ members: four, objects: 4, kingLives: 3, princesChance: 0 });
    expect(finaleChance({ members: four, objects: 4, kingLives: 3, princesChance: 0 })).toBe(a);
    expect(finaleChance({ members: [TROLL], objects: 4, kingLives: 3, princesChance: 0 })).toBeLessThan(a);
    expect(finaleChance({ members: four, objects: 0, kingLives: 3, princesChance: 0 })).toBeLessThan(a);
    expect(finaleChance({ members: four, objects: 4, kingLives: 1, princesChance: 0 })).toBeGreaterThan(a);
  });

  const cases: [string[], Member[], number][] = [
    [['troll', 'warrior', 'dwarf', 'elf'], [TROLL, WARRIOR, DWARF, ELF], 3],
    [['troll', 'warrior', 'dwarf'], [TROLL, WARRIOR, DWARF], 4],
  ];
  for (const [heroes, members, objects] of cases) {
    it(`agrees with 300 pinned-seed engine finales (${heroes.join(', ')}; ${objects} Magic Objects; the King's 3 lives)`, () => {
      const model = finaleChance({ members, objects, kingLives: 3, princesChance: 0 });
      const n = 300;
      let won = 0;
      for (let i = 0; i < n; i++) if (engineFinale(heroes, objects, 3, 'dragon-king', `finale-model/${i}`)) won++;
      const [lo, hi] = wilson(won, n, 2.58);
      // The model's own error (2000 trials) widens the interval a little.
      expect(model).toBeGreaterThanOrEqual(lo - 0.03);
      expect(model).toBeLessThanOrEqual(hi + 0.03);
    });
  }
});
