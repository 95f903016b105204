// index.html in a real browser: headless Chromium (Debian's `chromium`, which .ci/run installs)
// loads the page from disk with no network and dumps the DOM it built; the charts are SVG
// elements with a size and the tables have their rows. Screenshots show something was painted, the
// page does not overflow sideways at 1280, 800 and 500 pixels (Chromium's narrowest window), and
// dark mode darkens the page. Without Chromium the tests are skipped, and the skip says why.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, scenarioFile, tempDir } from '../sim/fixtures.ts';
import { END_REASONS } from '../../src/engine/index.ts';

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

const SKIPPED = existsSync(CHROMIUM) ? null
  : `skipped: no Chromium at ${CHROMIUM}; install it (Debian: apt-get install chromium) or set CHROMIUM=/path/to/chromium`;
if (SKIPPED) console.warn(`test/report/html-chromium.test.ts: ${SKIPPED}`);

/**
 * Evaluate `expression` in the page as Chromium lays it out: a copy of the page with one script
 * added (the page itself has none) stores the JSON of the result on <body>, and --dump-dom returns it.
 */
async function evaluate(page: string, expression: string, ...args: string[]): Promise<unknown> {
  const probe = page.replace(/\.html$/, `-probe-${profiles.length}.html`);
  const script = `<script>document.body.dataset.probe = JSON.stringify(${expression});</script>`;
  writeFileSync(probe, readFileSync(page, 'utf8').replace('</body>', `${script}</body>`));
  const dom = await chromium(...args, '--dump-dom', pathToFileURL(probe).href);
  const json = /<body data-probe="([^"]*)"/.exec(dom)?.[1];
  if (json === undefined) throw new Error(`no probe result in Chromium's DOM of ${probe}`);
  return JSON.parse(json.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

describe.skipIf(SKIPPED !== null)(`index.html in headless Chromium${SKIPPED ? ` (${SKIPPED})` : ''}`, () => {
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
    expect(tableRows(dom, 'end-reasons')).toHaveLength(END_REASONS.length);
    expect(dom).toMatch(/<li><code>base<\/code>: /);
  });

  it('should paint the page (a screenshot at 1280 pixels that is not blank)', async () => {
    const png = join(dir, 'page.png');
    await chromium('--window-size=1280,1600', `--screenshot=${png}`, pathToFileURL(await page).href);
    expect(statSync(png).size).toBeGreaterThan(30_000);
  });

  it.each([1280, 800, 500])('should not overflow sideways in a window %d pixels wide', async (width) => {
    const size = await evaluate(await page, '{ scrollWidth: document.documentElement.scrollWidth, innerWidth }', `--window-size=${width},900`);
    const { scrollWidth, innerWidth } = size as { scrollWidth: number; innerWidth: number };
    expect(innerWidth).toBe(width);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });

  it('should turn dark in dark mode, the charts on a light card, and paint it', async () => {
    const colours = '{ dark: matchMedia("(prefers-color-scheme: dark)").matches, body: getComputedStyle(document.body).backgroundColor, '
      + 'chart: getComputedStyle(document.querySelector("figure svg")).backgroundColor }';
    expect(await evaluate(await page, colours, '--force-dark-mode')).toEqual({ dark: true, body: 'rgb(22, 24, 25)', chart: 'rgb(255, 255, 255)' });
    expect(await evaluate(await page, colours)).toEqual({ dark: false, body: 'rgba(0, 0, 0, 0)', chart: 'rgba(0, 0, 0, 0)' });
    const png = join(dir, 'page-dark.png');
    await chromium('--force-dark-mode', '--window-size=800,1200', `--screenshot=${png}`, pathToFileURL(await page).href);
    expect(statSync(png).size).toBeGreaterThan(30_000);
  });
});
