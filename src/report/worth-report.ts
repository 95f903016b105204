// `worth`'s report: the table printed (character by attribute, each point's worth in points with its
// simultaneous half-width), worth.csv (one row per character and attribute, every rate and
// difference with its interval), and the heatmap (worth.vl.json, worth.svg: character by attribute,
// the intervals in the tooltip). src/experiment/worth.ts makes the findings.
import { stringify } from 'csv-stringify/sync';
import type { TopLevelSpec } from 'vega-lite';
import type { WorthDifference, WorthFinding, WorthFindings } from '../experiment/worth.ts';
import { CHART_CONFIG, wrapText } from './svg.ts';
import { characterName } from './labels.ts';

export const WORTH_FILES = ['worth.json', 'worth.csv', 'worth.vl.json', 'worth.svg'] as const;
/** `balance`'s files (src/cli/balance.ts): the report and the balanced scenario. */
export const BALANCE_FILES = ['balance.json', 'balance.md', 'balance.csv', 'balanced.yaml', 'verify-characters.csv'] as const;

/** Points with a sign and one decimal: +12.3. */
function points(x: number): string {
  return `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`;
}

/** A worth as the table shows it: "+12.3 ±1.8", or the note when it has no interval. */
export function worthCell(d: WorthDifference): string {
  if (d.low === null || d.high === null) return `${points(d.diff)} (${d.note})`;
  return `${points(d.diff)} ±${(((d.high - d.low) / 2) * 100).toFixed(1)}${d.significant ? '*' : ''}`;
}

/** The printed table: one line per character, one column per attribute. */
export function worthTable(f: WorthFindings, attributes: readonly string[]): string[] {
  const characters = [...new Set(f.rows.map((r) => r.character))];
  const cells = characters.map((c) => [characterName(c), ...attributes.map((a) => {
    const row = f.rows.find((r) => r.character === c && r.attribute === a);
    return row ? `${worthCell(row.worth)}${row.method === 'central' ? '' : row.method === 'more' ? ' (+1)' : ' (-1)'}` : '–';
  })]);
  const head = ['character', ...attributes];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  return [line(head), ...cells.map(line)];
}

const n = (x: number | null) => (x === null ? '' : x.toFixed(6));

function differenceCells(d: WorthDifference | null): string[] {
  return d === null ? ['', '', '', '', '', '', ''] : [n(d.diff), n(d.low), n(d.high), d.p === null ? '' : d.p.toPrecision(4), d.pHolm === null ? '' : d.pHolm.toPrecision(4), d.significant ? 'yes' : 'no', d.note];
}

const DIFF_COLUMNS = (p: string) => [`${p}`, `${p}_lo`, `${p}_hi`, `${p}_p`, `${p}_p_holm`, `${p}_significant`, `${p}_note`];

/**
 * worth.csv: rates and differences as fractions (0.1 = 10 points); worth is per point (the central
 * difference, or the one-sided one its `method` names); every interval simultaneous over the family.
 */
export function worthCsv(f: WorthFindings): string {
  const columns = ['character', 'attribute', 'value', 'games', 'rate', 'plus_rate', 'minus_rate', 'method', ...DIFF_COLUMNS('worth'), ...DIFF_COLUMNS('plus'), ...DIFF_COLUMNS('minus'), 'family_size'];
  return stringify(f.rows.map((r) => [
    r.character, r.attribute, String(r.value), String(r.games), n(r.rate), n(r.plusRate), n(r.minusRate), r.method,
    ...differenceCells(r.worth), ...differenceCells(r.plus), ...differenceCells(r.minus), String(f.familySize),
  ]), { header: true, columns });
}

/** A difference in words for the tooltip: "+12.3 (+9.1 to +15.4)". */
function span(d: WorthDifference | null): string {
  if (d === null) return '–';
  return d.low === null || d.high === null ? `${points(d.diff)} (${d.note})` : `${points(d.diff)} (${points(d.low)} to ${points(d.high)})`;
}

/** The heatmap: character down, attribute across, colour the worth of one point in points, the intervals on hover. */
export function worthSpec(f: WorthFindings, attributes: readonly string[], title: string, description: string): TopLevelSpec {
  const characters = [...new Set(f.rows.map((r) => r.character))];
  const values = f.rows.map((r: WorthFinding) => ({
    character: characterName(r.character), attribute: r.attribute, worth: Math.round(r.worth.diff * 1e4) / 100,
    label: points(r.worth.diff), value: r.value, games: r.games, rate: `${(r.rate * 100).toFixed(1)}%`,
    interval: span(r.worth), plus: span(r.plus), minus: span(r.minus),
    method: r.method === 'central' ? '(a point more − a point fewer) / 2' : r.method === 'more' ? 'a point more only' : 'a point fewer only',
  }));
  const extent = Math.max(1, ...values.map((v) => Math.abs(v.worth)));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description,
    title: { text: 'What a point is worth', anchor: 'start', subtitle: wrapText(`${title}. The change in the character's dealt win rate per point, in points; ${f.familySize} simultaneous 95% intervals on hover.`, Math.max(40, attributes.length * 11)) },
    config: CHART_CONFIG,
    data: { values },
    width: attributes.length * 64,
    height: characters.length * 26,
    encoding: {
      x: { field: 'attribute', type: 'nominal', sort: [...attributes], title: null, axis: { orient: 'top', labelAngle: 0 } },
      y: { field: 'character', type: 'nominal', sort: characters.map(characterName), title: null },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: { field: 'worth', type: 'quantitative', title: 'points', scale: { scheme: 'redblue', domain: [-extent, extent] } },
          tooltip: [
            { field: 'character' }, { field: 'attribute' }, { field: 'value', title: 'value on the card' }, { field: 'games', title: 'games dealt' },
            { field: 'rate', title: 'dealt win rate' }, { field: 'interval', title: 'worth of a point' }, { field: 'method', title: 'worth read as' },
            { field: 'plus', title: 'a point more' }, { field: 'minus', title: 'a point fewer' },
          ],
        },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: { text: { field: 'label' }, color: { condition: { test: `abs(datum.worth) > ${extent * 0.6}`, value: 'white' }, value: 'black' } },
      },
    ],
  } as TopLevelSpec;
}
