// A `worth` or `balance` job of `talisman-sim serve` (POST /api/jobs with "command": "worth" or
// "balance"): a shipped scenario by name and the command's main options, each checked here, so that a
// bad one is the request's 400 naming the field and what is allowed, not a failed job; then the
// command that plays it. Neither takes scenario text, so nothing the request sends becomes a file.
// The server checks and plans every request here: a comparison goes on to request.ts.
import { didYouMean } from '../../fields/suggest.ts';
import { HANDICAP_POINTS } from '../../scenario/handicaps.ts';
import { loadScenario, scenarioPath, shippedScenarios } from '../../scenario/load.ts';
import type { Sources } from '../../scenario/sources.ts';
import type { AllowedIds } from '../../scenario/validate.ts';
import { MAX_JOB_GAMES, RequestError, checkInt, checkRequest, planJob, type JobPlan, type JobRequest } from './request.ts';

type Analysis = 'worth' | 'balance';

/** The fields each takes (besides "command" and "clientKey"). */
const KEYS: Record<Analysis, readonly string[]> = {
  worth: ['scenario', 'strategy', 'games', 'precision', 'maxGames', 'attributes'],
  balance: ['scenario', 'strategies', 'band', 'attributes', 'games', 'maxGames', 'steps', 'scaleGames', 'verifyGames'],
};

/** Each request field's flag (the same name, hyphenated). */
const FLAGS: Record<string, string> = {
  strategy: '--strategy', precision: '--precision', maxGames: '--max-games', attributes: '--attributes', strategies: '--strategies',
  band: '--band', games: '--games', steps: '--steps', scaleGames: '--scale-games', verifyGames: '--verify-games',
};

/** Check any job request: a worth or balance job here, a comparison (no "command", or "compare") by request.ts. */
export function checkJobRequest(body: unknown, ids: AllowedIds): JobRequest {
  const r = body as Record<string, unknown> | null;
  if (r?.command !== 'worth' && r?.command !== 'balance') return checkRequest(body, ids);
  const { clientKey: _key, ...request } = r;
  return checkAnalysis(r.command, request, ids);
}

/** The command of any checked request (planJob for a comparison). */
export function planAnyJob(r: JobRequest, ids: AllowedIds, shippedText: (name: string) => string, sources: Sources): JobPlan {
  return r.command === 'worth' || r.command === 'balance' ? planAnalysis(r) : planJob(r, ids, shippedText, sources);
}

/** Check a worth or balance request: its fields, values, and a scenario that deals one character per seat. */
function checkAnalysis(command: Analysis, r: Record<string, unknown>, ids: AllowedIds): JobRequest {
  const keys = KEYS[command];
  const unknown = Object.keys(r).find((k) => k !== 'command' && !keys.includes(k));
  if (unknown !== undefined) throw new RequestError(400, `"${unknown}" is no field of a ${command} job (its fields: command, ${keys.join(', ')}, clientKey)${didYouMean(unknown, keys)}`);
  if (typeof r.scenario !== 'string' || !shippedScenarios().includes(r.scenario)) {
    throw new RequestError(400, `"scenario" of a ${command} job must be a shipped scenario's name: ${shippedScenarios().join(', ')} (got ${JSON.stringify(r.scenario)})${didYouMean(r.scenario, shippedScenarios())}`);
  }
  if (r.strategy !== undefined && !ids.strategies.includes(r.strategy as string)) throw new RequestError(400, `"strategy" must be one of ${ids.strategies.join(', ')} (got ${JSON.stringify(r.strategy)})`);
  if (r.strategies !== undefined) list(r, 'strategies', ids.strategies);
  if (r.attributes !== undefined) list(r, 'attributes', HANDICAP_POINTS);
  for (const key of ['games', 'maxGames', 'scaleGames', 'verifyGames']) checkInt(r, key, 1, MAX_JOB_GAMES);
  checkInt(r, 'steps', 1, 50);
  for (const key of ['precision', 'band']) {
    const v = r[key];
    if (v !== undefined && !(typeof v === 'number' && v > 0 && v <= 50)) throw new RequestError(400, `"${key}" must be a number of percentage points above 0 and at most 50 (got ${JSON.stringify(v)})`);
  }
  if (command === 'worth' && r.games !== undefined && r.precision !== undefined) throw new RequestError(400, 'a worth job takes "games" (game indices) or "precision" (a half-width, with "maxGames"), not both');
  if (command === 'worth' && r.maxGames !== undefined && r.precision === undefined) throw new RequestError(400, '"maxGames" of a worth job goes with "precision" (without it, "games" is the count)');
  if (loadScenario(scenarioPath(r.scenario), ids).rules.dealThree) {
    throw new RequestError(400, `"scenario": ${r.scenario} deals three characters to choose from (rules.dealThree), and ${command} needs one character dealt per seat`);
  }
  return r as JobRequest;
}

/** A comma-separated list of known values, no repeats. */
function list(r: Record<string, unknown>, key: string, known: readonly string[]): void {
  const v = r[key];
  const items = typeof v === 'string' ? v.split(',').map((x) => x.trim()) : [];
  const bad = items.find((x, i) => !known.includes(x) || items.indexOf(x) !== i);
  if (typeof v !== 'string' || v.length > 200 || items.length === 0 || bad !== undefined) {
    throw new RequestError(400, `"${key}" must be a comma-separated list without repeats of ${known.join(', ')} (got ${JSON.stringify(v)})${bad === undefined ? '' : didYouMean(bad, known)}`);
  }
}

/** The command of a checked worth or balance request: `worth NAME --flag value ...`; a worth "games" is a fixed count of game indices. */
function planAnalysis(r: JobRequest): JobPlan {
  const command = r.command as Analysis;
  const args: string[] = [command, r.scenario as string];
  for (const key of KEYS[command]) {
    const v = (r as Record<string, unknown>)[key];
    if (key === 'scenario' || v === undefined) continue;
    if (command === 'worth' && key === 'games') args.push('--block', String(v), '--max-games', String(v));
    else args.push(FLAGS[key], String(v));
  }
  return { args, files: {} };
}
