// A fan module (rules/fan-api.ts) folded into the engine: its handlers are called with a FanGame and
// FanPlayers built over the Game, never with the Game or a Player, and its parameters are checked
// before they are set. The facades hold the Game only in closures: no property, prototype or
// enumeration of them leads to it (test/rules/fan-facade.test.ts). That is a boundary of the API, not
// a sandbox: the module's code runs in the worker with Node's full powers (docs/modules.md).
import {
  craft, gainCraft, gainFate, gainGold, gainLife, gainStrength, heal, loseCraft, loseLives, loseStrength, payGold, rollPlain, strength,
  LOSE, StateSlot, WIN, type Game, type HookName, type Hooks, type Player, type RuleSet,
} from '../engine/index.ts';
import type { RuleOptions } from './options.ts';
import {
  FAN_CARD_HOOKS, FAN_COMBAT_HOOKS, FAN_GAME_HOOKS, FAN_HOOK_NAMES, FAN_THREW, FAN_PARAM_NAMES, FAN_PLAYER_HOOKS, FAN_SPACE_HOOKS,
  type FanGame, type FanHookName, type FanHooks, type FanParams, type FanPlayer, type FanResult, type FanRuleModule, type FanRuleSet, type FanState,
} from './fan-api.ts';
import { withState, type RuleModule } from './module.ts';
import { didYouMean } from '../fields/suggest.ts';
import { FanModuleError, WatchdogTimeout, enterModule, leaveModule, moduleFault, watchdogMs, withinBudget } from './fan-guard.ts';

export { FAN_THREW } from './fan-api.ts';
export { FanModuleError } from './fan-guard.ts';


function threw(file: string, err: unknown): FanModuleError {
  return new FanModuleError(`${FAN_THREW} ${file} threw: ${err instanceof Error ? err.message : String(err)}`);
}

/** A game's facade and the game it was made in (gameSerial's value then). */
interface Facade {
  readonly f: FanGame;
  readonly serial: number;
}

const facades = new WeakMap<Game, Facade>();

/** The engine's state slot of each fan state folded into a rule set. */
const slots = new WeakMap<FanState<unknown>, StateSlot<unknown>>();
/**
 * The slots by module file and state name: a module's code evaluated again (the determinism check,
 * src/experiment/batch.ts) makes new fan state objects, which take the slots of the first.
 */
const slotsByName = new Map<string, StateSlot<unknown>>();

/**
 * Which game of the thread is being played (runGame counts them): a facade made in an earlier one
 * (a Game is reset and played again) is stale, and using it is the module's fault.
 */
let gameSerial = 0;

/** A new game starts in this thread: the facades of the games before it may no longer be used. */
export function newFanGame(): void {
  gameSerial++;
}

/** The game's facade: a new one for each game, so that its players are the same objects the whole game and no other's. */
export function fanGameOf(g: Game): FanGame {
  let made = facades.get(g);
  if (made === undefined || made.serial !== gameSerial) {
    made = { f: makeFanGame(g, gameSerial), serial: gameSerial };
    facades.set(g, made);
  }
  return made.f;
}

const KEPT = 'used a game object (g, or a player of it) kept from an earlier game: a worker plays many games in turn, each with new ones (keep a game\'s values in a fanState)';

function makeFanGame(g: Game, serial: number): FanGame {
  const players: FanPlayer[] = [];
  const live = (): Game => {
    if (serial !== gameSerial) throw moduleFault(KEPT);
    return g;
  };
  // The player behind a facade: looked up by seat each time (a reset game may hold new Players).
  const seatOf = (p: FanPlayer): Player => {
    live();
    const seat = players.indexOf(p);
    if (seat < 0) throw new TypeError('not a player of this game (pass one of g.players)');
    return g.players[seat];
  };
  const count = (what: string, n: number): number => {
    if (!Number.isInteger(n) || n < 0) throw new TypeError(`${what}: n must be a whole number 0 or more (got ${String(n)})`);
    return n;
  };
  const change = (what: string, act: (g: Game, p: Player, n: number) => unknown) => (p: FanPlayer, n: number): void => {
    const q = seatOf(p);
    if (q.alive && count(what, n) > 0) act(g, q, n);
  };
  for (let seat = 0; seat < g.players.length; seat++) players.push(makeFanPlayer(live, seat));
  Object.freeze(players);
  return Object.freeze({
    get round() { return live().round; },
    get turn() { return live().turn; },
    players,
    rollDie: (p: FanPlayer) => rollPlain(g, 1, seatOf(p)),
    gainLives: change('gainLives', gainLife),
    heal: change('heal', heal),
    loseLives: change('loseLives', (g2, q, n) => loseLives(g2, q, n)),
    gainStrength: change('gainStrength', (g2, q, n) => gainStrength(g2, q, n)),
    loseStrength: change('loseStrength', loseStrength),
    gainCraft: change('gainCraft', (g2, q, n) => gainCraft(g2, q, n)),
    loseCraft: change('loseCraft', loseCraft),
    gainGold: change('gainGold', gainGold),
    payGold: change('payGold', payGold),
    gainFate: change('gainFate', gainFate),
    state: <T>(s: FanState<T>): T => {
      const slot = slots.get(s as FanState<unknown>);
      if (slot === undefined) throw new TypeError('not a state of a module in this game (pass one its apply added with withState)');
      return slot.of(live()) as T;
    },
    say: (text: string) => {
      if (live().log.on) g.say(`  ${String(text)}`);
    },
  });
}

