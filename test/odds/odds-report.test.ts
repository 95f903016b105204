// The odds files (src/report/odds-report.ts, odds-heatmap.ts): CSV columns and formatting, the
// Markdown table, the Vega-Lite spec compiling with vega-lite, the SVG rendered from it, and the
// `odds` command writing them all (through main(), as test/cli.test.ts does).
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import { main } from '../../src/cli/main.ts';
import { DEFAULT_ODDS, differenceTable, oddsGrid, type OddsOptions } from '../../src/odds/index.ts';
import { oddsHeatmapSpec } from '../../src/report/odds-heatmap.ts';
import { renderSvg } from '../../src/report/svg.ts';
import {
  ODDS_FILES, differenceCsv, formatPercent, gridCsv, oddsMarkdown, oddsReport,
} from '../../src/report/odds-report.ts';

const mode = (o: Partial<OddsOptions>): OddsOptions => ({ ...DEFAULT_ODDS, ...o });
const lines = (text: string): string[] => text.trimEnd().split('\n');

describe('odds-difference.csv and odds-grid.csv', () => {
  it('should have exactly the columns difference,win,standoff,loss and ten decimals', () => {
    const csv = lines(differenceCsv(differenceTable(mode({})), false));
    expect(csv[0]).toBe('difference,win,standoff,loss');
    expect(csv).toHaveLength(26);
    expect(csv[1]).toBe('-12,0.0000000000,0.0000000000,1.0000000000');
    expect(csv[12]).toBe('-1,0.2777777778,0.1388888889,0.5833333333');
    expect(csv[13]).toBe('0,0.4166666667,0.1666666667,0.4166666667');
  });

  it('should add double_win,double_loss for 2D6 Auto-Win/Lose', () => {
    const csv = lines(differenceCsv(differenceTable(mode({ combat: '2d6-auto' })), true));
    expect(csv[0]).toBe('difference,win,standoff,loss,double_win,double_loss');
    // 575, 144, 575, 1, 1 of 1296 (test/odds/enumerate.test.ts).
    expect(csv[13]).toBe('0,0.4436728395,0.1111111111,0.4436728395,0.0007716049,0.0007716049');
  });

  it('should write the grid tidy: one row per character and creature value', () => {
    const csv = lines(gridCsv(oddsGrid(mode({}), 1), false));
    expect(csv[0]).toBe('character,creature,win,standoff,loss');
    expect(csv).toHaveLength(257);
    // Character 1 with the modifier +1 against creature 3: difference -1.
    expect(csv[3]).toBe('1,3,0.2777777778,0.1388888889,0.5833333333');
    expect(csv[256]).toBe('16,16,0.5833333333,0.1388888889,0.2777777778');
  });
});

describe('the Markdown table', () => {
  it('should give one row per difference with percentages to one decimal', () => {
    const md = lines(oddsMarkdown(differenceTable(mode({})), mode({})));
    expect(md[0]).toMatch(/^\*\*Attack odds: 1d6 combat\.\*\*/);
    expect(md).toContain('| Difference | Win | Stand-off | Loss |');
    expect(md).toContain('| -1 | 27.8% | 13.9% | 58.3% |');
    expect(md).toContain('| 0 | 41.7% | 16.7% | 41.7% |');
    expect(md).toContain('| +5 | 97.2% | 2.8% | 0.0% |');
    expect(md.filter((l) => /^\| [-+]?\d+ \|/.test(l))).toHaveLength(25);
  });

  it('should name the options and add the double outcomes with Auto-Win/Lose', () => {
    const o = mode({ combat: '2d6-auto', warrior: true, fate: 'loss', runes: true });
    const md = oddsMarkdown(differenceTable(o), o);
    expect(md).toContain('2D6 Combat with Auto-Win/Lose; Warrior (one extra die, best two kept); fate reroll on a loss; Runes (+2 to the creature)');
    expect(md).toContain('| Difference | Win | Stand-off | Loss | Double win | Double loss |');
    expect(md).toContain('Double loss: both rolled a natural 2 (a stand-off).');
  });

  it('should show tiny chances as <0.1% and near-certainties as >99.9%', () => {
    expect([0, 1 / 3000, 1 / 1296, 0.5, 0.9999, 1].map(formatPercent)).toEqual(['0.0%', '<0.1%', '0.1%', '50.0%', '>99.9%', '100.0%']);
  });
});

