// The `odds` command's files for the Fantastic Diversions' equipment rules: odds-breakage.csv, .md and
// .vl.json (`--breakage`: the chance per battle that the Weapon or an Armour breaks) and
// odds-armour.csv and .md (`--armour`: the chance of saving a life). The numbers come from src/odds/breakage.ts.
import { stringify } from 'csv-stringify/sync';
import type { TopLevelSpec } from 'vega-lite';
import { ARMOUR_SAVES, armourOdds, armourOrder, breakageTable, type ArmourOptions, type BreakageOptions, type BreakageRow } from '../odds/breakage.ts';
import { describeOdds, type OddsOptions } from '../odds/options.ts';
import { formatDecimal } from './odds-report.ts';
import { CHART_CONFIG } from './svg.ts';

export const BREAKAGE_FILES = ['odds-breakage.csv', 'odds-breakage.md', 'odds-breakage.vl.json'] as const;
export const ARMOUR_FILES = ['odds-armour.csv', 'odds-armour.md'] as const;

/** Breakage chances are small: two decimals of a percent. */
const percent = (p: number): string => `${(p * 100).toFixed(2)}%`;
const capital = (s: string): string => s[0].toUpperCase() + s.slice(1);
const signed = (d: number): string => (d > 0 ? `+${d}` : String(d));

const COLUMNS: [string, keyof BreakageRow, string][] = [
  ['life_lost', 'lifeLost', 'Life at stake'], ['weapon', 'weapon', 'Weapon breaks'], ['armour', 'armour', 'Armour breaks'], ['either', 'either', 'Either breaks'],
];

/** A caption for the equipment: "an Object Weapon; Armour, Shield (Graduated Armour)". */
export function describeKit(b: BreakageOptions): string {
  const weapon = b.weapon === 'none' ? 'no Weapon' : b.weapon === 'object' ? 'a Weapon that is an Object' : 'a Weapon that is a Magic Object';
  const names = b.armour.map(capital);
  const armour = names.length === 0 ? 'no Armour' : `${names.join(', ')}${b.armour.length > 1 ? (b.graduated ? ' (Graduated Armour)' : ' (the best one rolled)') : ''}`;
  return `${weapon}; ${armour}${b.limits ? '; Battle Breakage limits' : ''}`;
}

/** odds-breakage.csv: difference,life_lost,weapon,armour,either (ten decimals). */
export function breakageCsv(rows: readonly BreakageRow[]): string {
  const records = rows.map((r) => [String(r.difference), ...COLUMNS.map(([, k]) => formatDecimal(r[k]))]);
  return stringify(records, { header: true, columns: ['difference', ...COLUMNS.map(([name]) => name)] });
}

export function breakageMarkdown(rows: readonly BreakageRow[], o: OddsOptions, b: BreakageOptions): string {
  const heads = ['Difference', ...COLUMNS.map(([, , head]) => head)];
  const lines = [
    `**Battle Breakage per battle: ${describeOdds(o)}; ${describeKit(b)}.** A Weapon rolls for breakage on a natural ${o.combat === '1d6' ? '1' : '2 or 3'}, an Armour on a 1 when saving a life; an Object breaks on a 1 of one die, a Magic Object on 2 or 3 of two. Armour rolls without fate.`,
    '',
    `| ${heads.join(' | ')} |`,
    `| ${heads.map(() => '---:').join(' | ')} |`,
    ...rows.map((r) => `| ${[signed(r.difference), ...COLUMNS.map(([, k]) => percent(r[k]))].join(' | ')} |`),
  ];
  return `${lines.join('\n')}\n`;
}

/** A line chart of the Weapon's, the Armour's and either's chance to break by difference, data inlined. */
export function breakageSpec(rows: readonly BreakageRow[], title: string, description: string): TopLevelSpec {
  const values = rows.flatMap((r) => COLUMNS.slice(1).map(([, k, head]) => ({ difference: r.difference, item: head, p: r[k] })));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description,
    title,
    config: CHART_CONFIG,
    width: 480,
    height: 280,
    data: { values },
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'difference', type: 'quantitative', title: 'Attack value difference (character - creature)' },
      y: { field: 'p', type: 'quantitative', title: 'Chance per battle', axis: { format: '.1%' } },
      color: { field: 'item', type: 'nominal', title: null },
    },
  } as TopLevelSpec;
}

export function breakageReport(o: OddsOptions, b: BreakageOptions, provenance: string): Record<(typeof BREAKAGE_FILES)[number], string> {
  const rows = breakageTable(o, b);
  return {
    'odds-breakage.csv': breakageCsv(rows),
    'odds-breakage.md': `${breakageMarkdown(rows, o, b)}\n<!-- ${provenance} -->\n`,
    'odds-breakage.vl.json': `${JSON.stringify(breakageSpec(rows, `Battle Breakage: ${describeOdds(o)}; ${describeKit(b)}`, provenance), null, 2)}\n`,
  };
}

/**
 * odds-armour.csv and .md: each Armour in the order the G.A.S. rolls it (most saving faces first),
 * the chance it is rolled and the chance it saves the life (their sum: the set's chance); the .md sets it
 * against the best one alone (rulebook p.12).
 */
export function armourReport(a: ArmourOptions, provenance: string): Record<(typeof ARMOUR_FILES)[number], string> {
  const graduated = armourOdds({ ...a, graduated: true });
  const best = armourOdds({ ...a, graduated: false });
  const order = armourOrder({ ...a, graduated: true });
  const name = (save: number): string => Object.keys(ARMOUR_SAVES).find((k) => ARMOUR_SAVES[k] === save)!;
  const title = (save: number): string => capital(name(save));
  const csv = stringify(order.map((save, i) => [
    String(i + 1), name(save), String(7 - save), formatDecimal(graduated.reached[i]), formatDecimal((graduated.reached[i] * (7 - save)) / 6),
  ]), { header: true, columns: ['order', 'armour', 'saving_faces', 'rolled', 'saves'] });
  const caption = a.breakage ? `Battle Breakage on${a.limits ? ', with its limits' : ''}` : 'no Battle Breakage';
  const lines = [
    `**Saving a life lost in battle (Graduated Armour System): ${order.map(title).join(', ')}; ${caption}.** Each Armour is rolled only when the one before failed; Armour rolls without fate.`,
    '',
    '| Order | Armour | Saving faces | Chance it is rolled |',
    '| ---: | --- | ---: | ---: |',
    ...order.map((save, i) => `| ${i + 1} | ${title(save)} | ${7 - save} | ${percent(graduated.reached[i])} |`),
    '',
    `Life saved: **${percent(graduated.saved)}** with the Graduated Armour System, ${percent(best.saved)} with the best Armour alone (rulebook p.12).`,
  ];
  if (a.breakage) lines.push(`An Armour breaks: ${percent(graduated.broken)} (graduated), ${percent(best.broken)} (best alone).`);
  return { 'odds-armour.csv': csv, 'odds-armour.md': `${lines.join('\n')}\n\n<!-- ${provenance} -->\n` };
}
