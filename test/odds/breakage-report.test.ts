// The `odds --breakage` and `odds --armour` files (src/report/breakage-report.ts): CSV columns and
// figures, the Markdown, the Vega-Lite spec compiling, and the command's one-line errors.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import { main } from '../../src/cli/main.ts';
import { ODDS_FILES } from '../../src/report/odds-report.ts';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const outDir = (): string => join(mkdtempSync(join(tmpdir(), 'talisman-breakage-')), 'out');

describe('talisman-sim odds --breakage --armour', () => {
  it('should write the breakage and Armour files beside the odds files, with the exact figures', async () => {
    const dir = outDir();
    const r = await cli('odds', '--breakage', '--armour', 'helmet,armour,shield', '--graduated', '--limits', '--out', dir);
    expect(r.err).toBe(`odds: ${dir}`);
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([...ODDS_FILES, 'odds-breakage.csv', 'odds-breakage.md', 'odds-breakage.vl.json', 'odds-armour.csv', 'odds-armour.md'].sort());
    const breakage = readFileSync(join(dir, 'odds-breakage.csv'), 'utf8').trimEnd().split('\n');
    expect(breakage[0]).toBe('difference,life_lost,weapon,armour,either');
    // At 0: a Sword breaks in 1/36 of battles; a life is at stake in 15/36, and an Armour breaks in
    // 2299/46656 of those (test/odds/breakage.test.ts).
    const [, lifeLost, weapon, armour] = breakage[13].split(',').map(Number);
    expect(weapon).toBeCloseTo(1 / 36, 9);
    expect(lifeLost).toBeCloseTo(15 / 36, 9);
    expect(armour).toBeCloseTo((15 / 36) * (2299 / 46656), 9);
    expect(readFileSync(join(dir, 'odds-armour.csv'), 'utf8').trimEnd().split('\n')).toEqual([
      'order,armour,saving_faces,rolled,saves',
      '1,armour,3,1.0000000000,0.5000000000',
      '2,shield,2,0.4722222222,0.1574074074', // 17/36 x 2/6
      '3,helmet,1,0.3016975309,0.0502829218', // 391/1296 x 1/6
    ]);
    expect(r.out).toContain('Life saved: **70.77%** with the Graduated Armour System, 50.00% with the best Armour alone'); // 5503/7776
    const spec = JSON.parse(readFileSync(join(dir, 'odds-breakage.vl.json'), 'utf8')) as TopLevelSpec;
    expect(spec.description).toContain('talisman-sim odds --combat 1d6 --breakage --weapon object --armour helmet,armour,shield --graduated --limits');
    expect(() => compile(spec)).not.toThrow();
  });

  it('should exit 2 on an unknown or repeated Armour or an unknown Weapon, writing nothing', async () => {
    const dir = outDir();
    expect(await cli('odds', '--armour', 'armour,armour', '--out', dir)).toMatchObject({
      code: 2, err: 'talisman-sim: --armour must be a comma-separated list of different Armours from armour, shield, helmet (got "armour,armour") (see \'talisman-sim odds --help\')',
    });
    expect((await cli('odds', '--armour', 'mail', '--out', dir)).code).toBe(2);
    expect((await cli('odds', '--breakage', '--weapon', 'club', '--out', dir)).code).toBe(2);
    expect(existsSync(dir)).toBe(false);
  });
});
