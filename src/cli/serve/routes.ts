// The JSON API of `talisman-sim serve` and its page's files. Every path the browser names is matched
// against this table: the page's three files, the shipped scenarios by name, a job by its number
// and its files by their known names (jobs.ts); nothing the browser sends becomes a path.
import { readFileSync } from 'node:fs';
import type { OptionSpec } from '../../rules/module.ts';
import { RULE_OPTIONS } from '../../rules/options.ts';
import { HANDICAP_POINTS, HANDICAP_RANGE } from '../../scenario/handicaps.ts';
import { trustedModules } from '../../scenario/sources.ts';
import { scenarioPath, shippedScenarios } from '../../scenario/load.ts';
import { armFamilySize } from '../../experiment/results.ts';
import { gamesPerArm, type PowerQuestion } from '../../stats/power.ts';
import { planLines } from '../plan.ts';
import type { AllowedIds } from '../../scenario/validate.ts';
import { RequestError, clientKeyOf } from './request.ts';
import type { Job, Jobs } from './jobs.ts';

/** What a route answers: JSON, or a file's bytes with its type. */
export type Reply = { status: number; json: unknown } | { status: number; body: Buffer | string; type: string; csp?: string };

export interface Context {
  jobs: Jobs;
  ids: AllowedIds;
  /** serve --trusted-modules: the folder whose modules uploaded scenarios may name. */
  trustedModules?: string;
  /** The page's files by URL path. */
  page: Record<string, { body: string; type: string }>;
}

/** A handler gets the path's parameters, the JSON body (read on demand) and the Idempotency-Key header. */
type Handler = (c: Context, params: string[], body: () => Promise<unknown>, key: string | undefined) => Promise<Reply> | Reply;

/** Method, path pattern (whole path), handler. */
const ROUTES: [string, RegExp, Handler][] = [
  ['GET', /^\/api\/options$/, (c) => ({ status: 200, json: options(c.ids, c.trustedModules) })],
  ['GET', /^\/api\/scenarios$/, () => ({ status: 200, json: shippedScenarios().map((name) => ({ name, about: about(name) })) })],
  ['GET', /^\/api\/scenarios\/([a-z0-9-]{1,60})$/, (_c, [name]) => scenario(name)],
  ['POST', /^\/api\/plan$/, async (_c, _p, body) => ({ status: 200, json: plan(await body()) })],
  ['GET', /^\/api\/jobs$/, (c) => ({ status: 200, json: c.jobs.list() })],
  ['POST', /^\/api\/jobs$/, async (c, _p, body, key) => {
    const request = await body();
    return submitted(c.jobs.submit(request, clientKeyOf(request, key)));
  }],
  ['GET', /^\/api\/jobs\/([^/]+)$/, (c, [id]) => ({ status: 200, json: withReport(c, jobOf(c, id)) })],
  ['DELETE', /^\/api\/jobs\/([^/]+)$/, (c, [id]) => cancel(c, jobOf(c, id))],
  ['POST', /^\/api\/jobs\/([^/]+)\/rerun$/, (c, [id], _body, key) => submitted(c.jobs.rerun(jobOf(c, id), clientKeyOf(undefined, key)))],
  ['GET', /^\/api\/jobs\/([^/]+)\/files\/([^/]+)$/, (c, [id, name]) => jobFile(c, jobOf(c, id), name)],
];

/** The reply to one request (`key`: its Idempotency-Key header); a RequestError for a bad one. */
export async function route(c: Context, method: string, path: string, body: () => Promise<unknown>, key?: string): Promise<Reply> {
  const file = c.page[path];
  if (file) {
    if (method !== 'GET' && method !== 'HEAD') throw new RequestError(405, `${path} takes GET`);
    return { status: 200, body: file.body, type: file.type };
  }
  const matching = ROUTES.filter(([, re]) => re.test(path));
  if (matching.length === 0) throw new RequestError(404, `no such page or API path: ${path}`);
  const hit = matching.find(([m]) => m === method || (m === 'GET' && method === 'HEAD'));
  if (!hit) throw new RequestError(405, `${path} takes ${matching.map(([m]) => m).join(' or ')}`);
  const params = (hit[1].exec(path) as RegExpExecArray).slice(1).map(decode);
  return hit[2](c, params, body, key);
}

/** 201 and the new job; 200 and the job a repeated client key started. */
function submitted({ again, ...job }: Job & { again?: true }): Reply {
  return { status: again ? 200 : 201, json: job };
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new RequestError(400, `bad percent-encoding in the path: ${part}`);
  }
}

/**
 * Every rule option of the registry the CLI validates with: key, one-line doc, default, what is
 * allowed, the values when few, and the page's `input` for it; the bots, characters and the modules
 * uploaded scenarios may name.
 */
