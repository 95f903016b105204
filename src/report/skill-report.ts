// The skill check of a compare under two or more `--strategies` mixes (src/experiment/skill.ts), as
// text: the lines `compare` prints, the section of compare.md, and skill.csv (one row per arm,
// metric, subject and mix, with the verdict) and skill-rates.csv (each character's win rate per mix).
import { stringify } from 'csv-stringify/sync';
import type { SkillCheck, SkillVerdict } from '../experiment/skill.ts';
import { amount, characterName, subjectName } from './labels.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** "66.5% [63.6, 69.3]": a rate and its 95% interval. */
function rateCell(r: { rate: number; low: number; high: number }): string {
  return `${pct(r.rate)} [${(r.low * 100).toFixed(1)}, ${(r.high * 100).toFixed(1)}]`;
}

/** Per arm: a table of each character's win rate (dealt) per mix, as rows of cells, header first. */
export function rateTables(s: SkillCheck, arms: readonly string[]): { arm: string; cells: string[][] }[] {
  return arms.map((arm) => {
    const mine = s.rates.filter((r) => r.arm === arm);
    const characters = [...new Set(mine.map((r) => r.character))];
    const rows = characters.map((c) => [characterName(c), ...s.mixes.map((m) => {
      const r = mine.find((x) => x.mix === m && x.character === c);
      return r ? rateCell(r) : '–';
    })]);
    return { arm, cells: [['character (dealt)', ...s.mixes], ...rows] };
  });
}

/** "−5.6 * / −4.0 * / −3.1 (basic / expert / search)": the differences per mix, a star where significant. */
function diffsText(v: SkillVerdict, mixes: readonly string[]): string {
  return `${v.diffs.map((d, i) => `${amount(v, d)}${v.significant[i] ? ' *' : ''}`).join(' / ')} (${mixes.join(' / ')})`;
}

/** One verdict line: "Troll (dealt), rules.combat=2d6: −5.6 * / ... (basic / ...): down: holds for all three bots". */
export function verdictLine(v: SkillVerdict, mixes: readonly string[]): string {
  return `${subjectName(v)}, ${v.arm}: ${diffsText(v, mixes)}: ${v.text}`;
}

function padTable(cells: string[][]): string[] {
  const widths = cells[0].map((_, i) => Math.max(...cells.map((c) => c[i].length)));
  return cells.map((c) => c.map((t, i) => (i === 0 ? t.padEnd(widths[i]) : t.padStart(widths[i]))).join('  '));
}

/** What `compare` prints: the win-rate table per skill level for each arm, then every conclusion significant under some bot. */
export function skillLines(s: SkillCheck, arms: readonly string[]): string[] {
  const lines: string[] = [];
  for (const t of rateTables(s, arms)) {
    lines.push(`win rate per skill level (every seat that strategy), ${t.arm}:`);
    for (const l of padTable(t.cells)) lines.push(`  ${l}`);
  }
  const shown = s.verdicts.filter((v) => v.stability !== 'none');
  lines.push(`skill check: ${s.verdicts.filter((v) => v.stability === 'holds').length} conclusions hold for ${s.mixes.length === 2 ? 'both bots' : `all ${s.mixes.length} bots`}, ${s.verdicts.filter((v) => v.stability === 'some').length} only under some, ${s.verdicts.filter((v) => v.stability === 'reverses').length} reverse, ${s.verdicts.filter((v) => v.stability === 'none').length} significant under none`);
  for (const v of shown) lines.push(`  ${verdictLine(v, s.mixes)}`);
  return lines;
}

/** The section of compare.md: the tables per arm and every verdict. */
export function skillMarkdown(s: SkillCheck, arms: readonly string[]): string[] {
  const out = ['## Skill check', '', `Each character's win rate (dealt) with every seat played by one strategy, 95% Wilson intervals; then, for every difference tested, whether it keeps its sign and its significance after Holm under ${s.mixes.join(', ')}.`, ''];
  for (const t of rateTables(s, arms)) {
    out.push(`### ${t.arm}`, '', `| ${t.cells[0].join(' | ')} |`, `|${t.cells[0].map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
    for (const c of t.cells.slice(1)) out.push(`| ${c.join(' | ')} |`);
    out.push('');
  }
  out.push('### Conclusions across skill levels', '');
  for (const v of s.verdicts) out.push(`- ${verdictLine(v, s.mixes)}`);
  return out;
}

/** skill.csv: tidy, one row per arm, metric, subject and mix, with the verdict across mixes. */
export function skillCsv(s: SkillCheck): string {
  const cells = s.verdicts.flatMap((v) => s.mixes.map((m, i) => [v.arm, v.metric, v.subject, m, v.diffs[i].toFixed(6), v.significant[i] ? 'yes' : 'no', v.stability, v.text]));
  return stringify(cells, { header: true, columns: ['arm', 'metric', 'subject', 'mix', 'diff', 'significant', 'stability', 'verdict'] });
}

/** skill-rates.csv: each character's win rate (dealt) per mix and arm. */
export function skillRatesCsv(s: SkillCheck): string {
  const cells = s.rates.map((r) => [r.mix, r.arm, r.character, String(r.games), String(r.wins), r.rate.toFixed(6), r.low.toFixed(6), r.high.toFixed(6)]);
  return stringify(cells, { header: true, columns: ['mix', 'arm', 'character', 'games', 'wins', 'win_rate', 'ci_low', 'ci_high'] });
}
