// `balance`: the step a character gets from the scale factors (fewest points within the accepted
// band, the card's ranges kept), the table's zero-sum shift, the band check, and the command end to
// end: its balanced.yaml, run as it is, writes verify-characters.csv byte for byte.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/content/characters.ts';
import { checkBand, disagreements, learnedScale, nextHandicaps, pointsOf, predictedChange, stepFor, type MeasuredRate } from '../../src/experiment/balance.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

const card = (id: string) => CHARACTERS.find((c) => c.id === id)!;
const rate = (character: string, r: number, dealt = 3000): MeasuredRate => ({ character, dealt, wins: Math.round(r * dealt), rate: r, low: r - 0.015, high: r + 0.015 });

describe('balance: a step', () => {
  const troll = { strength: 0.15, craft: 0.03, lives: 0.05, fate: 0.02, gold: 0.01 };

  it('should take the fewest points whose predicted rate is within the accepted band', () => {
    // 0.42 down: strength -3 (0.45) misses by 0.03, within 0.035; -2 strength and -3 lives miss by 0.03 with more points.
    expect(stepFor(card('troll'), {}, -0.42, troll, ['strength', 'craft', 'lives', 'fate', 'gold'], 0.035)).toEqual({ strength: -3 });
    // Within 0.01: strength -3 with craft +1 (miss 0) or fate +1 (miss 0.01), four points each: the smaller miss.
    expect(stepFor(card('troll'), {}, -0.42, troll, ['strength', 'craft', 'lives', 'fate', 'gold'], 0.01)).toEqual({ strength: -3, craft: 1 });
  });

  it('should keep each value within its range on the card, and use no attribute without worth', () => {
    // The Troll's Craft is 1: no point fewer; with craft alone and a wanted drop, nothing helps.
    expect(stepFor(card('troll'), {}, -0.1, { craft: 0.03 }, ['craft'], 0.01)).toEqual({});
    expect(stepFor(card('troll'), {}, 0.1, { strength: 0, craft: 0.03 }, ['strength', 'craft'], 0.01)).toEqual({ craft: 3 });
  });

  it('should step from the current handicap and drop an attribute that comes back to 0', () => {
    expect(stepFor(card('troll'), { strength: -4, gold: 1 }, 0.15, troll, ['strength', 'gold'], 0.005)).toEqual({ strength: -3, gold: 1 });
    // Within 0.02 the gold may go too (a miss of 0.01, one point fewer).
    expect(stepFor(card('troll'), { strength: -4, gold: 1 }, 0.15, troll, ['strength', 'gold'], 0.02)).toEqual({ strength: -3 });
    expect(stepFor(card('troll'), { strength: -1 }, 0.15, troll, ['strength'], 0.02)).toEqual({});
    expect(pointsOf({ strength: -3, gold: 1, start: 'village' })).toBe(5);
    expect(predictedChange({ strength: -1 }, { strength: -3, gold: 2 }, troll)).toBeCloseTo(-0.28, 12);
  });

  it('should read the others\' rates as raised by what the handicapped ones lose', () => {
    const defs = CHARACTERS.filter((c) => ['troll', 'prophetess', 'wizard', 'monk'].includes(c.id));
    const scale = { troll: { strength: 0.15 }, prophetess: { strength: 0.06 }, wizard: { strength: 0.05 }, monk: { strength: 0.05 } };
    const rates = [[rate('troll', 0.7), rate('prophetess', 0.1), rate('wizard', 0.2), rate('monk', 0.2)]];
    // First pass: the Troll -0.45 (strength -3), the Prophetess +0.12 (strength +2): T = -0.33. Shifted by -(T - own) / 3:
    // the Troll to 0.66 (strength -3 again), the Prophetess to 0.25 (none), the Wizard and the Monk to 0.31 (strength -1).
    expect(nextHandicaps({}, rates, defs, scale, ['strength'], 0.25, 0.035, ['troll', 'prophetess'])).toEqual({ troll: { strength: -3 }, wizard: { strength: -1 }, monk: { strength: -1 } });
  });
});

