// `talisman-sim plan` in-process: the sentence it prints for a closed-form question (the figures of
// test/stats/power.test.ts), a pilot on two scenarios or one under --vary, and one-line exit-2 errors for bad flags.
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { normalQuantile } from '../src/stats/power.ts';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('talisman-sim plan', () => {
  it('should say the games per rule set in words, with and without the correction for 14 characters', async () => {
    const r = await cli('plan', '--baseline', '0.15', '--diff', '0.02', '--comparisons', '14');
    expect(r.code).toBe(0);
    // 5,273.26 and 9,475.38 games dealing the character (power.test.ts), over a share of 4/14.
    expect(r.out[0]).toBe('about 18,457 games per rule set to see a 2-point change in a 15% win rate, 33,164 with 14 comparisons corrected');
    expect(r.out).toContain('- each game deals 4 of 14 characters: each is in 28.57% of games; 9,476 games dealing it need 33,164 games in all');
  });

  it('should take the share of games from --players and --characters', async () => {
    const r = await cli('plan', '--baseline', '0.25', '--diff', '0.05', '--players', '4', '--characters', '4', '--power', '0.9');
    // Every game deals all four: the games are the observations. Fleiss: p̄ = 0.275,
    // 1.959964 x sqrt(0.39875) = 1.237653, 1.281552 x sqrt(0.1875 + 0.21) = 0.807988,
    // 2.045641^2 = 4.184647, / 0.05^2 = 1,673.86.
    expect(r.out[0]).toMatch(/^about 1,674 games per rule set to see a 5-point change in a 25% win rate, [0-9,]+ with 19 comparisons corrected$/);
  });

  // plan assumed 1 comparison where compare adjusts over its whole family: 4 seats, mean rounds, the
  // timeout and 5 other end reasons besides every character dealt and played.
  it('should correct by default for the rows compare tests for one arm (39 for 4 of 14 characters)', async () => {
    const r = await cli('plan', '--baseline', '0.15', '--diff', '0.02');
    expect(r.out[0]).toMatch(/, [0-9,]+ with 39 comparisons corrected$/);
    expect(r.out).toContain('- 39 comparisons: each tested at alpha/39 = 0.00128 (Bonferroni; Holm never needs more games)');
    const one = await cli('plan', '--baseline', '0.15', '--diff', '0.02', '--comparisons', '1');
    expect(one.out[0]).toBe('about 18,457 games per rule set to see a 2-point change in a 15% win rate');
  });

  it('should measure the pairing with a pilot and plan fewer games than unpaired', async () => {
    const r = await cli('plan', '--baseline', '0.15', '--diff', '0.02', '--comparisons', '1', '--pilot', '60', 'scenarios/default.yaml', 'scenarios/two-d6-combat.yaml');
    expect(r.code).toBe(0);
    const pairing = r.out.find((l) => l.startsWith('- pairing:'))!;
    const m = /= ([0-9.]+) over \d+ characters .* in a 60-game pilot; unpaired it would take ([0-9,]+)$/.exec(pairing)!;
    const ratio = Number(m[1]);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(1);
    const games = Number(/^about ([0-9,]+) games/.exec(r.out[0])![1].replace(/,/g, ''));
    const unpaired = Number(m[2].replace(/,/g, ''));
    // Both over the same measured share: the paired games are the ratio times the unpaired ones.
    expect(Math.abs(games / unpaired - ratio)).toBeLessThan(0.002);
  });

  it('should pilot one scenario under --vary as it pilots the two files that differ by that value', async () => {
    const files = await cli('plan', '--baseline', '0.15', '--diff', '0.02', '--pilot', '40', 'scenarios/default.yaml', 'scenarios/two-d6-combat.yaml');
    const varied = await cli('plan', '--baseline', '0.15', '--diff', '0.02', '--pilot', '40', 'scenarios/default.yaml', '--vary', 'rules.combat=1d6,2d6');
    expect(varied.code).toBe(0);
    expect(varied.out).toEqual(files.out);
  });

  it('should refuse a pilot of a scenario against itself: nothing to find', async () => {
    const r = await cli('plan', '--baseline', '0.15', '--diff', '0.02', '--pilot', '20', 'scenarios/default.yaml', 'scenarios/default.yaml');
    expect(r.code).toBe(2);
    expect(r.err).toEqual(['talisman-sim: scenarios/default.yaml: every pilot game came out as in scenarios/default.yaml: the two play the same games, there is no difference to find']);
  });

  // The card checks: games per arm for a card out of line by --effect points to be flagged beyond --flag.
  it('should plan a card check from the calibration, per design and kind of effect', async () => {
    const r = await cli('plan', '--cards', 'examples/barrow-beast/barrow-deck.yaml', '--effect', '4', '--json');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out.join('\n')) as { families: Record<string, number>; rows: { design: string; kind: string; sigma: number; gamesPerArm: number; arms: number }[] };
    // Five entries: the ablation plays 8 arms, the factorial 2; no drawer row under the factorial.
    expect(o.rows.map((x) => `${x.design} ${x.kind} ${x.arms}`)).toEqual([
      'ablation drawer 8', 'ablation character-dealt 8', 'ablation rounds 8', 'factorial character-dealt 2', 'factorial rounds 2', 'fork draw 1', 'fork rounds 1']);
    // The family: 2 × 5 cards × (14 characters + drawer, rounds, timeout) + 2 × (28 + 8) whole-deck rows.
    expect(o.families.ablation).toBe(2 * 5 * 17 + 2 * 36);
    // n = ((z(1 - 0.05/2m) + z(0.8)) σ / (4 - 2))², σ = 52 points for the drawer.
    const drawer = o.rows[0];
    const z = normalQuantile(1 - 0.05 / (2 * o.families.ablation)) + normalQuantile(0.8);
    expect(drawer.gamesPerArm).toBe(Math.ceil(((z * 52) / 2) ** 2));
    // The fork design: 6 tests per card it can pass over (absolute and relative, drawer, rounds, first drawer), 4 of the 5 entries (a removal is never drawn), σ = 37 per draw.
    expect(o.families.fork).toBe(24);
    const zf = normalQuantile(1 - 0.05 / (2 * 24)) + normalQuantile(0.8);
    // Beyond the fork's own flag, 1 per draw: (4 - 1) in the denominator.
    expect(o.rows[5].gamesPerArm).toBe(Math.ceil(((zf * 37) / 3) ** 2));
    const words = await cli('plan', '--cards', 'examples/barrow-beast/barrow-deck.yaml', '--effect', '6', '--flag', '1');
    expect(words.out[0]).toBe('games per arm to flag a card (of 5 checked) whose effect relative to the other cards is 6 points (beyond --flag 1) with 80% power:');
  });

  it('should measure a card check\'s spread with a pilot of every design', async () => {
    const r = await cli('plan', '--cards', 'examples/barrow-beast/barrow-deck.yaml', '--pilot', '20', '--json');
    expect(r.code).toBe(0);
    const o = JSON.parse(r.out.join('\n')) as { pilot: number; rows: { design: string; sigma: number; minutes: number | null }[] };
    expect(o.pilot).toBe(20);
    for (const row of o.rows) {
      expect(row.sigma).toBeGreaterThan(0);
      // Every design is piloted and timed, the fork design too.
      expect(row.minutes).toBeGreaterThan(0);
    }
  }, 120_000);

  it.each([
    [['--cards', 'scenarios/default.yaml'], 'scenarios/default.yaml: has neither cards: nor the DOC deck (rules.doc); plan --cards needs a deck to check'],
    [['--cards', 'doc-x1', '--effect', '-1'], '--effect must be a number of points above 0 and below 100 (got "-1")'],
    [['--cards', 'doc-x1', '--baseline', '0.1'], 'plan --cards SCENARIO asks about cards: leave out --baseline, --diff and the scenarios of a pilot of two'],
    [['--baseline', '0.15', '--diff', '0.02', '--effect', '3'], '--effect and --flag go with --cards SCENARIO'],
    [['--diff', '0.02'], 'plan needs --baseline and --diff (a win rate and the change to find), or --cards SCENARIO'],
  ])('should exit 2 with one line for plan %j', async (flags, message) => {
    const r = await cli('plan', ...flags);
    expect(r.code).toBe(2);
    expect(r.err.map((l) => l.replace(/ \(see 'talisman-sim plan --help'\)$/, ''))).toEqual([`talisman-sim: ${message}`]);
  });

  it.each([
    [['--baseline', '1.5', '--diff', '0.02'], '--baseline must be a number between 0 and 1 (exclusive), e.g. 0.15 (got "1.5")'],
    [['--baseline', '0.15', '--diff', 'two'], '--diff must be a number between 0 and 1 (exclusive), e.g. 0.15 (got "two")'],
    [['--baseline', '0.9', '--diff', '0.1'], '--diff 0.1 takes --baseline 0.9 to 1 or past it: baseline + diff must stay below 1'],
    [['--baseline', '0.15', '--diff', '0.02', '--alpha', '0'], '--alpha must be a number between 0 and 1 (exclusive), e.g. 0.15 (got "0")'],
    [['--baseline', '0.15', '--diff', '0.02', '--power', '1'], '--power must be a number between 0 and 1 (exclusive), e.g. 0.15 (got "1")'],
    [['--baseline', '0.15', '--diff', '0.02', '--comparisons', '0'], '--comparisons must be a positive integer (got "0")'],
    [['--baseline', '0.15', '--diff', '0.02', '--characters', '3'], '--characters must be an integer from 4 to 14 (got "3")'],
    [['--baseline', '0.15', '--diff', '0.02', '--pilot', '100'], '--pilot needs two scenario files, or one with --vary: plan --pilot N A.yaml B.yaml'],
    [['--baseline', '0.15', '--diff', '0.02', '--pilot', '10', 'scenarios/default.yaml', 'b.yaml', '--vary', 'rules.combat=1d6,2d6'], '--vary takes one scenario file: plan --pilot N A.yaml --vary PATH=V1,V2'],
    [['--baseline', '0.15', '--diff', '0.02', '--pilot', '10', 'scenarios/default.yaml', '--vary', 'rules.trophyRate=7,6,5'], '--vary rules.trophyRate=7,6,5: the pilot pairs two arms; give two values (got 3)'],
    [['--baseline', '0.15', '--diff', '0.02', '--pilot', '10', 'scenarios/default.yaml', '--vary', 'rules.combat=1d6,3d6'], '--vary: rules.combat must be one of 1d6, 2d6, 2d6-auto (got "3d6")'],
    [['--baseline', '0.15', '--diff', '0.02', '--vary', 'rules.combat=1d6,2d6'], 'plan: scenario files and --vary need --pilot N (games of each to measure the pairing with)'],
    [['--baseline', '0.15', '--diff', '0.02', '--pilot', '1', 'a.yaml', 'b.yaml'], '--pilot must be an integer from 2 to 1000000 (got "1")'],
    [['--baseline', '0.15', '--diff', '0.02', 'scenarios/default.yaml'], 'plan: scenario files and --vary need --pilot N (games of each to measure the pairing with)'],
  ])('should exit 2 with one line for plan %j', async (flags, message) => {
    const r = await cli('plan', ...flags);
    expect(r.code).toBe(2);
    expect(r.err.map((l) => l.replace(/ \(see 'talisman-sim plan --help'\)$/, ''))).toEqual([`talisman-sim: ${message}`]);
  });
});
