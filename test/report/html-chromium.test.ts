// index.html in a real browser: headless Chromium (Debian's `chromium`, which .ci/run installs)
// loads the page from disk with no network and dumps the DOM it built; the charts are SVG
// elements with a size and the tables have their rows. Screenshots show something was painted, the
// page does not overflow sideways at 1280, 800 and 500 pixels (Chromium's narrowest window), and
// dark mode darkens the page. The pages of run, compare, doc-balance and odds (issue 31, item 4)
// neither overflow nor show text under 10 pixels at those widths, SVG text measured as drawn (its
// font size times the SVG's scale), and each names its bots and rule set in words. Without
// Chromium the tests are skipped, and the skip says why.
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
    const svgs = dom.match(/<figure id="chart-[\w-]+"[^>]*><div class="chart wide"><svg\b[^>]*>/g) ?? [];
    expect(svgs.map((s) => /id="chart-([\w-]+)"/.exec(s)?.[1])).toEqual(['win-rates', 'seat-win-rates', 'game-length', 'survival']);
    for (const svg of svgs) expect(Number(/ width="(\d+)"/.exec(svg)?.[1])).toBeGreaterThan(100);
    expect(dom).toContain('Win rate by character');
    const characters = tableRows(dom, 'characters');
    expect(characters).toHaveLength(14);
    expect(characters.join('')).toContain('<td>Prophetess</td>');
    expect(tableRows(dom, 'seats')).toHaveLength(4);
    expect(tableRows(dom, 'game-length')).toHaveLength(2);
    expect(tableRows(dom, 'end-reasons')).toHaveLength(END_REASONS.length);
    expect(dom).toMatch(/<li><span title="base">Base<\/span>: /);
    expect(dom).toMatch(/<th><span title="trophyRate: [^"]+">trophy rate<\/span><\/th><td>7<\/td>/);
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

/**
 * What a reader sees, measured in the page: its scroll width, and every visible text (a text node
 * whose element has a box) drawn under 10 pixels: the computed font size, times the SVG's scale
 * (its drawn width over its viewBox width) for SVG text. Counts show that something was measured.
 */
const MEASURE = `(() => {
  const small = [];
  let texts = 0;
  let svgTexts = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || el.closest('desc, title, style, script') || el.getClientRects().length === 0) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    const svg = el.closest('svg');
    if (svg) {
      svgTexts++;
      size *= svg.getBoundingClientRect().width / (svg.viewBox.baseVal?.width || svg.width.baseVal.value);
    }
    texts++;
    if (size < 10) small.push(n.textContent.trim().slice(0, 40) + ': ' + size.toFixed(1) + 'px');
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, texts, svgTexts, small: small.slice(0, 10) };
})()`;

interface Measured {
  scrollWidth: number;
  innerWidth: number;
  texts: number;
  svgTexts: number;
  small: string[];
}