describe('the heatmap', () => {
  const spec: TopLevelSpec = oddsHeatmapSpec(oddsGrid(mode({ combat: '2d6' }), 0), '2D6 Combat', 'test');

  it('should compile with vega-lite, its data inlined', () => {
    const vg = compile(spec).spec;
    expect(vg.marks?.length).toBeGreaterThan(0);
    expect((spec as { data: { values: unknown[] } }).data.values).toHaveLength(3 * 256);
  });

  it('should render to a non-empty SVG', async () => {
    const svg = await renderSvg(spec);
    expect(svg.length).toBeGreaterThan(1000);
    expect(svg).toContain('<svg');
    expect(svg).toContain('Attack odds: chance of each outcome');
  });

  type Datum = { outcome: string; character: number; creature: number; p: number; label: string };
  const values = (s: TopLevelSpec) => (s as { data: { values: Datum[] } }).data.values;

  it('should draw win, stand-off and loss (and the doubles with Auto-Win/Lose), one panel each', () => {
    expect([...new Set(values(spec).map((d) => d.outcome))]).toEqual(['Win', 'Stand-off', 'Loss']);
    const auto = oddsHeatmapSpec(oddsGrid(mode({ combat: '2d6-auto' }), 0), '2D6 Combat with Auto-Win/Lose', 'test', true);
    expect([...new Set(values(auto).map((d) => d.outcome))]).toEqual(['Win', 'Stand-off', 'Loss', 'Double win', 'Double loss']);
    // Character 16 against creature 6 in 2D6 Combat: a stand-off only when 2 meets 12 (1 in 1296).
    const cell = (outcome: string) => values(spec).find((d) => d.outcome === outcome && d.character === 16 && d.creature === 6)!;
    expect([cell('Win').label, cell('Stand-off').label, cell('Loss').label]).toEqual(['99.9%', '0.1%', '0%']);
  });

  it('should label a cell 0% or 100% only when the odds are exact, and <0.1% / >99.9% near them', () => {
    for (const combat of ['1d6', '2d6', '2d6-auto'] as const) {
      const all = values(oddsHeatmapSpec(oddsGrid(mode({ combat }), 0), combat, 'test', combat === '2d6-auto'));
      const grid = oddsGrid(mode({ combat }), 0);
      for (const d of all) {
        const key = ({ Win: 'win', 'Stand-off': 'standoff', Loss: 'loss', 'Double win': 'doubleWin', 'Double loss': 'doubleLoss' } as const)[d.outcome]!;
        const exact = grid.find((c) => c.character === d.character && c.creature === d.creature)![key];
        if (d.label === '0%') expect(exact, `${combat} ${d.outcome} ${d.character}/${d.creature}`).toBe(0);
        if (d.label === '100%') expect(exact, `${combat} ${d.outcome} ${d.character}/${d.creature}`).toBe(1);
        if (exact > 0 && exact < 1) expect(d.label).toMatch(/^([<>]?\d+\.\d%)$/);
      }
    }
  });

  it('should carry its provenance in the SVG, as the run report\'s charts do', async () => {
    const files = await oddsReport(mode({ combat: '2d6' }), 1, 'talisman-sim 9.9.9');
    expect(files['odds-heatmap.svg']).toMatch(/^<svg[^>]*><desc>talisman-sim 9\.9\.9: talisman-sim odds --combat 2d6 --modifier 1<\/desc>/);
  });
});

describe('talisman-sim odds', () => {
  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('should write every file (no temporary ones left) and print the Markdown table', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'talisman-odds-')), 'out');
    const r = await cli('odds', '--combat', '2d6-auto', '--fate', 'not-win', '--warrior', '--modifier', '2', '--out', dir);
    expect(r.err).toBe(`odds: ${dir}`);
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([...ODDS_FILES].sort());
    expect(r.out).toContain('| Difference | Win | Stand-off | Loss | Double win | Double loss |');
    // stdout is the table alone (`odds > t.md`): the folder is named on stderr.
    expect(readFileSync(join(dir, 'odds.md'), 'utf8').trimEnd()).toBe(r.out);
    expect(readFileSync(join(dir, 'odds-heatmap.svg'), 'utf8')).toContain('<svg');
    const spec = JSON.parse(readFileSync(join(dir, 'odds-heatmap.vl.json'), 'utf8')) as TopLevelSpec;
    expect(spec.description).toContain('talisman-sim odds --combat 2d6-auto --fate not-win --warrior --modifier 2');
    expect(() => compile(spec)).not.toThrow();
  });

  it('should give the same files for the same options', async () => {
    const a = await oddsReport(mode({ combat: '2d6', runes: true }), -1, 'talisman-sim test');
    const b = await oddsReport(mode({ combat: '2d6', runes: true }), -1, 'talisman-sim test');
    expect(a).toEqual(b);
  });

  it('should exit 2 on extra dice or a modifier out of range, writing nothing', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'talisman-odds-')), 'out');
    expect(await cli('odds', '--extra-dice', '5', '--out', dir)).toMatchObject({ code: 2, err: 'talisman-sim: --extra-dice must be an integer from 0 to 4 (got "5") (see \'talisman-sim odds --help\')' });
    expect((await cli('odds', '--modifier', 'x', '--out', dir)).code).toBe(2);
    expect((await cli('odds', '--fate', 'always', '--out', dir)).code).toBe(2);
    expect(existsSync(dir)).toBe(false);
  });
});
