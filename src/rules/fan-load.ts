// A fan module's compiled code (src/scenario/fan-modules.ts compiles it when the scenario is read)
// turned into a RuleModule, in the main thread and in each worker: the code travels in the plan, so
// every thread runs the same module. Evaluated once per thread for each file and hashes of its bundle.
import { createRequire } from 'node:module';
import type { FanRuleModule } from './fan-api.ts';
import { FanModuleError, FAN_THREW, fanRuleModule } from './fan-facade.ts';
import { WatchdogTimeout, enterModule, leaveModule, watchdogMs, withinBudget } from './fan-guard.ts';
import type { RuleModule } from './module.ts';
import { manualPage } from '../fields/package-files.ts';

/** A house-rule module of a scenario (`modules:`), as the plan carries it to the workers. */
export interface FanModuleRef {
  /** The file as the scenario names it (relative to the scenario's folder), for reports and errors. */
  file: string;
  /** Its absolute path (what `require` inside it resolves from). */
  path: string;
  /** SHA-256 of the file's bytes, hex (recorded in the provenance). */
  sha256: string;
  /** Every file its bundle holds, itself first, then those it imports (talisman-sim's public entry aside), each hashed. */
  files: BundledFile[];
  /** The file compiled and bundled by esbuild (CommonJS), the public API included. */
  code: string;
}

/** A file of a module's bundle: its path from the scenario's folder ('/'-separated) and the SHA-256 of its bytes. */
export interface BundledFile {
  file: string;
  sha256: string;
}

/** A scenario's house-rule modules as the provenance records them (summary.json, compare.json, the balance reports). */
export interface HouseRuleRecord {
  file: string;
  sha256: string;
  files: BundledFile[];
}

export function houseRulesOf(refs: readonly FanModuleRef[]): HouseRuleRecord[] {
  // `?? []`: the plan in an aggregate.json of 0.10.0 has no files; compared, it is another plan's run.
  return refs.map((m) => ({ file: m.file, sha256: m.sha256, files: (m.files ?? []).map((f) => ({ ...f })) }));
}

const loaded = new Map<string, RuleModule>();

/** The RuleModule of a fan module's code; a FanModuleError naming the file if it throws or is no module. */
export function fanModuleOf(ref: FanModuleRef): RuleModule {
  const key = `${ref.path}\0${ref.files.map((f) => f.sha256).join('\0')}`;
  let m = loaded.get(key);
  if (!m) {
    m = fanRuleModule(evaluate(ref), ref.file);
    loaded.set(key, m);
  }
  return m;
}

/** The RuleModules of a plan's fan modules, in the scenario's order. */
export function fanModulesOf(refs: readonly FanModuleRef[] | undefined): RuleModule[] {
  return refs ? refs.map(fanModuleOf) : [];
}

/**
 * The RuleModules of a plan's fan modules, each from its code evaluated again: module variables as
 * a fresh thread has them (the determinism check plays a game on them, src/experiment/batch.ts).
 */
export function freshFanModules(refs: readonly FanModuleRef[]): RuleModule[] {
  return refs.map((ref) => fanRuleModule(evaluate(ref), ref.file));
}

const ID = /^[a-z0-9][a-z0-9-]*$/;

function evaluate(ref: FanModuleRef): FanRuleModule {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const ms = watchdogMs();
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the module's own code, compiled by esbuild from the file the scenario names
    const load = new Function('module', 'exports', 'require', ref.code) as (...args: unknown[]) => void;
    withinBudget(ms, () => {
      const outer = enterModule(ref.file);
      try {
        load(module, module.exports, createRequire(ref.path));
      } finally {
        leaveModule(outer);
      }
    });
  } catch (err) {
    if (err instanceof WatchdogTimeout) throw new FanModuleError(`${FAN_THREW} ${ref.file} never finished loading: it ${err.message}`);
    if (err instanceof FanModuleError) throw err;
    throw new FanModuleError(`${FAN_THREW} ${ref.file} threw while loading: ${err instanceof Error ? err.message : String(err)}`);
  }
  const m = (module.exports.default ?? module.exports.module) as Partial<FanRuleModule> | undefined;
  const bad = (what: string) => new FanModuleError(`${ref.file}: ${what} (see ${manualPage('modules.md')})`);
  if (typeof m !== 'object' || m === null) throw bad('exports no house rule: `export default houseRule({ id, desc, apply })`');
  if (typeof m.id !== 'string' || !ID.test(m.id)) throw bad(`its id must be lower-case letters, digits and dashes (got ${JSON.stringify(m.id)})`);
  if (typeof m.desc !== 'string' || m.desc.trim() === '') throw bad('its desc must be a line saying what the rule does');
  if (typeof m.apply !== 'function') throw bad('its apply must be a function (r, o) => rule set');
  if (m.enabled !== undefined && typeof m.enabled !== 'function') throw bad('its enabled must be a function (o) => boolean, or absent');
  if (m.options !== undefined && !(Array.isArray(m.options) && m.options.length === 0)) throw bad('a fan module owns no rule options: leave options out');
  return m as FanRuleModule;
}