export function options(ids: AllowedIds, modulesDir?: string) {
  return {
    rules: RULE_OPTIONS.map((s) => ({ key: s.key, doc: s.doc, default: s.default, expect: s.rule.expect, values: s.rule.values ?? null, needs: s.needs ?? null, input: inputOf(s) })),
    strategies: ids.strategies,
    characters: ids.characters,
    players: { min: 2, max: 8 },
    modules: modulesDir === undefined ? [] : trustedModules(modulesDir),
    // `handicaps:` per character (docs/scenarios.md): whole points on the card within each range, or a start space; `--vary handicaps.troll.strength=0,-1`.
    handicaps: HANDICAP_POINTS.map((key) => ({ key, range: HANDICAP_RANGE[key] })),
  };
}

/** The page's control for an option: a choice of its values, an integer, a list of ids, or any other value (the Upgrade's true, false or mapping). */
function inputOf(s: OptionSpec): 'choice' | 'integer' | 'list' | 'value' {
  if (s.rule.values) return 'choice';
  if (typeof s.default === 'number') return 'integer';
  return Array.isArray(s.default) ? 'list' : 'value';
}

/** A shipped scenario's first comment line: what it is. */
function about(name: string): string {
  const first = readFileSync(scenarioPath(name), 'utf8').split('\n').find((l) => l.startsWith('#'));
  return first ? first.replace(/^#\s*/, '') : '';
}

function scenario(name: string): Reply {
  if (!shippedScenarios().includes(name)) throw new RequestError(404, `no shipped scenario '${name}' (shipped: ${shippedScenarios().join(', ')})`);
  return { status: 200, json: { name, text: readFileSync(scenarioPath(name), 'utf8') } };
}

/** `plan`'s answer for the page: games per rule set for a change `diff` in a `baseline` win rate, players of 14 characters dealt. */
function plan(body: unknown): unknown {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const unit = (k: string) => {
    const v = b[k] ?? ({ alpha: 0.05, power: 0.8 } as Record<string, number>)[k];
    if (!(typeof v === 'number' && v > 0 && v < 1)) throw new RequestError(400, `"${k}" must be a number between 0 and 1 (exclusive), e.g. 0.15`);
    return v;
  };
  const q: PowerQuestion = { baseline: unit('baseline'), diff: unit('diff'), alpha: unit('alpha'), power: unit('power'), comparisons: 1, pairingRatio: 1 };
  if (q.baseline + q.diff >= 1) throw new RequestError(400, 'baseline + diff must stay below 1');
  const players = b.players ?? 4;
  if (!(Number.isSafeInteger(players) && (players as number) >= 2 && (players as number) <= 8)) throw new RequestError(400, '"players" must be an integer from 2 to 8');
  const characters = 14;
  q.comparisons = armFamilySize(characters, players as number);
  const share = (players as number) / characters;
  return { gamesPerRuleSet: gamesPerArm(q, share), lines: planLines(q, share, null, `${players} of ${characters}`) };
}

function jobOf(c: Context, id: string): Job {
  const job = c.jobs.get(id);
  if (!job) throw new RequestError(404, `no job ${JSON.stringify(id)}`);
  return job;
}

/** A job's files the page links to, in this order, those there are. */
const LINKED = [
  'index.html', 'compare.csv', 'compare.json', 'forest.vl.json', 'forest.svg', 'compare.md', 'skill.csv', 'skill-rates.csv',
  'worth.csv', 'worth.svg', 'worth.json', 'worth.vl.json', 'balanced.yaml', 'balance.md', 'balance.csv', 'balance.json', 'verify-characters.csv',
  'reproduce.sh', 'scenario.yaml', 'variant.yaml', 'job.json',
];

/** The job, with its compare.json, worth.json or balance.json when done (the others null), and the names of its files there are. */
function withReport(c: Context, job: Job): unknown {
  const report = (name: string) => {
    const path = job.status === 'done' ? c.jobs.file(job, name) : null;
    return path ? JSON.parse(readFileSync(path, 'utf8')) : null;
  };
  const files = LINKED.flatMap((f) => (f === 'balanced.yaml' ? [f, ...c.jobs.balancedBots(job)] : [f])).filter((f) => c.jobs.file(job, f) !== null);
  return { ...job, files, compare: report('compare.json'), worth: report('worth.json'), balance: report('balance.json') };
}

function cancel(c: Context, job: Job): Reply {
  if (!c.jobs.cancel(job)) throw new RequestError(409, `job ${job.id} has ended (${job.status}): nothing to cancel`);
  return { status: 202, json: { id: job.id, cancelling: true } };
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8', json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8', md: 'text/markdown; charset=utf-8',
  svg: 'image/svg+xml', yaml: 'text/yaml; charset=utf-8', sh: 'text/x-shellscript; charset=utf-8',
};

/** A report page may show its own styles and images, and run nothing. */
const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

function jobFile(c: Context, job: Job, name: string): Reply {
  const path = c.jobs.file(job, name);
  if (path === null) throw new RequestError(404, `job ${job.id} has no file ${JSON.stringify(name)}`);
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return { status: 200, body: readFileSync(path), type: TYPES[ext] ?? 'application/octet-stream', csp: REPORT_CSP };
}