describe('balance: learning from the steps', () => {
  it('should take a character\'s measured change per point where one attribute moved, and keep the rest', () => {
    const scale = { prophetess: { strength: 0.06, craft: 0.01 }, troll: { strength: 0.15 }, monk: { strength: 0.05 } };
    const before = { handicaps: { monk: { strength: -1 } }, rates: [[rate('prophetess', 0.09), rate('troll', 0.68), rate('monk', 0.3)]] };
    const after = { handicaps: { prophetess: { strength: 2 }, troll: { strength: -3, craft: 1 }, monk: { strength: -2 } }, rates: [[rate('prophetess', 0.4), rate('troll', 0.3), rate('monk', 0.33)]] };
    // The Prophetess: +0.31 over 2 points; the Troll moved two attributes; the Monk's rate rose as his Strength fell (no worth's sign).
    const learned = learnedScale(scale, before, after);
    expect(learned.prophetess.strength).toBeCloseTo(0.155, 12);
    expect(learned).toMatchObject({ prophetess: { craft: 0.01 }, troll: { strength: 0.15 }, monk: { strength: 0.05 } });
    expect(scale.prophetess.strength).toBe(0.06);
  });
});

describe('balance: the band', () => {
  it('should name the characters outside the accepted band, and those whose interval crosses its edge', () => {
    expect(checkBand([[rate('troll', 0.32), rate('monk', 0.28), rate('elf', 0.25)]], 0.25, 0.035)).toEqual({ out: ['troll'], uncertain: ['monk'] });
    expect(disagreements([[rate('troll', 0.31), rate('monk', 0.25)], [rate('troll', 0.19), rate('monk', 0.31)]], 0.25, 0.05)).toEqual(['troll']);
  });
});

describe('balance: the command', () => {
  it('should write a scenario whose run reproduces the verification\'s characters.csv byte for byte', async () => {
    const dir = tempDir('balance');
    const out = join(dir, 'b');
    const r = await cli(['balance', 'default', '--attributes', 'strength', '--scale-games', '20', '--scale-precision', '50', '--games', '60', '--max-games', '60', '--steps', '2', '--verify-games', '40', '--out', out, '--workers', '1', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^# Balance of default: every character's dealt win rate within 25\.0% ± 5\.0 points\n\nHandicaps \(\d+ points\): /);
    expect(r.out).toMatch(/\| Troll \| [^|]+ \| \d+\.\d% \[[\d.]+, [\d.]+\] \| \d+\.\d% \[/);
    const yaml = readFileSync(join(out, 'balanced.yaml'), 'utf8');
    expect(yaml).toMatch(/^# Written by talisman-sim balance/);
    expect(yaml).toMatch(/\nseed: talisman\/verify\n/);
    const run = await cli(['run', join(out, 'balanced.yaml'), '--out', join(dir, 'run'), '--workers', '2', '--quiet']);
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, 'run', 'characters.csv'), 'utf8')).toBe(readFileSync(join(out, 'verify-characters.csv'), 'utf8'));
  });

  it('should refuse scale factors from a file that is no worth report of the scenario', async () => {
    const dir = tempDir('balance');
    const file = join(dir, 'worth.json');
    (await import('node:fs')).writeFileSync(file, JSON.stringify({ scenario: 'doc-x1', rows: [{ character: 'troll', attribute: 'strength', worth: { diff: 0.1 } }] }));
    expect((await cli(['balance', '--scale', file, '--out', join(dir, 'b')])).err).toMatch(/^talisman-sim: \S+worth\.json is the worth of doc-x1, not of default/);
    expect((await cli(['balance', '--scale', 'package.json', '--out', join(dir, 'b')])).err).toMatch(/^talisman-sim: package\.json is not a worth report \(worth\.json\)/);
  });
});
