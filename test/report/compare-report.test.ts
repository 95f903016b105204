// compare's report: compare.md and the page carry the verdict the terminal prints (what is
// significant after Holm, or that no difference stands out), per arm and mix; the page names a
// shipped scenario by its name, not by the folder it is installed in, and its rules lines do not
// contradict the arm's options (the base rules saying "1d6 attack rolls" under 2D6 Combat).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompareOutcome } from '../../src/experiment/outcome.ts';
import { compareReport } from '../../src/report/compare-report.ts';
import { SHIPPED_SCENARIOS_DIR } from '../../src/scenario/load.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

let o: CompareOutcome;

beforeAll(async () => {
  const dir = tempDir('compare-report');
  const r = await cli(['compare', 'default', '--vary', 'rules.combat=1d6,2d6', '--games', '6', '--workers', '1', '--quiet', '--out', dir]);
  expect(r.code).toBe(0);
  o = JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as CompareOutcome;
});

/** The report's text without markup. */
function text(html: string): string {
  return html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, '').replace(/&#39;/g, "'");
}

describe('the verdict', () => {
  it('should say that no difference stands out when none is significant, in compare.md and on the page', async () => {
    const files = await compareReport(o);
    const verdict = 'Verdict: no difference stands out (none is significant after Holm).';
    expect(files['compare.md']).toContain(verdict);
    expect(text(files['index.html'])).toContain(verdict);
  });

  it('should name what is significant after Holm', async () => {
    const marked = structuredClone(o);
    for (const r of marked.rows) r.significant = (r.metric === 'character-dealt' && r.subject === 'troll') || r.metric === 'rounds';
    const files = await compareReport(marked);
    const verdict = 'Verdict: significant after Holm: Troll (dealt), mean rounds (timeout = round cap).';
    expect(files['compare.md']).toContain(verdict);
    expect(text(files['index.html'])).toContain(verdict);
  });
});

describe('the page', () => {
  it('should name a shipped scenario, not the folder it is installed in', async () => {
    const html = (await compareReport(o))['index.html'];
    expect(html).not.toContain(SHIPPED_SCENARIOS_DIR);
    expect(html).not.toContain(process.cwd());
    expect(text(html)).toContain('shipped scenario default');
  });

  it('should not give the base rules\' 1d6 attack rolls to the 2D6 Combat arm', async () => {
    const page = text((await compareReport(o))['index.html']);
    const arm = page.split('Provenance')[1].split('arm 1:')[1].split('command')[0];
    expect(arm).toContain('2D6 Combat');
    expect(arm).not.toContain('1d6');
  });
});
