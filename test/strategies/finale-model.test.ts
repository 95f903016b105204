// The finale model (strategies/finale-model.ts): its dice tables, a battle worked out by hand, the
// exact battle (finale-battle.ts) against the same battle played trial by trial (finale-trials.ts),
// and the model against the engine: pinned-seed final battles played by finale.ts with the basic
// player's answers, whose share of dragons beaten must fall within a 99% interval of the model's
// figure for the same party.
import { describe, expect, it } from 'vitest';
import { attackValue, playTurn, type Game } from '../../src/engine/index.ts';
import { extraDice } from '../../src/engine/combat.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import type { Finale } from '../../src/rules/upgrade/finale.ts';
import { effortPays, finaleChance, kingAloneChance, loseChance, winChance, type FinaleParty, type Member } from '../../strategies/finale-model.ts';
import { exactChance, exactFits } from '../../strategies/finale-battle.ts';
import { fightOdds, fightOddsInto, fireChance } from '../../strategies/finale-odds.ts';
import { trialsChance, TRIALS } from '../../strategies/finale-trials.ts';
import { memoClear, memoGet, memoSet } from '../../strategies/finale-memo.ts';
import { makeGame, give } from '../helpers.ts';

const CROWN = 'crown-of-command';
/** Magic Objects that change no fight on the Crown: what the party may destroy for its efforts. */
const SPARE = ['orb-of-knowledge', 'wand', 'cross', 'amulet'];

/** Counters added to a hero's printed Strength and Craft, and his lives, before the battle. */
interface Boost {
  strength: number;
  craft: number;
  lives: number;
}

/**
 * A final battle in the engine: these characters on the Crown, `objects` spares among them, no fate,
 * fought to the end as the model has it (no retreat: leaving and coming back is the party's plan), every
 * dragon to fall (the model's battle against the Princes).
 */
function engineFinale(heroes: string[], objects: number, kingLives: number, ending: Finale, seed: string, boosts: Boost[] = []): Game {
  const { g, p } = makeGame({
    heroes: heroes.map((character) => ({ character, at: CROWN })),
    rules: { upgrade: { ...UPGRADE_DEFAULTS, finale: ending, dragonKingLives: kingLives, crownRetreat: false, crownWonBy: 'every-dragon' } },
    seed,
  });
  g.crownReached = true;
  for (const q of p) q.fate = 0;
  boosts.forEach((b, i) => {
    p[i].strengthCounters += b.strength;
    p[i].craftCounters += b.craft;
    p[i].lives = b.lives;
  });
  for (let i = 0; i < objects; i++) give(g, p[i % p.length], SPARE[i]);
  return g;
}

