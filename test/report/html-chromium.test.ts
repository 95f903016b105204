// index.html in a real browser: headless Chromium (Debian's `chromium`, which .ci/run installs)
// loads the page from disk with no network and dumps the DOM it built; the charts are SVG
// elements with a size and the tables have their rows. A screenshot shows something was painted.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, scenarioFile, tempDir } from '../sim/fixtures.ts';

const run = promisify(execFile);
/** $CHROMIUM, or the first `chromium` on the PATH, or Debian's /usr/bin/chromium. */
const CHROMIUM = process.env.CHROMIUM
  ?? (process.env.PATH ?? '').split(delimiter).map((d) => join(d, 'chromium')).find((f) => existsSync(f))
  ?? '/usr/bin/chromium';
const profiles: string[] = [];

/** Chromium flags: headless, sandbox off (root in CI), no GPU, nothing fetched from the network. */
function flags(): string[] {
  const profile = mkdtempSync(join(tmpdir(), 'talisman-chromium-'));
  profiles.push(profile);
  return [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic', '--disable-extensions', `--user-data-dir=${profile}`,
  ];
}

async function chromium(...args: string[]): Promise<string> {
  const { stdout } = await run(CHROMIUM, [...flags(), ...args], { timeout: 90_000, maxBuffer: 32 << 20 });
  return stdout;
}

afterAll(() => {
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
});

function tableRows(dom: string, id: string): string[] {
  const table = new RegExp(`<table id="${id}">([\\s\\S]*?)</table>`).exec(dom)?.[1] ?? '';
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  return body.match(/<tr>[\s\S]*?<\/tr>/g) ?? [];
}

describe.skipIf(!existsSync(CHROMIUM))('index.html in headless Chromium', () => {
  const dir = tempDir('chromium');
  const page = (async () => {
    const out = join(dir, 'report');
    const r = await cli(['run', scenarioFile(dir, 'browser', 20, 'browser'), '--out', out, '--quiet', '--workers', '1']);
    expect(r.code).toBe(0);
    return join(out, 'index.html');
  })();

  it('should render the four charts as SVG with a size, and every table with its rows', async () => {
    const dom = await chromium('--dump-dom', pathToFileURL(await page).href);
    const svgs = dom.match(/<figure id="chart-[\w-]+"><svg\b[^>]*>/g) ?? [];
    expect(svgs.map((s) => /id="chart-([\w-]+)"/.exec(s)?.[1])).toEqual(['win-rates', 'seat-win-rates', 'game-length', 'survival']);
    for (const svg of svgs) expect(Number(/ width="(\d+)"/.exec(svg)?.[1])).toBeGreaterThan(100);
    expect(dom).toContain('Win rate by character');
    const characters = tableRows(dom, 'characters');
    expect(characters).toHaveLength(14);
    expect(characters.join('')).toContain('<td>Prophetess</td>');
    expect(tableRows(dom, 'seats')).toHaveLength(4);
    expect(tableRows(dom, 'game-length')).toHaveLength(2);
    expect(tableRows(dom, 'end-reasons')).toHaveLength(4);
    expect(dom).toMatch(/<li><code>base<\/code>: /);
  });

  it('should paint the page (a screenshot that is not blank)', async () => {
    const png = join(dir, 'page.png');
    await chromium('--window-size=1000,1600', `--screenshot=${png}`, pathToFileURL(await page).href);
    expect(statSync(png).size).toBeGreaterThan(30_000);
  });
});