describe.skipIf(SKIPPED !== null)(`every report page at 1280, 800 and 500 pixels${SKIPPED ? ` (${SKIPPED})` : ''}`, () => {
  const dir = tempDir('chromium-pages');
  /** The pages, made one after another (small runs; the compare's 400 games give its forest plot rows with intervals, where fewer games leave most rows "too few games"). */
  const pages = (async () => {
    const made: Record<string, string> = {};
    const ok = async (argv: string[], out: string) => {
      const r = await cli([...argv, '--out', out]);
      // Only the round-cap warning: random bots at every seat often reach the cap (that page's box is measured too).
      expect(r.err.replace(/^talisman-sim: warning: .* reached the round cap .*$/m, '')).not.toMatch(/talisman-sim:/);
      expect(r.code).toBe(0);
      return join(out, 'index.html');
    };
    made.run = await ok(['run', scenarioFile(dir, 'pages', 12, 'pages'), '--quiet', '--workers', '1'], join(dir, 'run'));
    made.compare = await ok(['compare', scenarioFile(dir, 'arms', 400, 'pages'), '--vary', 'rules.trophyRate=7,5', '--quiet', '--workers', '1'], join(dir, 'compare'));
    // Under two bots: the skill check's tables and the forest plot grouped by arm and bot.
    made['compare --strategies'] = await ok(['compare', join(dir, 'arms.yaml'), '--vary', 'rules.combat=1d6,2d6', '--strategies', 'basic,random', '--quiet', '--workers', '1'], join(dir, 'compare-bots'));
    const doc = join(dir, 'doc.yaml');
    writeFileSync(doc, 'name: doc\ngames: 4\nseed: pages\nplayers: 4\nrules:\n  doc: x1\n  docCards: [gift-horse, healthy-heart, curse-of-pebo]\n');
    made['doc-balance'] = await ok(['doc-balance', doc, '--games', '4', '--quiet', '--workers', '1'], join(dir, 'doc-balance'));
    made.odds = await ok(['odds', '--combat', '2d6-auto', '--fate', 'loss'], join(dir, 'odds'));
    return made;
  })();
  const cases = ['run', 'compare', 'compare --strategies', 'doc-balance', 'odds'].flatMap((page) => [500, 800, 1280].map((width) => [page, width] as const));

  it.each(cases)('%s: should not overflow sideways nor show text under 10 pixels in a window %d pixels wide', async (name, width) => {
    const m = await evaluate((await pages)[name], MEASURE, `--window-size=${width},900`) as Measured;
    expect(m.innerWidth).toBe(width);
    expect(m.scrollWidth).toBeLessThanOrEqual(m.innerWidth);
    expect(m.small).toEqual([]);
    expect(m.texts).toBeGreaterThan(100);
    expect(m.svgTexts).toBeGreaterThan(30);
  });

  it.each(['run', 'compare', 'compare --strategies', 'doc-balance', 'odds'])('%s: should name its bots and its rule set in words, and whose figures these are', async (name) => {
    const html = readFileSync((await pages)[name], 'utf8');
    const about = /<section id="about">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(about).toMatch(/<b>Strategies:<\/b> /);
    expect(about).toMatch(/<b>Rules(, [^:]*)?:<\/b> /);
    if (name === 'odds') {
      expect(about).toContain('none: no game is played and no bot chooses');
      expect(about).toContain('2D6 Combat with Auto-Win/Lose; fate reroll on a loss');
    } else {
      expect(about).toContain(name === 'compare --strategies' ? 'basic at every seat, then random at every seat' : 'basic at every seat');
      expect(about).toContain('The figures are those of these bots (basic at every seat');
    }
    if (name === 'run') expect(about).toContain('the base game (every rule option at its default)');
    if (name === 'doc-balance') expect(about).toMatch(/the base game but <span title="docCards: [^"]*">DOC cards in the deck<\/span> Gift Horse, Healthy Heart, Curse of Pebo/);
    expect(html.includes('<p class="warning">'), 'the round-cap warning').toBe(name === 'compare --strategies');
    if (name === 'compare --strategies') expect(html).toMatch(/<pre>win rate per skill level \(every seat that strategy\), combat 1d6:/);
    if (name === 'compare') {
      expect(about).toContain('the base game (every rule option at its default)');
      expect(about).toMatch(/the base game but <span title="trophyRate: [^"]*">trophy rate<\/span> 5/);
    }
    if (name === 'doc-balance') expect(html).toContain('<span title="without gift-horse">without Gift Horse</span>');
    // Words where the ids were: no camelCase key nor kebab-case id outside a tooltip, a file name or
    // the command line (in <code>, verbatim).
    const text = html.replace(/<(style|desc|code)[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ' ');
    expect(text).not.toMatch(/\b(trophyRate|roundCap|evadeUnfriendlyList|docExclude)\b/);
    expect(text).not.toMatch(/\b(gift-horse|black-knight|healthy-heart)\b/);
  });
});