/** The model's members for the engine's heroes: their attack values and lives as the battle starts. */
function membersOf(g: Game): Member[] {
  return g.players.map((q) => ({
    strength: attackValue(g, q, false, null), craft: attackValue(g, q, true, null), lives: q.lives, extraBattleDice: extraDice(g, q, false),
  }));
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
  it('gives the odds of one die each side, of the better of two dice, and of the fire', () => {
    expect(winChance(0)).toBe(15 / 36);
    expect(loseChance(0)).toBe(15 / 36);
    expect(winChance(5)).toBe(35 / 36);
    expect(winChance(-6)).toBe(0);
    const odds = new Float64Array(2);
    // The better of two dice at even values: sum over his best r of (2r - 1) / 36 * (r - 1) / 6.
    fightOdds(2, 0, odds, 0);
    expect(odds[0]).toBeCloseTo(125 / 216, 12);
    expect(fireChance(7)).toBe(21 / 36);
    expect(fireChance(13)).toBe(0);
    expect(fireChance(1)).toBe(1);
  });

  it('makes an effort that turns a likely loss into a likely win, not one that still loses', () => {
    expect(effortPays(6, 13, 12)).toBe(true);
    expect(effortPays(1, 5, 12)).toBe(false);
  });

  it('works out a lone member with one life against a King with one by hand', () => {
    // Craft 13: the fire never burns him. A battle at 12 against 12, then a psychic combat at 13:
    // he wins the first, or ties it and wins the second; two ties and the round comes again.
    const tie = (d: number): number => 1 - winChance(d) - loseChance(d);
    const byHand = (winChance(0) + tie(0) * winChance(1)) / (1 - tie(0) * tie(1));
    expect(exactChance({ members: [{ strength: 12, craft: 13, lives: 1 }], objects: 0, kingLives: 1, princesChance: 0 })).toBeCloseTo(byHand, 12);
  });

  it('is 0 at once for a party that can never take every life of the King, and not for one a point stronger or a Magic Object richer', () => {
    // Strength 7 and Craft 7 against the King's 12: even a 6 against his 1 ties at best.
    const weak = (s: number): FinaleParty => ({ members: [{ strength: s, craft: 7, lives: 9 }], objects: 0, kingLives: 5, princesChance: 1 / 3 });
    expect(exactChance(weak(7))).toBe(0);
    expect(exactChance(weak(8))).toBeGreaterThan(0);
    // Two of them whose Unified Effort (Strength 14) can: the effort is made with a Magic Object, not without one.
    // Each effort takes at most one of his lives: as many Magic Objects as he has lives, or it is 0.
    const pair = (objects: number, kingLives: number): FinaleParty => ({ members: [{ strength: 7, craft: 7, lives: 9 }, { strength: 7, craft: 3, lives: 9 }], objects, kingLives, princesChance: 0 });
    expect(exactChance(pair(0, 1))).toBe(0);
    expect(exactChance(pair(3, 1))).toBeGreaterThan(0);
    expect(exactChance(pair(4, 5))).toBe(0);
    expect(exactChance(pair(5, 5))).toBeGreaterThan(0);
  });

  it('reads the fights\' odds from its table as fightOdds works them out, past the table\'s differences and dice too', () => {
    const a = new Float64Array(2);
    const b = new Float64Array(2);
    for (let dice = 1; dice <= 5; dice++) {
      for (let diff = -9; diff <= 9; diff++) {
        fightOdds(dice, diff, a, 0);
        fightOddsInto(dice, diff, b, 0);
        expect([...b]).toEqual([...a]);
      }
    }
  });

  it('gives through its cache the figure worked out, for a party kept by its numbers or (a value past 255) by its text, and 0 at once for one that cannot win', () => {
    const pair = (objects: number, lives: number): FinaleParty => ({ members: [{ strength: 7, craft: 7, lives: 9 }, { strength: 7, craft: 3, lives }], objects, kingLives: 5, princesChance: 0 });
    // Each effort takes at most one of the King's 5 lives: 4 Magic Objects cannot do it, 5 can.
    expect(finaleChance(pair(4, 9))).toBe(0);
    expect(finaleChance(pair(5, 9))).toBe(exactChance(pair(5, 9)));
    expect(finaleChance(pair(5, 9))).toBeGreaterThan(0);
    // One life for the member who pays the fire nearly every turn is another party, not the figure kept for the first.
    expect(finaleChance(pair(5, 1))).toBe(exactChance(pair(5, 1)));
    expect(finaleChance(pair(5, 1))).toBeLessThan(finaleChance(pair(5, 9)));
    const giant: FinaleParty = { members: [{ strength: 300, craft: 9, lives: 5 }], objects: 0, kingLives: 5, princesChance: 0 };
    expect(finaleChance(giant)).toBe(exactChance(giant));
    expect(finaleChance(giant)).toBeGreaterThan(0);
  });

  it('works out a party to the same figure after a larger battle has made its memo grow', () => {
    const three: FinaleParty = { members: [TROLL, WARRIOR, DWARF], objects: 5, kingLives: 3, princesChance: 0 };
    const before = exactChance(three);
    exactChance({ members: [TROLL, WARRIOR, DWARF, ELF], objects: 6, kingLives: 5, princesChance: 0 });
    expect(exactChance(three)).toBe(before);
  });

  it('forgets a remembered chance kept by number when the table of larger battles grows', () => {
    memoClear(16);
    memoSet(7, 0.5);
    // A battle too large to keep by number: enough chances to make its table grow.
    memoClear(2 ** 40);
    for (let k = 0; k < 100_000; k++) memoSet(k * 7919, k);
    // However many battles follow, the first one's chance is never read again.
    let stale = 0;
    for (let battle = 0; battle < 200_000; battle++) {
      memoClear(16);
      if (memoGet(7) !== -1) stale++;
    }
    expect(stale).toBe(0);
  });

  it('is the same figure every time, and rises with the party, its Magic Objects and a weaker King', () => {
    const four = [TROLL, WARRIOR, DWARF, ELF];
    const a = finaleChance({ members: four, objects: 4, kingLives: 3, princesChance: 0 });
    expect(finaleChance({ members: four, objects: 4, kingLives: 3, princesChance: 0 })).toBe(a);
    expect(finaleChance({ members: [TROLL], objects: 4, kingLives: 3, princesChance: 0 })).toBeLessThan(a);
    expect(finaleChance({ members: four, objects: 0, kingLives: 3, princesChance: 0 })).toBeLessThan(a);
    expect(finaleChance({ members: four, objects: 4, kingLives: 1, princesChance: 0 })).toBeGreaterThan(a);
  });

  it('bounds the chance from below by the King alone times the chance he stands alone (kingAloneChance), short by the Princes\' share', () => {
    const strongThree: Member[] = [{ strength: 12, craft: 10, lives: 6 }, { strength: 10, craft: 9, lives: 5 }, { strength: 11, craft: 11, lives: 5 }];
    for (const [members, objects] of [[strongThree, 4], [[TROLL, WARRIOR], 6], [[WARRIOR], 0]] as const) {
      const party: FinaleParty = { members, objects, kingLives: 3, princesChance: 1 / 3 };
      const king = finaleChance({ ...party, princesChance: 0 });
      const princes = finaleChance({ ...party, princesChance: 1 });
      expect(kingAloneChance(party)).toBe((1 - party.princesChance) * king);
      expect(kingAloneChance(party)).toBeLessThanOrEqual(finaleChance(party));
      expect(finaleChance(party) - kingAloneChance(party)).toBeCloseTo(princes / 3, 12);
    }
    // A party that can beat the Princes too: the bound falls short by their share.
    const party: FinaleParty = { members: strongThree, objects: 4, kingLives: 3, princesChance: 1 / 3 };
    expect(finaleChance(party) - kingAloneChance(party)).toBeGreaterThan(0.01);
  });

  const strong: Member[] = [{ strength: 12, craft: 10, lives: 6 }, { strength: 10, craft: 9, lives: 5 }, { strength: 11, craft: 11, lives: 5 }];
  const parties: [string, FinaleParty][] = [
    ['four printed characters, efforts binding clause 43e\'s 3 lives a round', { members: [TROLL, WARRIOR, DWARF, ELF], objects: 3, kingLives: 3, princesChance: 0 }],
    ['three strong characters against the Princes too', { members: strong, objects: 2, kingLives: 3, princesChance: 1 }],
    ['the roll\'s mix, a Warrior among them', { members: [WARRIOR, { strength: 9, craft: 8, lives: 4 }], objects: 5, kingLives: 2, princesChance: 1 / 3 }],
    ['a lone member', { members: [{ strength: 12, craft: 11, lives: 6 }], objects: 3, kingLives: 2, princesChance: 0.5 }],
  ];
  for (const [name, party] of parties) {
    it(`works out the battle the trials play (${name})`, () => {
      const exact = exactChance(party);
      const [lo, hi] = wilson(Math.round(trialsChance(party, name) * TRIALS), TRIALS, 2.58);
      expect(exact).toBeGreaterThanOrEqual(lo);
      expect(exact).toBeLessThanOrEqual(hi);
      expect(exact).toBeGreaterThan(0.05);
    });
  }

  it('plays a party too large to work out by trials', () => {
    const seven: FinaleParty = { members: Array.from({ length: 7 }, () => ({ strength: 8, craft: 8, lives: 4 })), objects: 4, kingLives: 5, princesChance: 0 };
    expect(exactFits({ ...seven, members: seven.members.slice(0, 6) })).toBe(true);
    expect(exactFits(seven)).toBe(false);
    const chance = finaleChance(seven);
    // A figure of TRIALS trials, and a party of seven beats a lone King of 5 lives more often than not.
    expect(Math.abs(chance * TRIALS - Math.round(chance * TRIALS))).toBeLessThan(1e-9);
    expect(chance).toBeGreaterThan(0.5);
  });

  const cases: [string[], number, number, Finale, Boost[]][] = [
    [['troll', 'warrior', 'dwarf', 'elf'], 3, 3, 'dragon-king', []],
    [['troll', 'warrior', 'dwarf'], 4, 3, 'dragon-king', []],
    [['troll', 'dwarf', 'elf'], 2, 3, 'dragon-princes', [{ strength: 6, craft: 9, lives: 6 }, { strength: 7, craft: 6, lives: 5 }, { strength: 8, craft: 7, lives: 5 }]],
  ];
  for (const [heroes, objects, kingLives, ending, boosts] of cases) {
    it(`agrees with 300 pinned-seed engine finales (${heroes.join(', ')}${boosts.length > 0 ? ' raised' : ''}; ${objects} Magic Objects; ${ending}, the King's ${kingLives} lives)`, () => {
      const members = membersOf(engineFinale(heroes, objects, kingLives, ending, 'finale-model/values', boosts));
      const model = finaleChance({ members, objects, kingLives, princesChance: ending === 'dragon-princes' ? 1 : 0 });
      const n = 300;
      let won = 0;
      for (let i = 0; i < n; i++) if (playOut(engineFinale(heroes, objects, kingLives, ending, `finale-model/${i}`, boosts))) won++;
      const [lo, hi] = wilson(won, n, 2.58);
      expect(model).toBeGreaterThanOrEqual(lo);
      expect(model).toBeLessThanOrEqual(hi);
    });
  }
});
