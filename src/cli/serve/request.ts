// A job request of `talisman-sim serve` (POST /api/jobs) checked and turned into the `compare`
// command that plays it: its argv and the scenario files it reads, which go in the job's folder.
// The scenario is a shipped one by name (never a path) or YAML text; the comparison is one option
// varied over values (`vary`, as compare --vary) or the scenario against itself with options set
// (`rules`: the base game, or the scenario as it is, against the ticked options).
import { parseDocument } from 'yaml';
import { SCENARIO_KEYS, parseScenario, shippedScenarios } from '../../scenario/load.ts';
import { FILE_KEYS, type Sources } from '../../scenario/sources.ts';
import { ScenarioError, type AllowedIds } from '../../scenario/validate.ts';
import { didYouMean } from '../../fields/suggest.ts';

/** The largest scenario text accepted, in characters. */
export const MAX_SCENARIO_TEXT = 64 * 1024;
/** The most games per arm a job may ask for. */
export const MAX_JOB_GAMES = 1_000_000;

/** What the page (or a script) posts: a comparison, or with "command" a worth or balance job (analysis-request.ts). */
export interface JobRequest {
  command?: 'compare' | 'worth' | 'balance';
  scenario?: string;
  scenarioText?: string;
  players?: number;
  strategy?: string;
  /** One bot per seat, in seat order: the scenario's seats replaced (characters dealt at random). */
  seats?: string[];
  vary?: string;
  rules?: Record<string, unknown>;
  games?: number;
  precision?: number;
  maxGames?: number;
  strategies?: string;
  attributes?: string;
  band?: number;
  steps?: number;
  scaleGames?: number;
  verifyGames?: number;
}

const REQUEST_KEYS = ['command', 'scenario', 'scenarioText', 'players', 'strategy', 'seats', 'vary', 'rules', 'games', 'precision', 'maxGames', 'strategies', 'clientKey'];

/** A request the server refuses: the HTTP status and the one-line message. */
export class RequestError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The compare command of a request: its arguments, with FILE placeholders for the files to write. */
export interface JobPlan {
  /** `compare` and its arguments; a file the job writes is named by its bare file name (the job puts its folder before it). */
  args: string[];
  /** Files to write in the job's folder first: name to text. */
  files: Record<string, string>;
}

/** Check a request's shape and values (not yet the scenario's validation: see planJob). */
export function checkRequest(body: unknown, ids: AllowedIds): JobRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new RequestError(400, 'the request body must be a JSON object');
  const r = body as Record<string, unknown>;
  if (r.command !== undefined && r.command !== 'compare') throw new RequestError(400, `"command" must be one of compare, worth, balance (got ${JSON.stringify(r.command)})`);
  const unknown = Object.keys(r).find((k) => !REQUEST_KEYS.includes(k));
  if (unknown !== undefined) throw new RequestError(400, `unknown field "${unknown}" (known: ${REQUEST_KEYS.join(', ')})${didYouMean(unknown, REQUEST_KEYS)}`);
  if ((r.scenario === undefined) === (r.scenarioText === undefined)) throw new RequestError(400, 'give "scenario" (a shipped scenario\'s name) or "scenarioText" (YAML), one of them');
  if (r.scenario !== undefined && (typeof r.scenario !== 'string' || !shippedScenarios().includes(r.scenario))) {
    throw new RequestError(400, `"scenario" must be a shipped scenario's name: ${shippedScenarios().join(', ')} (got ${JSON.stringify(r.scenario)})${didYouMean(r.scenario, shippedScenarios())}`);
  }
  if (r.scenarioText !== undefined && (typeof r.scenarioText !== 'string' || r.scenarioText.length > MAX_SCENARIO_TEXT)) {
    throw new RequestError(400, `"scenarioText" must be YAML text of at most ${MAX_SCENARIO_TEXT} characters`);
  }
  if ((r.vary === undefined) === (r.rules === undefined)) throw new RequestError(400, 'give "vary" (PATH=V1,V2) or "rules" (options against the scenario as it is), one of them');
  if (r.vary !== undefined && (typeof r.vary !== 'string' || r.vary.length > 1000)) throw new RequestError(400, '"vary" must be PATH=V1,V2[,...], e.g. rules.trophyRate=7,5');
  const varied = typeof r.vary === 'string' ? r.vary.trim().split(/[.=]/)[0] : '';
  if ((FILE_KEYS as readonly string[]).includes(varied)) {
    throw new RequestError(400, `"vary" may not vary ${varied}: serve takes no code or file from a request; vary a rule option (rules.NAME), strategy or rotate`);
  }
  if (r.rules !== undefined && (typeof r.rules !== 'object' || r.rules === null || Array.isArray(r.rules) || Object.keys(r.rules).length === 0)) {
    throw new RequestError(400, '"rules" must be an object of rule options to set, at least one, e.g. {"startingBonus": true}');
  }
  checkInt(r, 'players', 2, 8);
  checkInt(r, 'games', 1, MAX_JOB_GAMES);
  checkInt(r, 'maxGames', 1, MAX_JOB_GAMES);
  if (r.strategy !== undefined && !ids.strategies.includes(r.strategy as string)) throw new RequestError(400, `"strategy" must be one of ${ids.strategies.join(', ')}`);
  if (r.seats !== undefined) {
    const seats = r.seats;
    if (!Array.isArray(seats) || seats.length < 2 || seats.length > 8 || seats.some((x) => !ids.strategies.includes(x as string))) {
      throw new RequestError(400, `"seats" must be a list of 2 to 8 bots, one per seat, each one of ${ids.strategies.join(', ')}`);
    }
    if (r.players !== undefined) throw new RequestError(400, '"seats" sets the players: give "seats" or "players", not both');
  }
  if (r.strategies !== undefined && (typeof r.strategies !== 'string' || r.strategies.length > 200)) throw new RequestError(400, '"strategies" must be a comma-separated list, e.g. basic,expert');
  if (r.precision !== undefined && !(typeof r.precision === 'number' && r.precision > 0 && r.precision < 100)) {
    throw new RequestError(400, '"precision" must be a half-width in percentage points, above 0 and below 100');
  }
  if (r.maxGames !== undefined && r.precision === undefined) throw new RequestError(400, '"maxGames" goes with "precision" (without it, "games" is the count)');
  const { clientKey: _key, ...request } = r;
  return request as JobRequest;
}

