// The page of `talisman-sim serve`: builds a job request from the form (a comparison, or a worth or
// balance job), posts it to /api/jobs, polls the job for its progress and live intervals, and shows
// the report when it is done: compare's table and report, worth's heatmap, balance's before and after.
'use strict';

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...children) => {
  const e = Object.assign(document.createElement(tag), props);
  for (const c of children) e.append(c);
  return e;
};
const pct = (x) => (x === null || x === undefined ? '' : `${(x * 100).toFixed(1)}`);
let options = null;
let current = null;
let timer = null;

/** An HTTP answer that is no success: the server's one-line error. */
class Refused extends Error {}

async function api(method, path, body, headers = {}) {
  const init = { method, headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await fetch(path, init);
  const data = await res.json();
  if (!res.ok) throw new Refused(data.error || `${res.status} ${res.statusText}`);
  return data;
}

/**
 * A POST that starts a job, sent with a client key (Idempotency-Key). The key is kept while the
 * same request goes unanswered (the network failed, the server did not reply), so pressing the
 * button again gives the job the first press may have started instead of a second one.
 */
const unanswered = new Map();
async function startJob(path, body) {
  const what = `${path} ${JSON.stringify(body)}`;
  if (!unanswered.has(what)) unanswered.set(what, [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join(''));
  try {
    const job = await api('POST', path, body, { 'Idempotency-Key': unanswered.get(what) });
    unanswered.delete(what);
    return job;
  } catch (err) {
    if (err instanceof Refused) unanswered.delete(what);
    throw err;
  }
}

function radio(name) {
  return document.querySelector(`input[name="${name}"]:checked`).value;
}

async function init() {
  const [opts, scenarios] = await Promise.all([api('GET', '/api/options'), api('GET', '/api/scenarios')]);
  options = opts;
  for (const s of scenarios) $('scenario').append(el('option', { value: s.name, textContent: s.name }));
  $('scenario').value = 'default';
  const about = () => { $('scenario-about').textContent = scenarios.find((s) => s.name === $('scenario').value)?.about ?? ''; };
  $('scenario').addEventListener('change', about);
  about();
  for (const s of opts.strategies) $('strategy').append(el('option', { value: s, textContent: s }));
  $('bots').textContent = opts.strategies.join(', ');
  for (const o of opts.rules) {
    $('vary-key').append(el('option', { value: o.key, textContent: o.key }));
    $('options').append(optionBox(o));
  }
  $('vary-key').addEventListener('change', () => {
    const o = opts.rules.find((r) => r.key === $('vary-key').value);
    $('vary-values').value = o.values ? o.values.join(',') : JSON.stringify(o.default);
  });
  for (const h of opts.handicaps) $('attributes').append(el('label', {}, el('input', { type: 'checkbox', value: h.key, checked: true }), ` ${h.key}`));
  $('modules').textContent = opts.modules.length > 0 ? `Modules this server offers (modules: [NAME]): ${opts.modules.join(', ')}.` : '';
  $('vary-key').value = 'trophyRate';
  $('vary-values').value = '7,5';
  for (const input of document.querySelectorAll('input[name="source"], input[name="mode"], input[name="stop"]')) input.addEventListener('change', sync);
  for (const input of document.querySelectorAll('input[name="task"]')) input.addEventListener('change', () => { defaultAttributes(); sync(); });
  $('scenario-file').addEventListener('change', async () => { const f = $('scenario-file').files[0]; if (f) $('scenario-text').value = await f.text(); });
  $('job-form').addEventListener('submit', (e) => { e.preventDefault(); start(); });
  $('plan-button').addEventListener('click', plan);
  $('cancel').addEventListener('click', () => current && api('DELETE', `/api/jobs/${current}`).catch(showJobError));
  sync();
  await listJobs();
}

/** How a value reads in an option's box and note: a list as its items, a mapping as JSON. */
const shown = (v) => (Array.isArray(v) ? v.join(', ') : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/**
 * One rule option, as GET /api/options gives its `input`: a checkbox for a yes/no choice, a list of
 * the values for another choice, a number box for an integer, a text box for a list (items
 * separated by commas) or any other value (JSON: true, or {"parties": true}); its doc under it.
 */
function optionBox(o) {
  const id = `opt-${o.key}`;
  let control;
  if (o.input === 'choice' && o.values.length === 2 && o.values.includes(true)) control = el('input', { type: 'checkbox', id, checked: o.default === true });
  else if (o.input === 'choice') control = el('select', { id }, ...o.values.map((v) => el('option', { value: JSON.stringify(v), textContent: String(v), selected: v === o.default })));
  else control = el('input', { type: o.input === 'integer' ? 'number' : 'text', id, value: shown(o.default), spellcheck: false });
  control.dataset.key = o.key;
  control.dataset.input = o.input;
  control.dataset.default = JSON.stringify(o.default);
  const label = control.type === 'checkbox' ? el('label', {}, control, ` ${o.key}`) : el('label', { className: 'value' }, `${o.key} `, control);
  const needs = o.needs ? `; needs ${o.needs.key}: ${o.needs.values.join(' or ')}` : '';
  return el('div', { className: 'option' }, label, el('span', { className: 'note', textContent: `${o.doc} (${o.expect}; default ${shown(o.default) || 'none'}${needs})` }));
}

/** An option box's value: what the server checks (a text it cannot read goes as text, and comes back as the scenario's one-line error). */
function valueOf(c) {
  if (c.type === 'checkbox') return c.checked;
  if (c.tagName === 'SELECT') return JSON.parse(c.value);
  const text = c.value.trim();
  if (c.dataset.input === 'integer') return /^-?\d+$/.test(text) ? Number(text) : text;
  if (c.dataset.input === 'list') return text.split(',').map((x) => x.trim()).filter((x) => x !== '');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The attributes each command measures unless told: worth every one, balance all but Spells. */
const attributeDefault = (task, key) => task === 'worth' || key !== 'spells';

function defaultAttributes() {
  for (const c of $('attributes').querySelectorAll('input')) c.checked = attributeDefault(radio('task'), c.value);
}

/** What each question shows: the parts marked compare-only, analysis-only (worth and balance), worth-only, balance-only, balance-hidden. */
function sync() {
  const task = radio('task');
  const shows = { 'compare-only': task === 'compare', 'analysis-only': task !== 'compare', 'worth-only': task === 'worth', 'balance-only': task === 'balance', 'balance-hidden': task !== 'balance' };
  for (const [name, shown] of Object.entries(shows)) for (const e of document.getElementsByClassName(name)) e.hidden = !shown;
  $('analysis-title').textContent = task === 'worth' ? 'Attributes to price' : 'Handicaps: attributes the search may change';
  $('start').textContent = { compare: 'Start the comparison', worth: 'Measure what a point is worth', balance: 'Search for a balance' }[task];
  if (task !== 'compare') document.querySelector('input[name="source"][value="shipped"]').checked = true;
  for (const r of document.querySelectorAll('input[name="source"]')) r.disabled = task !== 'compare' && r.value === 'text';
  $('text-source').hidden = radio('source') !== 'text';
  $('scenario').disabled = radio('source') !== 'shipped';
  $('vary-box').hidden = radio('mode') !== 'vary';
  $('options').hidden = radio('mode') !== 'rules';
  $('precision').disabled = radio('stop') !== 'precision';
}

/** The options changed from their defaults. */
function ticked() {
  const rules = {};
  for (const c of $('options').querySelectorAll('[data-key]')) {
    const value = valueOf(c);
    if (JSON.stringify(value) !== c.dataset.default) rules[c.dataset.key] = value;
  }
  return rules;
}

/** A worth or balance job: the shipped scenario, the attributes when not the command's own, and its main options. */
function analysisRequest(task) {
  const r = { command: task, scenario: $('scenario').value };
  const boxes = [...$('attributes').querySelectorAll('input')];
  if (boxes.some((c) => c.checked !== attributeDefault(task, c.value))) r.attributes = boxes.filter((c) => c.checked).map((c) => c.value).join(',');
  if (task === 'worth') {
    if ($('strategy').value !== '') r.strategy = $('strategy').value;
    if (radio('stop') === 'games') r.games = Number($('games').value);
    else {
      r.precision = Number($('precision').value);
      r.maxGames = Number($('games').value);
    }
    return r;
  }
  const strategies = $('strategies').value.trim() || $('strategy').value;
  if (strategies !== '') r.strategies = strategies;
  r.band = Number($('band').value);
  r.steps = Number($('steps').value);
  r.games = Number($('search-games').value);
  r.scaleGames = Number($('scale-games').value);
  r.verifyGames = Number($('verify-games').value);
  return r;
}

function request() {
  if (radio('task') !== 'compare') return analysisRequest(radio('task'));
  const r = radio('source') === 'shipped' ? { scenario: $('scenario').value } : { scenarioText: $('scenario-text').value };
  const seats = $('seats').value.split(',').map((x) => x.trim()).filter((x) => x !== '');
  if (seats.length > 0) r.seats = seats;
  else if ($('players').value !== '') r.players = Number($('players').value);
  if ($('strategy').value !== '' && seats.length === 0) r.strategy = $('strategy').value;
  if (radio('mode') === 'vary') r.vary = `rules.${$('vary-key').value}=${$('vary-values').value}`;
  else {
    r.rules = ticked();
    if (Object.keys(r.rules).length === 0) throw new Error('tick or change at least one option to compare with the scenario as it is');
  }
  if (radio('stop') === 'games') r.games = Number($('games').value);
  else {
    r.precision = Number($('precision').value);
    r.maxGames = Number($('games').value);
  }
  return r;
}

async function start() {
  $('form-error').textContent = '';
  try {
    const job = await startJob('/api/jobs', request());
    watch(job.id);
    await listJobs();
  } catch (err) {
    $('form-error').textContent = err.message;
  }
}

async function plan() {
  $('plan-lines').replaceChildren();
  try {
    const body = { baseline: Number($('plan-baseline').value) / 100, diff: Number($('plan-diff').value) / 100 };
    if ($('players').value !== '') body.players = Number($('players').value);
    const p = await api('POST', '/api/plan', body);
    for (const line of p.lines) $('plan-lines').append(el('li', { textContent: line }));
    $('games').value = p.gamesPerRuleSet;
  } catch (err) {
    $('plan-lines').append(el('li', { className: 'error', textContent: err.message }));
  }
}

function watch(id) {
  current = id;
  clearTimeout(timer);
  $('job').hidden = false;
  $('result').hidden = true;
  $('worth-result').hidden = true;
  $('balance-result').hidden = true;
  $('report').removeAttribute('src');
  $('heatmap').removeAttribute('src');
  $('live').replaceChildren();
  poll();
}

async function poll() {
  const id = current;
  let job;
  try {
    job = await api('GET', `/api/jobs/${id}`);
  } catch (err) {
    showJobError(err);
    return;
  }
  if (id !== current) return;
  show(job);
  if (job.status === 'queued' || job.status === 'running') timer = setTimeout(poll, 400);
  else listJobs();
}

function showJobError(err) {
  $('job-error').textContent = err.message;
}

function show(job) {
  $('job-id').textContent = job.id;
  $('job-status').textContent = job.status;
  $('job').dataset.status = job.status;
  $('job-command').textContent = job.command;
  $('job-error').textContent = job.error ?? '';
  $('cancel').hidden = !(job.status === 'queued' || job.status === 'running');
  const p = job.progress;
  $('job-progress').max = p ? p.maxGames : 1;
  $('job-progress').value = job.status === 'done' ? $('job-progress').max : p ? p.games : 0;
  // worth's total is its plan, which stopping early leaves unreached: a job done shows the games it played.
  $('job-games').textContent = p && job.status === 'done' && p.games < p.maxGames ? `${p.games} games` : p ? `${p.games} of ${p.maxGames} games${p.mix ? ` (${p.mix})` : ''}${p.phase && job.status === 'running' ? `; ${p.phase}` : ''}` : '';
  $('live').hidden = job.status !== 'running';
  if (job.live && job.live.length > 0) $('live').replaceChildren(el('h3', { textContent: 'Characters dealt so far (change and 95% interval, points)' }), intervalTable(job.live, true));
  if (job.status === 'done' && job.compare) showResult(job);
  if (job.status === 'done' && job.worth) showWorth(job);
  if (job.status === 'done' && job.balance) showBalance(job);
}

/** Links to a job's files: index.html opens, the others download. */
function fileLinks(box, job) {
  box.replaceChildren('Files: ');
  for (const f of job.files) {
    const a = el('a', { href: `/api/jobs/${job.id}/files/${f}`, textContent: f });
    if (f === 'index.html') a.target = '_blank';
    else a.download = f;
    box.append(a);
  }
}

/** worth: its heatmap (worth.svg) and how it was measured. */
function showWorth(job) {
  if (!$('worth-result').hidden && $('worth-result').dataset.job === job.id) return;
  $('worth-result').dataset.job = job.id;
  const w = job.worth;
  $('worth-about').textContent = `${w.scenario}, ${w.players} players, every seat ${w.strategies.join(', ')}: ${w.games} game indices, ${w.played} games over every arm; ${w.stopped}. Widest simultaneous 95% half-width ${w.widest === null ? 'unknown' : `±${pct(w.widest)} points`} over ${w.familySize} intervals.`;
  $('heatmap').src = `/api/jobs/${job.id}/files/worth.svg`;
  const signed = (x) => `${x > 0 ? '+' : ''}${pct(x)}`;
  const cell = (r) => (r ? `${signed(r.worth.diff)} ${r.worth.low === null ? `(${r.worth.note || 'n/a'})` : `[${signed(r.worth.low)}, ${signed(r.worth.high)}]`}${r.worth.significant ? ' *' : ''}` : '');
  const characters = [...new Set(w.rows.map((r) => r.character))];
  $('worth-table').replaceChildren(
    el('thead', {}, el('tr', {}, ...['character', ...w.attributes].map((h) => el('th', { textContent: h })))),
    el('tbody', {}, ...characters.map((c) => el('tr', {}, el('td', { textContent: c }), ...w.attributes.map((a) => el('td', { className: 'num', textContent: cell(w.rows.find((r) => r.character === c && r.attribute === a)) }))))),
  );
  fileLinks($('worth-files'), job);
  $('worth-result').hidden = false;
}

/** A character's handicaps as balance.md writes them: strength -1, lives +1. */
const handicap = (h) => (h ? Object.entries(h).map(([k, v]) => (typeof v === 'number' ? `${k} ${v > 0 ? '+' : ''}${v}` : `${k} ${v}`)).join(', ') : '');
const rate = (r) => `${pct(r.rate)}% [${pct(r.low)}, ${pct(r.high)}]`;

/** balance: the handicaps, and per bot each character's dealt win rate before and after, in the band or not. */
function showBalance(job) {
  if (!$('balance-result').hidden && $('balance-result').dataset.job === job.id) return;
  $('balance-result').dataset.job = job.id;
  const b = job.balance;
  const bots = b.verification.map((v) => `${v.bot}: ${v.inBand} of ${v.characters} characters in the band`).join('; ');
  $('balance-about').textContent = `Handicaps (${b.points} points): ${Object.entries(b.handicaps).map(([c, h]) => `${c} ${handicap(h)}`).join('; ') || 'none'}. Band ${pct(b.fair)}% ± ${pct(b.band)} points; verified on ${b.verifyGames} fresh games (seed ${b.verifySeed}): ${bots}.${b.disagree.length > 0 ? ` The bots disagree on ${b.disagree.join(', ')}.` : ''}`;
  $('balance-tables').replaceChildren(...b.verification.flatMap((v) => [
    el('h4', { textContent: `${v.bot} at every seat` }),
    el('table', {}, el('thead', {}, el('tr', {}, ...['character', 'handicap', 'before', 'after', 'in band'].map((h) => el('th', { textContent: h })))),
      el('tbody', {}, ...v.after.map((a, i) => el('tr', {}, ...[a.character, handicap(b.handicaps[a.character]), rate(v.before[i]), rate(a), Math.abs(a.rate - b.fair) <= b.band ? 'yes' : 'no'].map((c, k) => el('td', { className: k === 2 || k === 3 ? 'num' : '', textContent: c })))))),
  ]));
  fileLinks($('balance-files'), job);
  $('balance-result').hidden = false;
}

/** The character-dealt rows: change and interval in points, with a bar on a fixed scale; `live`: while playing, no rates or verdict yet. */
function intervalTable(rows, live = false) {
  const head = live ? ['arm', 'character', 'change', '95% interval'] : ['arm', 'character', 'before', 'after', 'change', '95% interval', 'significant'];
  const scale = Math.max(0.05, ...rows.map((r) => Math.max(Math.abs(r.low ?? 0), Math.abs(r.high ?? 0))));
  const body = rows.map((r) => {
    const bar = el('div', { className: 'bar' });
    if (r.low !== null) {
      const span = el('span');
      span.style.left = `${50 + (r.low / scale) * 50}%`;
      span.style.width = `${Math.max(0.5, ((r.high - r.low) / scale) * 50)}%`;
      bar.append(span);
    }
    const interval = r.low === null ? (r.note || 'n/a') : `${pct(r.low)} to ${pct(r.high)}`;
    const cells = live ? [r.arm, r.subject, pct(r.diff), interval] : [r.arm, r.subject, pct(r.baseline), pct(r.value), pct(r.diff), interval, r.significant ? 'yes' : 'no'];
    const numeric = live ? [2] : [2, 3, 4];
    return el('tr', {}, ...cells.map((c, i) => el('td', { className: numeric.includes(i) ? 'num' : '', textContent: c })), el('td', {}, bar));
  });
  return el('table', {}, el('thead', {}, el('tr', {}, ...[...head, ''].map((h) => el('th', { textContent: h })))), el('tbody', {}, ...body));
}

function showResult(job) {
  if (!$('result').hidden && $('result').dataset.job === job.id) return;
  $('result').dataset.job = job.id;
  const warning = job.compare.roundCapWarning;
  $('result-warning').textContent = warning ? `Warning: ${warning}.` : '';
  $('result-warning').hidden = !warning;
  const rows = job.compare.rows.filter((r) => r.metric === 'character-dealt');
  $('result-table').replaceWith(Object.assign(intervalTable(rows), { id: 'result-table' }));
  fileLinks($('result-files'), job);
  $('report').src = `/api/jobs/${job.id}/files/index.html`;
  $('result').hidden = false;
}

async function listJobs() {
  const jobs = await api('GET', '/api/jobs');
  const body = $('jobs').querySelector('tbody');
  body.replaceChildren(...jobs.map((j) => {
    const open = el('button', { type: 'button', textContent: 'open' });
    open.addEventListener('click', () => watch(j.id));
    const again = el('button', { type: 'button', textContent: 're-run' });
    again.addEventListener('click', async () => { try { watch((await startJob(`/api/jobs/${j.id}/rerun`)).id); await listJobs(); } catch (err) { $('form-error').textContent = err.message; } });
    const script = el('a', { href: `/api/jobs/${j.id}/files/reproduce.sh`, textContent: 'reproduce.sh', download: `reproduce-${j.id}.sh` });
    return el('tr', {}, el('td', { textContent: j.id }), el('td', { textContent: j.status + (j.error ? `: ${j.error}` : '') }), el('td', {}, el('code', { textContent: j.command })), el('td', { textContent: (j.started ?? j.created).replace('T', ' ').slice(0, 19) }), el('td', {}, open, ' ', again, ' ', script));
  }));
}

init().catch((err) => { $('form-error').textContent = `cannot load the page's data: ${err.message}`; });