function makeFanPlayer(live: () => Game, seat: number): FanPlayer {
  const p = (): Player => live().players[seat];
  return Object.freeze({
    seat,
    get character() { return p().character?.id ?? ''; },
    get space() { return live().content.spaces[p().space]?.id ?? ''; },
    get alive() { return p().alive; },
    get lives() { return p().lives; },
    get strength() { return p().alive ? strength(live(), p()) : 0; },
    get craft() { return p().alive ? craft(live(), p()) : 0; },
    get gold() { return p().gold; },
    get fate() { return p().fate; },
    get alignment() { return p().alignment; },
    get toad() { return p().toadTurns > 0; },
  });
}

/** The parameters in force in r, as a fan module sees them. */
function paramsOf(r: RuleSet): FanParams {
  const p = r.params;
  return { trophyRate: p.trophyRate, combatDice: p.combatDice, mayStepOne: p.mayStepOne, naturalsDecide: p.naturalsDecide, lastStandingWins: p.lastStandingWins };
}

const EMPTY_HOOKS = Object.freeze(Object.fromEntries(FAN_HOOK_NAMES.map((n) => [n, Object.freeze([])]))) as unknown as FanHooks;

/** What is wrong with a parameter value a fan module set, or null. */
function paramProblem(name: keyof FanParams, v: unknown): string | null {
  if (name === 'trophyRate') return Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 20 ? null : 'a whole number 2 to 20';
  if (name === 'combatDice') return v === 1 || v === 2 ? null : '1 or 2';
  return typeof v === 'boolean' ? null : 'true or false';
}

/**
 * The fan module as a RuleModule: its apply gets the parameters and no handlers, and what it returns
 * is checked (known parameters with allowed values, known hook sites, functions) and folded in, each
 * handler called with the facades and any error it throws named as the module's (`file`).
 */
export function fanRuleModule(m: FanRuleModule, file: string): RuleModule {
  return {
    id: m.id,
    desc: m.desc,
    options: [],
    enabled: (o) => (m.enabled ? atLoad(file, 'enabled', () => callModule(file, 'enabled', m.enabled!, [o])) !== false : true),
    apply: (r, o) => foldIn(r, atLoad(file, 'apply', () => callModule(file, 'apply', m.apply, [{ params: paramsOf(r), hooks: EMPTY_HOOKS, state: [] }, o])), file),
  };
}

/** A fan module's enabled or apply, within the watchdog's budget (in a game, the game's budget holds). */
function atLoad<T>(file: string, what: string, fn: () => T): T {
  const ms = watchdogMs();
  try {
    return withinBudget(ms, fn);
  } catch (err) {
    if (err instanceof WatchdogTimeout) throw new FanModuleError(`${FAN_THREW} ${file} never returned from its ${what}: it ${err.message}`);
    throw err;
  }
}

/** An async function (or async generator): it would return before its work is done, and throw where no one catches. */
function isAsync(f: unknown): boolean {
  const tag = Object.prototype.toString.call(f);
  return tag === '[object AsyncFunction]' || tag === '[object AsyncGeneratorFunction]';
}

/**
 * fn(...args) as module `file`'s code (`what` names it in errors): the unseeded sources refused while
 * it runs (fan-guard.ts), what it throws named as the module's, a Promise it returns refused.
 */
function callModule<R>(file: string, what: string, fn: (...a: never[]) => R, args: unknown[]): R {
  const outer = enterModule(file);
  let out: R;
  try {
    out = (fn as (...a: unknown[]) => R)(...args);
  } catch (err) {
    leaveModule(outer);
    throw err instanceof FanModuleError ? err : threw(file, err);
  }
  leaveModule(outer);
  if (typeof (out as { then?: unknown } | null)?.then === 'function') {
    // Handled here, so that its rejection is not a second, unhandled error with a stack trace.
    (out as unknown as Promise<unknown>).then(undefined, () => undefined);
    throw threw(file, new TypeError(`${what} returned a Promise: a module's code must finish before it returns (no async, no await)`));
  }
  return out;
}

