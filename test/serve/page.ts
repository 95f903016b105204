// The serve page as a user meets it, in headless Chromium: open it at a width, tick an option,
// set 100 games, start, wait for the report; what the page then shows. The browser test and the
// README's screenshot (write-screenshot.ts) both run it.
import { Browser } from './browser.ts';

export interface PageRun {
  /** The rows of the page's result table: its cells, as shown. */
  rows: string[][];
  jobId: string;
  /** The report page in the frame: its first table's body rows. */
  reportRows: number;
  /** Page width against the window's: no sideways scrolling. */
  scrollWidth: number;
  innerWidth: number;
  /** The screenshot once done: the window's part when `full` is false. */
  png: Buffer;
}

/** The rule options the page offers: to tick (or set), and to vary; and the request it builds once `typed` is typed into their boxes. */
export interface PageOptions {
  set: string[];
  vary: string[];
  request: { rules?: Record<string, unknown> };
}

/** Open `url`, type each of `typed` (option key to text) into its option's box: what the page offers and would send. */
export async function pageOptions(url: string, typed: Record<string, string>): Promise<PageOptions> {
  const b = await Browser.open(1280, 900);
  try {
    await b.goto(url);
    await b.until(`document.querySelector('#opt-startingBonus')`);
    for (const [key, text] of Object.entries(typed)) await b.type(`#opt-${key}`, text);
    return await b.eval<PageOptions>(`({
      set: [...document.querySelectorAll('#options [data-key]')].map((e) => e.dataset.key),
      vary: [...document.querySelectorAll('#vary-key option')].map((e) => e.value),
      request: request(),
    })`);
  } finally {
    await b.close();
  }
}

/** Open `url`, choose "my own scenario file", paste `yaml`, start: the error the page shows. */
export async function uploadError(url: string, yaml: string): Promise<string> {
  const b = await Browser.open(1280, 900);
  try {
    await b.goto(url);
    await b.until(`document.querySelector('#opt-startingBonus')`);
    await b.click('input[name="source"][value="text"]');
    await b.type('#scenario-text', yaml);
    await b.click('#opt-startingBonus');
    await b.click('#start');
    return await b.until<string>(`document.querySelector('#form-error').textContent`);
  } finally {
    await b.close();
  }
}

/** Open `url`, open job `id` from the jobs list, wait for its live intervals, press Cancel: what the page showed. */
export async function watchAndCancel(url: string, id: string): Promise<{ games: string; liveRows: number; status: string }> {
  const b = await Browser.open(1280, 900);
  try {
    await b.goto(url);
    const row = await b.until<number>(`[...document.querySelectorAll('#jobs tbody tr')].findIndex((tr) => tr.cells[0].textContent === ${JSON.stringify(id)}) + 1`);
    await b.click(`#jobs tbody tr:nth-child(${row}) button`);
    const liveRows = await b.until<number>(`document.querySelectorAll('#live:not([hidden]) table tbody tr').length`);
    const games = await b.eval<string>(`document.querySelector('#job-games').textContent`);
    await b.click('#cancel');
    const status = await b.until<string>(`(() => { const s = document.querySelector('#job').dataset.status; return s === 'running' ? '' : s; })()`);
    return { games, liveRows, status };
  } finally {
    await b.close();
  }
}

