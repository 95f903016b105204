// Scenario files (YAML) resolved into a RunPlan, and CLI flag overrides applied to a plan.
// The field rules and error wording live in validate.ts; the plan's shape in src/sim/plan.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument, isMap, isPair, isScalar, type Document, type Node } from 'yaml';
import { DEFAULT_RULES, RULE_OPTIONS, ruleOption, type RuleOptions } from '../rules/options.ts';
import { checkModules, resolveModules } from './fan-modules.ts';
import { closest } from '../fields/suggest.ts';
import { resolveCharacters } from './characters.ts';
import { resolveHandicaps } from './handicaps.ts';
import type { FanDeck } from '../content/fan/deck.ts';
import { resolveCards } from './cards.ts';
import { ANY_FILE, checkSources, type Sources } from './sources.ts';
import type { RunPlan, SeatPlan } from '../sim/plan.ts';
import { SEARCH_DEFAULTS, type SearchPlan } from '../../strategies/search-settings.ts';
import { fsReason } from '../sim/json-file.ts';
import {
  BOOLEAN, NAME, PLAYERS, POSITIVE_INT, ROUND_CAP, SEARCH_ALLOCATION, SEARCH_BUDGET, SEARCH_EVALUATION, SEARCH_HORIZON, SEARCH_POLICY, SEED, ScenarioError,
  MODEL_PATH, characterRule, checkField, checkFlag, checkMapping, fieldError, oneOfRule,
  type AllowedIds, type FieldPath, type FieldRule, type Where,
} from './validate.ts';

export const DEFAULT_GAMES = 10_000;
export const DEFAULT_SEED = 'talisman';
export const DEFAULT_STRATEGY = 'basic';
export const DEFAULT_PLAYERS = DEFAULT_RULES.players;

export const SCENARIO_KEYS = ['name', 'games', 'seed', 'players', 'strategy', 'seats', 'rules', 'roundCap', 'rotate', 'search', 'cards', 'characters', 'handicaps', 'modules', 'model'] as const;
/** The keys of a scenario's `search:` (the search player's settings, strategies/search-settings.ts). */
export const SEARCH_KEYS = ['budget', 'horizon', 'policy', 'evaluation', 'allocation'] as const;
/** The keys of a scenario's `rules:`: every rule option (players is set at the top level). */
export const RULES_KEYS: readonly string[] = RULE_OPTIONS.map((s) => s.key);
export const SEAT_KEYS = ['character', 'strategy'] as const;

/** CLI flags that override a scenario's values (each validated and named as its flag). */
export interface Overrides {
  games?: number | string;
  seed?: number | string;
  players?: number | string;
  roundCap?: number | string;
  combat?: string;
  trophyRate?: number | string;
  /** --rotate: rotate the strategies through the seats (only turns rotation on). */
  rotate?: boolean;
  /** --search-budget, --search-horizon: the search player's rollouts per decision and their turns. */
  searchBudget?: number | string;
  searchHorizon?: number | string;
  /** --search-policy: the search player's rollout policy (basic, expert). */
  searchPolicy?: string;
  /** --search-evaluation, --search-allocation: its value at the horizon and its rollouts' spread. */
  searchEvaluation?: string;
  searchAllocation?: string;
}

/** The scenarios shipped with talisman-sim: the package's scenarios/ folder, wherever it is installed. */
export const SHIPPED_SCENARIOS_DIR = fileURLToPath(new URL('../../scenarios/', import.meta.url));

/** The shipped scenarios' names (their file names less .yaml), sorted. */
export function shippedScenarios(): string[] {
  return readdirSync(SHIPPED_SCENARIOS_DIR).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -'.yaml'.length)).sort();
}

/**
 * The file a scenario argument names: a path as given; a word that is no file and has neither a
 * .yaml suffix nor a folder in it, the shipped scenario of that name (`default`, `doc-x1`).
 * An unknown name is a ScenarioError listing the shipped ones.
 */
export function scenarioPath(arg: string): string {
  if (existsSync(arg) || /\.ya?ml$/i.test(arg) || /[\\/]/.test(arg)) return arg;
  const names = shippedScenarios();
  if (names.includes(arg)) return join(SHIPPED_SCENARIOS_DIR, `${arg}.yaml`);
  const meant = closest(arg, names);
  throw new ScenarioError(`unknown scenario '${arg}': neither a file nor a shipped scenario (${names.join(', ')})${meant === null ? '' : `; did you mean '${meant}'?`}`);
}

