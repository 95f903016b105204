// The Talisman Upgrade clause table (docs/upgrade.md): every numbered clause 1-43 and every "In case
// there was any doubt" note D1-D26 has exactly one row, with a known status, code that exists and,
// when implemented, a test file that exists.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const STATUSES = ['implemented', 'reading', 'n/a', 'todo'];

interface Row {
  clause: string;
  summary: string;
  status: string;
  reason: string;
  code: string;
  test: string;
}

function rows(): Row[] {
  // The clause table is the page's first; the sections after it (## headings) hold other tables.
  const text = readFileSync('docs/upgrade.md', 'utf8').split('\n## ')[0];
  const out: Row[] = [];
  // The clause table: from its header to the first line that is not a table row (the page's later
  // tables, such as the finale's readings, are not clauses).
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| Clause'));
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
  for (const line of lines.slice(start, end < 0 ? undefined : end)) {
    if (!line.startsWith('| ') || line.startsWith('| Clause') || line.startsWith('|---')) continue;
    const cells = line.slice(1, -1).split('|').map((c) => c.trim());
    expect(cells, line).toHaveLength(6);
    const [clause, summary, status, reason, code, test] = cells;
    out.push({ clause, summary, status, reason, code, test });
  }
  return out;
}

/** The backquoted entries of a cell: `path` or `path:function`. */
const entries = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe('docs/upgrade.md', () => {
  const table = rows();

  it('names every clause 1-43 and every doubt note D1-D26 exactly once', () => {
    const ids = table.map((r) => r.clause);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i <= 43; i++) expect(ids, `clause ${i}`).toContain(String(i));
    for (let i = 1; i <= 26; i++) expect(ids, `note D${i}`).toContain(`D${i}`);
    const known = /^(\d+|D\d+)b?$|^Winning$/;
    for (const id of ids) expect(id, 'row id').toMatch(known);
    for (const id of ids) {
      const n = Number(/\d+/.exec(id)?.[0] ?? 1);
      expect(n, `row ${id} in range`).toBeLessThanOrEqual(id.startsWith('D') ? 26 : 43);
    }
  });

  it('gives every row a summary and a known status; reading and n/a rows say why', () => {
    for (const r of table) {
      expect(r.summary, r.clause).not.toBe('');
      expect(STATUSES, `row ${r.clause} status`).toContain(r.status);
      if (r.status === 'reading' || r.status === 'n/a') expect(r.reason, `row ${r.clause} reason`).not.toBe('');
    }
  });

  it('names code that exists, and a test file that exists for every implemented row', () => {
    for (const r of table) {
      for (const e of entries(r.code)) {
        const [path, fn] = e.split(':');
        expect(existsSync(path), `row ${r.clause}: ${path}`).toBe(true);
        if (fn) expect(readFileSync(path, 'utf8'), `row ${r.clause}: ${fn} in ${path}`).toMatch(new RegExp(`\\b${fn}\\b`));
      }
      if (r.status !== 'implemented' && r.status !== 'reading') continue;
      expect(entries(r.code).length, `row ${r.clause} names its code`).toBeGreaterThan(0);
      const tests = entries(r.test);
      expect(tests.length, `row ${r.clause} names its test`).toBeGreaterThan(0);
      for (const t of tests) expect(existsSync(t), `row ${r.clause}: ${t}`).toBe(true);
    }
  });
});