/** Open `url` at `width`, tick `option`, play `games` games, wait for the report. */
export async function runPage(url: string, width: number, option: string, games: number, full = true): Promise<PageRun> {
  const b = await Browser.open(width, 900);
  try {
    await b.goto(url);
    await b.until(`document.querySelector('#opt-${option}')`);
    // Only the chosen mode's controls show: the options to tick, not the option to vary.
    const displays = await b.eval<string[]>(`['#vary-box', '#options', '#text-source'].map((q) => getComputedStyle(document.querySelector(q)).display)`);
    if (displays[0] !== 'none' || displays[1] === 'none' || displays[2] !== 'none') throw new Error(`the page shows the wrong controls: ${displays.join(', ')}`);
    await b.click(`#opt-${option}`);
    if (!(await b.eval<boolean>(`document.querySelector('#opt-${option}').checked`))) throw new Error(`#opt-${option} did not tick`);
    await b.type('#games', String(games));
    await b.click('#start');
    const status = await b.until<string>(`(() => { const s = document.querySelector('#job').dataset.status; return s && s !== 'queued' && s !== 'running' ? s : ''; })()`);
    if (status !== 'done') throw new Error(`the job ended ${status}: ${await b.eval('document.querySelector("#job-error").textContent')}`);
    await b.until(`document.querySelector('#result-table tbody tr') && document.querySelector('#report').contentDocument?.querySelector('table tbody tr')`);
    const shown = await b.eval<Omit<PageRun, 'png'>>(`({
      rows: [...document.querySelectorAll('#result-table tbody tr')].map((tr) => [...tr.cells].map((td) => td.textContent)),
      jobId: document.querySelector('#job-id').textContent,
      reportRows: document.querySelector('#report').contentDocument.querySelectorAll('table tbody tr').length,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    })`);
    await b.eval(`document.querySelector('#job').scrollIntoView()`);
    return { ...shown, png: await b.screenshot(full) };
  } finally {
    await b.close();
  }
}

/** What the page showed of a worth or balance job it started. */
export interface AnalysisRun {
  jobId: string;
  /** worth: the heatmap's width once loaded; balance: the before-and-after table's rows, as shown. */
  heatmapWidth: number;
  rows: string[][];
  files: string[];
  scrollWidth: number;
  innerWidth: number;
  /** The window, the result in view. */
  png: Buffer;
}

/** Open `url` at `width`, choose the `task` question, keep only Strength, type each of `typed` (input id to text), start, and wait for the result. */
export async function runAnalysis(url: string, width: number, task: 'worth' | 'balance', typed: Record<string, string>): Promise<AnalysisRun> {
  const b = await Browser.open(width, 900);
  try {
    await b.goto(url);
    await b.until(`document.querySelector('#attributes input')`);
    await b.click(`input[name="task"][value="${task}"]`);
    const hidden = await b.eval<boolean[]>(`['#options', '#players', '#attributes'].map((q) => document.querySelector(q).offsetParent === null)`);
    if (hidden.join() !== 'true,true,false') throw new Error(`the page shows the wrong controls for ${task}: ${hidden.join()}`);
    for (const c of ['craft', 'lives', 'fate', 'gold', 'spells']) {
      if (await b.eval<boolean>(`document.querySelector('#attributes input[value="${c}"]').checked`)) await b.click(`#attributes input[value="${c}"]`);
    }
    for (const [id, text] of Object.entries(typed)) await b.type(`#${id}`, text);
    await b.click('#start');
    const status = await b.until<string>(`(() => { const s = document.querySelector('#job').dataset.status; return s && s !== 'queued' && s !== 'running' ? s : ''; })()`);
    if (status !== 'done') throw new Error(`the job ended ${status}: ${await b.eval('document.querySelector("#job-error").textContent')}${await b.eval('document.querySelector("#form-error").textContent')}`);
    const box = task === 'worth' ? '#worth-result' : '#balance-result';
    await b.until(task === 'worth' ? `document.querySelector('#heatmap').naturalWidth` : `document.querySelector('#balance-tables tbody tr')`);
    const shown = await b.eval<Omit<AnalysisRun, 'png'>>(`({
      jobId: document.querySelector('#job-id').textContent,
      heatmapWidth: document.querySelector('#heatmap').naturalWidth,
      rows: [...document.querySelectorAll('#balance-tables tbody tr')].map((tr) => [...tr.cells].map((td) => td.textContent)),
      files: [...document.querySelectorAll('${box} .files a')].map((a) => a.textContent),
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    })`);
    await b.eval(`document.querySelector('#job').scrollIntoView()`);
    return { ...shown, png: await b.screenshot(false) };
  } finally {
    await b.close();
  }
}