/** The shipped scenario a scenario argument names (by name, or by its path in the package), or null. */
export function shippedName(arg: string): string | null {
  const name = basename(arg, extname(arg));
  if (!shippedScenarios().includes(name)) return null;
  return arg === name || resolve(arg) === join(SHIPPED_SCENARIOS_DIR, `${name}.yaml`) ? name : null;
}

/**
 * Read, validate and resolve a scenario: a file, or a shipped scenario by name (scenarioPath).
 * Every problem is a ScenarioError naming the file.
 */
export function loadScenario(arg: string, ids: AllowedIds): RunPlan {
  const file = scenarioPath(arg);
  return parseScenario(readScenarioText(file), file, ids);
}

/**
 * A scenario file's text; a ScenarioError when it cannot be read or is no text (NUL bytes or
 * invalid UTF-8: a binary file would otherwise be echoed back in the syntax error).
 */
function readScenarioText(file: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    throw new ScenarioError(`cannot read ${file}: ${fsReason(err, file)}`);
  }
  const notText = new ScenarioError(`${file}: not a text file (YAML expected)`);
  if (bytes.includes(0)) throw notText;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notText;
  }
}

/** The scenario file as plain data, unchecked (compare --vary edits it, then resolves each arm). */
export function readScenarioData(file: string): unknown {
  return parseYaml(readScenarioText(file), file).data;
}

/**
 * Aliases a scenario may expand (the yaml package's maxAliasCount): a few shared seat lists are
 * fine; a "billion laughs" file of nested aliases is stopped before it fills the memory.
 */
export const MAX_ALIASES = 100;

/** Parse YAML text; its syntax errors and an alias bomb are one-line ScenarioErrors naming `file`. */
function parseYaml(text: string, file: string): { doc: Document; lineCounter: LineCounter; data: unknown } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const syntax = doc.errors[0];
  if (syntax) {
    const pos = syntax.linePos?.[0];
    const at = pos ? `:${pos.line}:${pos.col}` : '';
    const message = syntax.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new ScenarioError(`${file}${at}: YAML syntax error: ${message}`);
  }
  try {
    return { doc, lineCounter, data: doc.toJS({ maxAliasCount: MAX_ALIASES }) as unknown };
  } catch (err) {
    if (err instanceof ReferenceError) throw new ScenarioError(`${file}: its YAML aliases expand too far (over ${MAX_ALIASES} uses); write the values out`);
    throw err;
  }
}

/**
 * Validate and resolve scenario text; `file` names it in errors and gives the default name.
 * `sources`: the files it may name (sources.ts; serve's uploads name none).
 */
export function parseScenario(text: string, file: string, ids: AllowedIds, sources: Sources = ANY_FILE): RunPlan {
  const { doc, lineCounter, data } = parseYaml(text, file);
  const where: Where = { file, lineOf: (path, atKey) => lineOfPath(doc, lineCounter, path, atKey) };
  return resolveScenario(data ?? {}, where, ids, sources);
}

/** The 1-based line of a field's value (or of its key, for unknown keys). */
function lineOfPath(doc: Document, lines: LineCounter, path: FieldPath, atKey = false): number | undefined {
  let node: unknown = doc.contents;
  if (atKey && path.length > 0) {
    const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
    const key = path[path.length - 1];
    node = isMap(parent) ? parent.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key))?.key : undefined;
  } else if (path.length > 0) {
    node = doc.getIn(path, true);
  }
  const range = (node as Node | undefined)?.range;
  return range ? lines.linePos(range[0]).line : undefined;
}

/**
 * Resolve a parsed scenario (plain data) into a RunPlan. A list is a deck file (what `cards:` may
 * name): the default scenario's settings with those cards, written out in it.
 */