/** A client key: what a client sends again with a request it repeats. */
const CLIENT_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The client key of a request: its Idempotency-Key header, or the "clientKey" field of its body
 * (the same, when both are given); undefined when neither is.
 */
export function clientKeyOf(body: unknown, header: string | undefined): string | undefined {
  const field = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).clientKey : undefined;
  for (const [name, key] of [['the Idempotency-Key header', header], ['"clientKey"', field]] as const) {
    if (key !== undefined && !(typeof key === 'string' && CLIENT_KEY.test(key))) throw new RequestError(400, `${name} must be 1 to 200 printable characters, no spaces (e.g. a UUID)`);
  }
  if (header !== undefined && field !== undefined && header !== field) throw new RequestError(400, 'the Idempotency-Key header and "clientKey" differ; give one');
  return header ?? (field as string | undefined);
}

/** The same request, whatever the order of its fields. */
export function sameRequest(a: JobRequest, b: JobRequest): boolean {
  const sorted = (_key: string, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v);
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted);
}

export function checkInt(r: Record<string, unknown>, key: string, min: number, max: number): void {
  const v = r[key];
  if (v !== undefined && !(Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max)) {
    throw new RequestError(400, `"${key}" must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  }
}

/**
 * The compare command of a checked request. A shipped scenario used as it is stays a name
 * (`compare default --vary ...`, the command a user types); otherwise its text, with players and
 * strategy set, is scenario.yaml, and under `rules` the same with the options set is variant.yaml.
 * Uploaded text is validated here first, its errors naming scenario.yaml as the CLI would; it may
 * name no file (`sources`: modules by name from the trusted folder at most, written as their paths).
 */
export function planJob(r: JobRequest, ids: AllowedIds, shippedText: (name: string) => string, sources: Sources): JobPlan {
  const files: Record<string, string> = {};
  let text = r.scenarioText ?? shippedText(r.scenario as string);
  const edited = r.players !== undefined || r.strategy !== undefined || r.seats !== undefined;
  if (r.scenarioText !== undefined) {
    const modules = parseScenario(text, 'scenario.yaml', ids, sources).modules;
    if (modules) text = withFields(text, { modules: modules.map((m) => m.path) });
  }
  const seats = r.seats?.map((strategy) => ({ strategy }));
  const baseText = edited ? withFields(text, { players: r.players, strategy: r.strategy, seats }) : text;
  let base: string;
  if (r.scenarioText === undefined && !edited) base = r.scenario as string;
  else {
    files['scenario.yaml'] = baseText;
    base = 'scenario.yaml';
  }
  const args = ['compare', base];
  if (r.vary !== undefined) args.push('--vary', r.vary);
  else {
    const name = `${scenarioName(baseText, r.scenario ?? 'scenario')}-house-rules`.slice(0, 80);
    files['variant.yaml'] = withFields(baseText, { name, ...Object.fromEntries(Object.entries(r.rules ?? {}).map(([k, v]) => [`rules.${k}`, v])) });
    args.push('variant.yaml');
  }
  if (r.games !== undefined) args.push('--games', String(r.games));
  if (r.precision !== undefined) args.push('--precision', String(r.precision));
  if (r.maxGames !== undefined) args.push('--max-games', String(r.maxGames));
  if (r.strategies !== undefined) args.push('--strategies', r.strategies);
  return { args, files };
}

/** The scenario's `name`, or `fallback`; letters, digits, '.', '_' and '-' only. */
function scenarioName(text: string, fallback: string): string {
  const name = parseDocument(text).get('name');
  return (typeof name === 'string' && name !== '' ? name : fallback).replace(/[^A-Za-z0-9_.-]+/g, '-');
}

/** The YAML text with these fields set (`rules.combat`: a path), its comments and order kept; undefined values skipped. */
function withFields(text: string, fields: Record<string, unknown>): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new ScenarioError(`scenario.yaml: YAML syntax error: ${doc.errors[0].message.split('\n')[0]}`);
  if (doc.contents === null) doc.contents = doc.createNode({}) as never;
  for (const [path, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const keys = path.split('.');
    if (!SCENARIO_KEYS.includes(keys[0] as (typeof SCENARIO_KEYS)[number])) throw new RequestError(400, `unknown scenario field ${keys[0]} (known: ${SCENARIO_KEYS.join(', ')})${didYouMean(keys[0], SCENARIO_KEYS)}`);
    if (keys[0] === 'players') doc.delete('seats');
    if (keys[0] === 'seats') doc.delete('players');
    doc.setIn(keys, value);
  }
  return doc.toString();
}