function foldIn(r: RuleSet, out: FanRuleSet, file: string): RuleSet {
  if (typeof out !== 'object' || out === null) throw threw(file, new TypeError('apply must return the rule set (r, or withHooks/withParams of it)'));
  const params = (out.params ?? {}) as unknown as Record<string, unknown>;
  const set: Record<string, unknown> = {};
  for (const name of Object.keys(params)) {
    if (!(FAN_PARAM_NAMES as readonly string[]).includes(name)) throw threw(file, new TypeError(`unknown parameter '${name}' (allowed: ${FAN_PARAM_NAMES.join(', ')})${didYouMean(name, FAN_PARAM_NAMES)}`));
    const problem = paramProblem(name as keyof FanParams, params[name]);
    if (problem) throw threw(file, new TypeError(`parameter ${name} must be ${problem} (got ${JSON.stringify(params[name])})`));
    set[name] = params[name];
  }
  const hooks = (out.hooks ?? {}) as unknown as Record<string, unknown>;
  const added: Record<string, unknown[]> = { ...(r.hooks as unknown as Record<string, unknown[]>) };
  for (const name of Object.keys(hooks)) {
    if (!(FAN_HOOK_NAMES as readonly string[]).includes(name)) throw threw(file, new TypeError(`unknown hook site '${name}' (allowed: ${FAN_HOOK_NAMES.join(', ')})${didYouMean(name, FAN_HOOK_NAMES)}`));
    const list = hooks[name];
    if (!Array.isArray(list) || !list.every((h) => typeof h === 'function')) throw threw(file, new TypeError(`hooks.${name} must be a list of functions`));
    if (list.some(isAsync)) throw threw(file, new TypeError(`hooks.${name} has an async handler: a handler must finish before it returns (no async, no await), since the game goes on when it returns`));
    if (list.length > 0) added[name] = [...added[name], ...list.map((h) => engineHandler(name as FanHookName, h, file))];
  }
  let folded: RuleSet = { ...r, params: { ...r.params, ...set }, hooks: added as unknown as Hooks };
  const state = (out.state ?? []) as readonly unknown[];
  if (!Array.isArray(state)) throw threw(file, new TypeError('state must be a list (withState adds to it)'));
  const names = new Set<string>();
  for (const s of state) {
    const slot = slotOf(s, file);
    if (names.has(slot.name)) throw threw(file, new TypeError(`two of its states are named '${(s as FanState<unknown>).name}': give each its own name`));
    names.add(slot.name);
    folded = withState(folded, slot, (g) => callModule(file, `the init of its state '${(s as FanState<unknown>).name}'`, (s as FanState<unknown>).init, [fanGameOf(g)]));
  }
  return folded;
}

/** The engine's slot for a fan state made by fanState (its name and init checked). */
function slotOf(s: unknown, file: string): StateSlot<unknown> {
  const f = s as FanState<unknown> | null;
  if (typeof f !== 'object' || f === null || typeof f.name !== 'string' || typeof f.init !== 'function') {
    throw threw(file, new TypeError('a state must be made by fanState(name, init)'));
  }
  if (isAsync(f.init)) throw threw(file, new TypeError(`the init of its state '${f.name}' is async: it must return the state itself (no async, no await)`));
  let slot = slots.get(f);
  if (slot === undefined) {
    const name = `${file}:${f.name}`;
    slot = slotsByName.get(name) ?? new StateSlot(name);
    slotsByName.set(name, slot);
    slots.set(f, slot);
  }
  return slot;
}

const RESULTS: readonly FanResult[] = ['won', 'lost', 'stand-off'];
/** The fan result of an engine result from p's side (combatFought never sees EVADED). */
const resultOf = (r: number): FanResult => RESULTS[r === WIN ? 0 : r === LOSE ? 1 : 2];

/** The engine's handler for a fan handler at `site`: the facades in, the module's errors named. */
function engineHandler(site: FanHookName, h: (...args: never[]) => void, file: string): Hooks[HookName][number] {
  const what = `its ${site} handler`;
  const run = (args: unknown[]): void => {
    callModule(file, what, h, args);
  };
  if ((FAN_GAME_HOOKS as readonly string[]).includes(site)) return ((g: Game) => run([fanGameOf(g)])) as never;
  if ((FAN_PLAYER_HOOKS as readonly string[]).includes(site)) {
    return ((g: Game, p: Player) => { const f = fanGameOf(g); run([f, f.players[p.seat]]); }) as never;
  }
  if ((FAN_SPACE_HOOKS as readonly string[]).includes(site)) {
    return ((g: Game, p: Player, space: number) => { const f = fanGameOf(g); run([f, f.players[p.seat], g.content.spaces[space]?.id ?? '']); }) as never;
  }
  if ((FAN_CARD_HOOKS as readonly string[]).includes(site)) {
    return ((g: Game, p: Player, space: number, card: number) => {
      const f = fanGameOf(g);
      run([f, f.players[p.seat], g.content.spaces[space]?.id ?? '', g.cardDef[card]?.id ?? '']);
    }) as never;
  }
  if (!(FAN_COMBAT_HOOKS as readonly string[]).includes(site)) throw new Error(`no arguments known for hook site ${site}`);
  return ((g: Game, p: Player, q: Player | null, psychic: boolean, r: number) => {
    const f = fanGameOf(g);
    run([f, f.players[p.seat], q === null ? null : f.players[q.seat], resultOf(r), psychic]);
  }) as never;
}