export function resolveScenario(raw: unknown, where: Where, ids: AllowedIds, sources: Sources = ANY_FILE): RunPlan {
  if (Array.isArray(raw)) return { ...resolveScenario({}, where, ids, sources), cards: deckFile(raw, where), cardsFile: basename(where.file) };
  const top = checkMapping(where, [], raw, SCENARIO_KEYS);
  const modulesDir = checkSources(top, where, sources);
  const optional = <T>(key: string, rule: FieldRule<T>, fallback: T): T =>
    top[key] === undefined ? fallback : checkField(where, [key], top[key], rule);
  const characters = top.characters === undefined ? undefined : resolveCharacters(top.characters, where);
  const seats = resolveSeats(top, where, characters ? { ...ids, characters: [...ids.characters, ...characters.map((c) => c.id)] } : ids);
  const plan: RunPlan = {
    scenario: optional('name', NAME, basename(where.file, extname(where.file))),
    rules: { ...resolveRules(top, where), players: seats.length },
    seats,
    games: optional('games', POSITIVE_INT, DEFAULT_GAMES),
    seed: optional('seed', SEED, DEFAULT_SEED),
  };
  if (optional('rotate', BOOLEAN, false)) plan.rotate = true;
  if (top.search !== undefined) plan.search = resolveSearch(top.search, where);
  if (top.cards !== undefined) {
    plan.cards = resolveScenarioCards(top.cards, where);
    if (typeof top.cards === 'string') plan.cardsFile = top.cards.trim();
  }
  if (characters) plan.characters = characters;
  if (top.handicaps !== undefined && top.handicaps !== null) {
    const handicaps = resolveHandicaps(top.handicaps, where, characters);
    if (Object.keys(handicaps).length > 0) plan.handicaps = handicaps;
  }
  if (top.modules !== undefined) {
    plan.modules = resolveModules(top.modules, where, modulesDir);
    checkModules(plan.modules, plan.rules, where);
  }
  if (top.model !== undefined) {
    // Both valuations of the learned player read the scenario's model.
    const model = resolveModel(top.model, where, ids);
    plan.models = { learned: model, 'learned-deep': model };
  }
  return plan;
}

/** A scenario file that is a list: a deck of fan cards; an entry that is no mapping says how the file was read. */
function deckFile(raw: unknown[], where: Where): FanDeck {
  try {
    return resolveCards(raw, where, []);
  } catch (err) {
    if (!(err instanceof ScenarioError) || !err.message.includes('must be a mapping of keys')) throw err;
    throw new ScenarioError(`${err.message}: the file is a list, read as a deck of fan cards; a scenario is a mapping of keys (games: 100)`);
  }
}

/**
 * `cards:`: a list of fan cards, or the path of a YAML file holding that list (relative to the
 * scenario's folder), whose errors name that file and its lines.
 */
function resolveScenarioCards(raw: unknown, where: Where): FanDeck {
  if (typeof raw !== 'string') return resolveCards(raw, where, ['cards']);
  if (raw.trim() === '' || !/\.ya?ml$/i.test(raw.trim())) throw fieldError(where, ['cards'], `must be a list of cards or the path of a .yaml file holding one (got ${JSON.stringify(raw)})`);
  const file = isAbsolute(raw.trim()) ? raw.trim() : join(dirname(where.file), raw.trim());
  if (!existsSync(file)) throw fieldError(where, ['cards'], `names ${file}, which does not exist`);
  const { doc, lineCounter, data } = parseYaml(readScenarioText(file), file);
  const deckWhere: Where = { file, lineOf: (path, atKey) => lineOfPath(doc, lineCounter, path, atKey) };
  return resolveCards(data, deckWhere, []);
}

/**
 * `model:`: the learned seats' model file, relative to the scenario's folder, read and checked now
 * (by the ids' checkModel, the learned player's loadModel), so that a missing or stale file stops
 * the run before its first game.
 */
function resolveModel(raw: unknown, where: Where, ids: AllowedIds): unknown {
  const given = checkField(where, ['model'], raw, MODEL_PATH);
  const file = isAbsolute(given) ? given : join(dirname(where.file), given);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw fieldError(where, ['model'], `names ${file}, which ${code === 'ENOENT' ? 'does not exist' : `cannot be read as JSON (${(err as Error).message.split('\n')[0]})`}`);
  }
  try {
    ids.checkModel?.(json, file);
  } catch (err) {
    throw fieldError(where, ['model'], `names a model that does not load: ${(err as Error).message}`);
  }
  return json;
}

