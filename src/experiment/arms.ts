// An experiment: arms, each a resolved RunPlan, baseline first, that share the seed, the player count
// and the fixed characters, so that game i of every arm is dealt and shuffled alike. Built from
// scenario files, or from one file and `--vary path=v1,v2` (each value an arm, checked by the
// scenario validator), and re-seated for `--strategies` (every seat one strategy per mix).
import { parse } from 'yaml';
import { loadScenario, readScenarioData, resolveScenario, scenarioPath } from '../scenario/load.ts';
import { ScenarioError, type AllowedIds } from '../scenario/validate.ts';
import type { RunPlan } from '../sim/plan.ts';
import type { DrawerTask } from './drawer.ts';
import { seatsOf } from '../sim/rotation.ts';

export interface Arm {
  /** The scenario's name, or `path=value` under --vary. */
  name: string;
  /** Where it came from: the scenario file. */
  file: string;
  plan: RunPlan;
}

export interface Experiment {
  arms: Arm[];
  /** Every strategy any arm seats, sorted (the layout's strategy metrics). */
  strategies: string[];
  /** Per arm, the earlier arm it is paired with (doc-balance); absent: every arm against the baseline. */
  bases?: number[];
  /** The arm whose event counts are summed (doc-balance's exposure); absent: none. */
  eventsOf?: number;
  /** Arms summed as a pool, each also paired against the pool's mean (doc-balance's relative effects; experiment/sums.ts); absent: none. */
  pool?: number[];
  /** The factorial design's cards (experiment/factorial.ts): its two arms' difference regressed on them; absent: none. */
  factorial?: number;
  /** Follow each pooled arm's card to its first drawer (experiment/drawer.ts); absent: none. */
  drawer?: DrawerTask;
}

/** Each file an arm; arms whose scenario names repeat get their position appended. */
export function armsFromFiles(files: readonly string[], ids: AllowedIds): Arm[] {
  const plans = files.map((f) => loadScenario(f, ids));
  return plans.map((plan, i) => {
    const repeated = plans.some((p, j) => j !== i && p.scenario === plan.scenario);
    return { name: repeated ? `${plan.scenario}#${i + 1}` : plan.scenario, file: files[i], plan };
  });
}

/**
 * `--vary rules.combat=1d6,2d6`: the file once per value, with the value set at the path (a YAML
 * flow value: `5` is a number, `true` a boolean, `[next, vibes]` a list, `{parties: true}` a
 * mapping; commas inside brackets or braces do not split). The file is checked first as itself;
 * each value then by the scenario validator, its errors naming `--vary`.
 */
export function armsFromVary(file: string, spec: string, ids: AllowedIds): Arm[] {
  const m = /^([A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z][A-Za-z0-9-]*)*)=(.+)$/.exec(spec.trim());
  if (!m) throw new ScenarioError(`--vary must be PATH=V1,V2[,...], e.g. rules.combat=1d6,2d6 (got ${JSON.stringify(spec)})`);
  const path = m[1].split('.');
  const texts = topLevelValues(m[2]);
  if (texts.length < 2 || texts.some((v) => v === '')) throw new ScenarioError(`--vary ${m[1]} needs at least two comma-separated values (got ${JSON.stringify(m[2])})`);
  const repeated = texts.find((v, i) => texts.indexOf(v) !== i);
  if (repeated !== undefined) throw new ScenarioError(`--vary ${m[1]}: the value ${repeated} is listed twice`);
  if (['seed', 'players', 'seats', 'games', 'name'].includes(path[0])) {
    throw new ScenarioError(`--vary ${m[1]}: the arms must share ${path[0]}; vary a rule option (rules.NAME), a handicap (handicaps.troll.strength), strategy or rotate`);
  }
  loadScenario(file, ids);
  const raw = readScenarioData(scenarioPath(file)) as Record<string, unknown> | null;
  return texts.map((text) => {
    const doc = structuredClone(raw ?? {}) as Record<string, unknown>;
    setPath(doc, path, varyValue(m[1], text));
    const plan = resolveScenario(doc, { file: '--vary', lineOf: () => undefined }, ids);
    return { name: `${m[1]}=${text}`, file, plan };
  });
}

/** The comma-separated values of `--vary`, split at the commas outside [] and {} only. */
function topLevelValues(text: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if ('[{'.includes(text[i])) depth++;
    else if (']}'.includes(text[i])) depth = Math.max(0, depth - 1);
    else if (text[i] === ',' && depth === 0) {
      values.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  values.push(text.slice(start).trim());
  return values;
}

/** One --vary value, parsed as a YAML flow value; a ScenarioError naming it when it is not one. */
function varyValue(path: string, text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 0 }) as unknown;
  } catch (err) {
    throw new ScenarioError(`--vary ${path}: ${text} is not a YAML value (${(err as Error).message.split('\n')[0]})`);
  }
}

function setPath(doc: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = doc;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    if (next === undefined || next === null) at[key] = {};
    else if (typeof next !== 'object' || Array.isArray(next)) throw new ScenarioError(`--vary ${path.join('.')}: ${key} is not a mapping in the scenario`);
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]] = value;
}

/** The experiment of these arms, games set on each; a one-line error when they cannot be paired. */
export function experimentOf(arms: Arm[], games: number): Experiment {
  if (arms.length < 2) throw new ScenarioError('compare needs at least two arms: two scenario files, or one with --vary');
  const base = arms[0];
  for (const arm of arms.slice(1)) {
    const why = unpairable(base.plan, arm.plan);
    if (why) throw new ScenarioError(`${arm.name} (${arm.file}) cannot be paired with ${base.name} (${base.file}): ${why}`);
  }
  const plans = arms.map((a) => ({ ...a, plan: { ...a.plan, games } }));
  return { arms: plans, strategies: strategiesOf(plans.map((a) => a.plan)) };
}

function unpairable(a: RunPlan, b: RunPlan): string | null {
  if (a.seed !== b.seed) return `seed '${b.seed}' differs from '${a.seed}'; the arms must share the seed`;
  if (a.seats.length !== b.seats.length) return `${b.seats.length} players against ${a.seats.length}; the arms must share the player count`;
  const i = a.seats.findIndex((s, k) => s.character !== b.seats[k].character);
  if (i >= 0) return `seats[${i}].character is ${b.seats[i].character ?? 'random'} against ${a.seats[i].character ?? 'random'}; the arms must share the seats' characters`;
  return null;
}

/** Every strategy the plans seat in any game, sorted. */
function strategiesOf(plans: readonly RunPlan[]): string[] {
  const out = new Set<string>();
  for (const p of plans) {
    const n = p.seats.length;
    for (let i = 0; i < n * Math.max(1, p.tables?.length ?? 1); i++) for (const s of seatsOf(p, i)) out.add(s.strategy);
  }
  return [...out].sort();
}

/** The same experiment with every seat of every arm played by `strategy` (one `--strategies` mix). */
export function withStrategy(x: Experiment, strategy: string): Experiment {
  const arms = x.arms.map((a) => {
    const plan: RunPlan = { ...a.plan, seats: a.plan.seats.map((s) => ({ ...s, strategy })) };
    delete plan.rotate;
    delete plan.tables;
    return { ...a, plan };
  });
  return { arms, strategies: [strategy] };
}
