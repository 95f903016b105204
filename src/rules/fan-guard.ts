// What keeps a fan module (fan-facade.ts) from making a run depend on anything but its seed, or from
// hanging it: while its code runs, the unseeded random source and the clock (Date.now, new Date(), Date(),
// performance.now) throw, and a call that catches the throw is refused all the same when the module
// returns; and a watchdog (Node's vm timeout, the isolate's own: it interrupts a loop that never
// returns) bounds its load and each game it plays in. docs/modules.md, "What keeps a run honest".
import { createContext, Script } from 'node:vm';
import { FAN_THREW } from './fan-api.ts';
import { ScenarioError } from '../fields/field-rules.ts';

/** An error of a fan module's making, naming its file (its message starts with FAN_THREW). */
export class FanModuleError extends Error {
  override name = 'FanModuleError';
}

const RealDate = Date;

/** How deep in fan module code this thread is (a handler's change may run another's handler), and whose. */
let depth = 0;
let current = '';
/** The first unseeded source a module used since the outermost module call began, as its message. */
let violation: string | null = null;

function refuse(what: string): never {
  violation ??= `${FAN_THREW} ${current} used ${what}, which a module may not: its games would differ from run to run and between worker counts (roll the game's dice with g.rollDie; keep a game's values in a fanState)`;
  throw new FanModuleError(violation);
}

const guardNow = (): number => refuse('the clock (Date.now)');
/**
 * The functions a module may not call, each swapped for a refusal while module code runs and put
 * back after: [holder, its global name, property, whether it is a clock]. The guard never calls
 * them itself; a refusal names the function as a module author wrote it.
 */
const GUARDED: readonly (readonly [object, string, string, boolean])[] = [
  [Math, 'Math', 'random', false],
  [performance, 'performance', 'now', true],
];
const refusals = GUARDED.map(([, name, key, clock]) => {
  const what = clock ? `the clock (${name}.${key})` : `${name}.${key}`;
  return (): number => refuse(what);
});
const saved: unknown[] = GUARDED.map(([holder, , key]) => (holder as Record<string, unknown>)[key]);
const GuardedDate = new Proxy(RealDate, {
  construct: (target, args: unknown[], newTarget) => (args.length === 0 ? refuse('the clock (new Date())') : Reflect.construct(target, args, newTarget)),
  apply: () => refuse('the clock (Date())'),
  get: (target, key, receiver) => (key === 'now' ? guardNow : Reflect.get(target, key, receiver)),
});

function install(): void {
  for (let i = 0; i < GUARDED.length; i++) (GUARDED[i][0] as Record<string, unknown>)[GUARDED[i][2]] = refusals[i];
  globalThis.Date = GuardedDate;
}

function uninstall(): void {
  for (let i = 0; i < GUARDED.length; i++) {
    const holder = GUARDED[i][0] as Record<string, unknown>;
    const key = GUARDED[i][2];
    // An own property set by install() may hide an inherited one (Performance.prototype.now).
    if (Object.getPrototypeOf(holder)?.[key] === saved[i]) delete holder[key];
    else holder[key] = saved[i];
  }
  globalThis.Date = RealDate;
}

/** Module `file`'s code starts running (a handler, its state's init, its load, apply or enabled). */
export function enterModule(file: string): string {
  if (depth++ === 0) install();
  const outer = current;
  current = file;
  return outer;
}

/**
 * Module code returns to `outer` (what enterModule returned): a FanModuleError if it used an
 * unseeded source, even one whose throw it caught.
 */
export function leaveModule(outer: string): void {
  current = outer;
  if (--depth === 0) uninstall();
  if (violation !== null) {
    const message = violation;
    if (depth === 0) violation = null;
    throw new FanModuleError(message);
  }
}

/** A FanModuleError of the module whose code is running: `the house-rule module FILE ${what}`. */
export function moduleFault(what: string): FanModuleError {
  return new FanModuleError(`${FAN_THREW} ${current} ${what}`);
}

/** Back to no module running: after the watchdog cut a module's code short (its finally blocks did not run). */
export function resetGuards(): void {
  if (depth > 0) uninstall();
  depth = 0;
  current = '';
  violation = null;
}

/** The environment variable that sets the watchdog's budget, in seconds (a whole or decimal number). */
export const WATCHDOG_ENV = 'TALISMAN_SIM_WATCHDOG';
/** The watchdog's budget by default: a minute (search-vs-basic, the slowest shipped scenario, averages 0.2 s a game). */
const DEFAULT_BUDGET_S = 60;

/** The watchdog's budget in milliseconds (TALISMAN_SIM_WATCHDOG, or the default); a ScenarioError for a value that is no budget. */
export function watchdogMs(): number {
  const text = process.env[WATCHDOG_ENV];
  if (text === undefined || text === '') return DEFAULT_BUDGET_S * 1000;
  const s = /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : NaN;
  if (!(s >= 0.01 && s <= 86_400)) throw new ScenarioError(`${WATCHDOG_ENV} must be the watchdog's budget in seconds, 0.01 to 86400 (e.g. 60; got ${JSON.stringify(text)})`);
  return Math.round(s * 1000);
}

/** The budget as the messages say it. */
export function budgetText(ms: number): string {
  return `${ms / 1000} s (${WATCHDOG_ENV})`;
}

/** Thrown when work ran past the watchdog's budget; `file`: the module whose code was running then, or ''. */
export class WatchdogTimeout extends Error {
  override name = 'WatchdogTimeout';
  constructor(message: string, readonly file: string) {
    super(message);
  }

  /** One line naming the module that was running (or, if none was, every module of the game's `files`). */
  lineFor(files: readonly string[]): string {
    if (this.file !== '') return `${FAN_THREW} ${this.file} ${this.message}: a loop that never ends?`;
    return `the game ${this.message} (with the house-rule module${files.length > 1 ? 's' : ''} ${files.join(', ')}, none of whose code was running then)`;
  }
}

/** A withinBudget call is running: one inside it runs under the outer one's budget (no second thread). */
let watched = false;

/** The context whose script calls the work under the timeout: made at the first call (a V8 context costs start-up time). */
let trampoline: { work: (() => unknown) | null } | null = null;
const callWork = new Script('work()');

/**
 * fn(), interrupted if it runs longer than `ms` (a WatchdogTimeout). The interrupt is V8's: no finally
 * block of fn's runs, so the thread's module guards are reset. It costs a thread start (some 0.1 ms):
 * once per load, per game traced, per chunk of games in a batch, never per handler.
 */
export function withinBudget<T>(ms: number, fn: () => T): T {
  if (watched) return fn();
  watched = true;
  const context = (trampoline ??= createContext({ work: null }) as { work: (() => unknown) | null });
  context.work = fn;
  try {
    return callWork.runInContext(context, { timeout: ms }) as T;
  } catch (err) {
    if ((err as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      const file = current;
      resetGuards();
      throw new WatchdogTimeout(`ran past the watchdog's budget of ${budgetText(watchdogMs())}`, file);
    }
    throw err;
  } finally {
    context.work = null;
    watched = false;
  }
}