/** `search:`, each key optional over the search player's defaults. */
function resolveSearch(raw: unknown, where: Where): SearchPlan {
  const given = checkMapping(where, ['search'], raw, SEARCH_KEYS);
  const out: SearchPlan = {
    budget: given.budget === undefined ? SEARCH_DEFAULTS.budget : checkField(where, ['search', 'budget'], given.budget, SEARCH_BUDGET),
    horizon: given.horizon === undefined ? SEARCH_DEFAULTS.horizon : checkField(where, ['search', 'horizon'], given.horizon, SEARCH_HORIZON),
  };
  if (given.policy !== undefined) out.policy = checkField(where, ['search', 'policy'], given.policy, SEARCH_POLICY);
  if (given.evaluation !== undefined) out.evaluation = checkField(where, ['search', 'evaluation'], given.evaluation, SEARCH_EVALUATION);
  if (given.allocation !== undefined) out.allocation = checkField(where, ['search', 'allocation'], given.allocation, SEARCH_ALLOCATION);
  return out;
}

/** The plan's search settings with the flags over them; undefined when neither gives any. */
export function searchOverrides(plan: SearchPlan | undefined, o: Overrides): SearchPlan | undefined {
  const flags = [o.searchBudget, o.searchHorizon, o.searchPolicy, o.searchEvaluation, o.searchAllocation];
  if (plan === undefined && flags.every((f) => f === undefined)) return undefined;
  const out: SearchPlan = {
    budget: o.searchBudget === undefined ? plan?.budget ?? SEARCH_DEFAULTS.budget : checkFlag('search-budget', o.searchBudget, SEARCH_BUDGET),
    horizon: o.searchHorizon === undefined ? plan?.horizon ?? SEARCH_DEFAULTS.horizon : checkFlag('search-horizon', o.searchHorizon, SEARCH_HORIZON),
  };
  const policy = o.searchPolicy === undefined ? plan?.policy : checkFlag('search-policy', o.searchPolicy, SEARCH_POLICY);
  if (policy !== undefined) out.policy = policy;
  const evaluation = o.searchEvaluation === undefined ? plan?.evaluation : checkFlag('search-evaluation', o.searchEvaluation, SEARCH_EVALUATION);
  if (evaluation !== undefined) out.evaluation = evaluation;
  const allocation = o.searchAllocation === undefined ? plan?.allocation : checkFlag('search-allocation', o.searchAllocation, SEARCH_ALLOCATION);
  if (allocation !== undefined) out.allocation = allocation;
  return out;
}

/** `rules:` over DEFAULT_RULES; `roundCap` may sit there or at the top level, not both. */
function resolveRules(top: Record<string, unknown>, where: Where): RuleOptions {
  const hints = { players: ' (players is set at the top level, or by seats)' };
  const given = top.rules === undefined || top.rules === null ? {} : checkMapping(where, ['rules'], top.rules, RULES_KEYS, hints);
  if (top.roundCap !== undefined && given.roundCap !== undefined) {
    throw fieldError(where, ['roundCap'], 'is also set as rules.roundCap; give it in one place only', true);
  }
  const rules: RuleOptions = { ...DEFAULT_RULES };
  const roundCapPath = top.roundCap !== undefined ? ['roundCap'] : ['rules', 'roundCap'];
  const roundCap = top.roundCap ?? given.roundCap;
  if (roundCap !== undefined) rules.roundCap = checkField(where, roundCapPath, roundCap, ROUND_CAP);
  const set = rules as unknown as Record<string, unknown>;
  for (const spec of RULE_OPTIONS) {
    if (spec.key !== 'roundCap' && given[spec.key] !== undefined) set[spec.key] = checkField(where, ['rules', spec.key], given[spec.key], spec.rule as FieldRule<unknown>);
  }
  checkNeeds(given, rules, where);
  return rules;
}

/** An option given without the option it works under (trade without fullEncounters) would be silently ignored: an error naming both. */
function checkNeeds(given: Record<string, unknown>, resolved: RuleOptions, where: Where): void {
  const rules = resolved as unknown as Record<string, unknown>;
  for (const { key, needs } of RULE_OPTIONS) {
    if (!needs || given[key] === undefined || (needs.values as readonly unknown[]).includes(rules[needs.key])) continue;
    const values = needs.values.map((v) => String(v)).join(' or ');
    throw fieldError(where, ['rules', key], `needs rules.${needs.key}: ${values} (it has no effect without it; rules.${needs.key} is ${String(rules[needs.key])})`, true);
  }
}

/** Seats from `players` (a count of random characters) or from a `seats` list, never both. */
function resolveSeats(top: Record<string, unknown>, where: Where, ids: AllowedIds): SeatPlan[] {
  const strategyRule = oneOfRule(ids.strategies);
  const strategy = top.strategy === undefined ? DEFAULT_STRATEGY : checkField(where, ['strategy'], top.strategy, strategyRule);
  if (top.seats === undefined) {
    const players = top.players === undefined ? DEFAULT_PLAYERS : checkField(where, ['players'], top.players, PLAYERS);
    return Array.from({ length: players }, () => ({ character: null, strategy }));
  }
  if (top.players !== undefined) {
    throw fieldError(where, ['players'], 'cannot be combined with seats; give either players (a count) or seats (a list)', true);
  }
  if (!Array.isArray(top.seats) || top.seats.length < 2 || top.seats.length > 8) {
    throw fieldError(where, ['seats'], `must be a list of 2 to 8 seats, each {character, strategy} (got ${describeList(top.seats)})`);
  }
  const seats = top.seats.map((raw, i) => resolveSeat(raw, i, strategy, where, ids));
  checkDistinctCharacters(seats, where);
  return seats;
}

function resolveSeat(raw: unknown, i: number, strategy: string, where: Where, ids: AllowedIds): SeatPlan {
  const seat = checkMapping(where, ['seats', i], raw ?? {}, SEAT_KEYS);
  return {
    character: seat.character === undefined ? null : checkField(where, ['seats', i, 'character'], seat.character, characterRule(ids.characters)),
    strategy: seat.strategy === undefined ? strategy : checkField(where, ['seats', i, 'strategy'], seat.strategy, oneOfRule(ids.strategies)),
  };
}

/** A character can be fixed for one seat only (there is one card of each). */
function checkDistinctCharacters(seats: SeatPlan[], where: Where): void {
  seats.forEach((seat, i) => {
    const first = seats.findIndex((s) => s.character !== null && s.character === seat.character);
    if (first >= 0 && first < i) {
      throw fieldError(where, ['seats', i, 'character'], `repeats ${seat.character}, already fixed for seats[${first}]; each character can be fixed for one seat only`);
    }
  });
}

function describeList(v: unknown): string {
  return Array.isArray(v) ? `a list of ${v.length}` : v === null ? 'nothing' : typeof v === 'object' ? 'a mapping' : JSON.stringify(v);
}

/**
 * Apply CLI flags to a resolved plan (a new plan; the input is not changed). `players` resizes a
 * plan whose seats are all random with one strategy; a plan with listed seats cannot be resized.
 */
export function applyOverrides(plan: RunPlan, o: Overrides): RunPlan {
  const rules: RuleOptions = { ...plan.rules };
  if (o.roundCap !== undefined) rules.roundCap = checkFlag('round-cap', o.roundCap, ROUND_CAP);
  if (o.combat !== undefined) rules.combat = checkFlag('combat', o.combat, ruleOption('combat').rule);
  if (o.trophyRate !== undefined) rules.trophyRate = checkFlag('trophy-rate', o.trophyRate, ruleOption('trophyRate').rule);
  const seats = o.players === undefined ? plan.seats.map((s) => ({ ...s })) : resizeSeats(plan.seats, checkFlag('players', o.players, PLAYERS));
  rules.players = seats.length;
  const out: RunPlan = {
    scenario: plan.scenario,
    rules,
    seats,
    games: o.games === undefined ? plan.games : checkFlag('games', o.games, POSITIVE_INT),
    seed: o.seed === undefined ? plan.seed : checkFlag('seed', o.seed, SEED, true),
  };
  if (plan.rotate || o.rotate) out.rotate = true;
  if (plan.tables) out.tables = plan.tables.map((t) => t.slice());
  if (plan.cards) out.cards = plan.cards;
  if (plan.cardsFile !== undefined) out.cardsFile = plan.cardsFile;
  if (plan.modules) out.modules = plan.modules;
  if (plan.characters) out.characters = plan.characters;
  if (plan.handicaps) out.handicaps = plan.handicaps;
  const search = searchOverrides(plan.search, o);
  if (search) out.search = search;
  return out;
}

function resizeSeats(seats: readonly SeatPlan[], players: number): SeatPlan[] {
  const strategy = seats[0].strategy;
  if (!seats.every((s) => s.character === null && s.strategy === strategy)) {
    throw new ScenarioError('--players can only change a scenario given by a player count; this one lists its seats (edit seats in the file)');
  }
  return Array.from({ length: players }, () => ({ character: null, strategy }));
}
