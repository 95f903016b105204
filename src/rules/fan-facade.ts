// A fan module (rules/fan-api.ts) folded into the engine: its handlers are called with a FanGame and
// FanPlayers built over the Game, never with the Game or a Player, and its parameters are checked
// before they are set. The facades hold the Game only in closures: no property, prototype or
// enumeration of them leads to it (test/rules/fan-facade.test.ts). That is a boundary of the API, not
// a sandbox: the module's code runs in the worker with Node's full powers (docs/modules.md).
import {
  craft, gainCraft, gainFate, gainGold, gainLife, gainStrength, heal, loseCraft, loseLives, loseStrength, payGold, rollPlain, strength,
  type Game, type HookName, type Hooks, type Player, type RuleSet,
} from '../engine/index.ts';
import type { RuleOptions } from './option-types.ts';
import {
  FAN_GAME_HOOKS, FAN_HOOK_NAMES, FAN_THREW, FAN_PARAM_NAMES, FAN_PLAYER_HOOKS, FAN_SPACE_HOOKS,
  type FanGame, type FanHookName, type FanHooks, type FanParams, type FanPlayer, type FanRuleModule, type FanRuleSet,
} from './fan-api.ts';
import type { RuleModule } from './module.ts';
import { didYouMean } from '../fields/suggest.ts';

export { FAN_THREW } from './fan-api.ts';


/** An error thrown by a fan module's code, naming its file. */
export class FanModuleError extends Error {
  override name = 'FanModuleError';
}

function threw(file: string, err: unknown): FanModuleError {
  return new FanModuleError(`${FAN_THREW} ${file} threw: ${err instanceof Error ? err.message : String(err)}`);
}

const facades = new WeakMap<Game, FanGame>();

/** The game's facade (one per Game, so its players are the same objects the whole game). */
export function fanGameOf(g: Game): FanGame {
  let f = facades.get(g);
  if (!f) {
    f = makeFanGame(g);
    facades.set(g, f);
  }
  return f;
}

function makeFanGame(g: Game): FanGame {
  const players: FanPlayer[] = [];
  // The player behind a facade: looked up by seat each time (a reset game may hold new Players).
  const seatOf = (p: FanPlayer): Player => {
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
  for (let seat = 0; seat < g.players.length; seat++) players.push(makeFanPlayer(g, seat));
  Object.freeze(players);
  return Object.freeze({
    get round() { return g.round; },
    get turn() { return g.turn; },
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
    say: (text: string) => {
      if (g.log.on) g.say(`  ${String(text)}`);
    },
  });
}

function makeFanPlayer(g: Game, seat: number): FanPlayer {
  const p = (): Player => g.players[seat];
  return Object.freeze({
    seat,
    get character() { return p().character?.id ?? ''; },
    get space() { return g.content.spaces[p().space]?.id ?? ''; },
    get alive() { return p().alive; },
    get lives() { return p().lives; },
    get strength() { return p().alive ? strength(g, p()) : 0; },
    get craft() { return p().alive ? craft(g, p()) : 0; },
    get gold() { return p().gold; },
    get fate() { return p().fate; },
    get alignment() { return p().alignment; },
    get toad() { return p().toadTurns > 0; },
  });
}

/** The parameters in force in r, as a fan module sees them. */
function paramsOf(r: RuleSet): FanParams {
  return { trophyRate: r.trophyRate, combatDice: r.combatDice, mayStepOne: r.mayStepOne, naturalsDecide: r.naturalsDecide, lastStandingWins: r.lastStandingWins };
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
    enabled: (o: RuleOptions) => {
      try {
        return m.enabled ? m.enabled(o) !== false : true;
      } catch (err) {
        throw threw(file, err);
      }
    },
    apply: (r, o) => {
      let out: FanRuleSet;
      try {
        out = m.apply({ params: paramsOf(r), hooks: EMPTY_HOOKS }, o);
      } catch (err) {
        throw threw(file, err);
      }
      return foldIn(r, out, file);
    },
  };
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
    if (list.length > 0) added[name] = [...added[name], ...list.map((h) => engineHandler(name as FanHookName, h, file))];
  }
  return { ...r, ...set, hooks: added as unknown as Hooks } as RuleSet;
}

/** The engine's handler for a fan handler at `site`: the facades in, the module's errors named. */
function engineHandler(site: FanHookName, h: (...args: never[]) => void, file: string): Hooks[HookName][number] {
  const call = h as unknown as (...args: unknown[]) => void;
  const run = (args: unknown[]): void => {
    try {
      call(...args);
    } catch (err) {
      throw err instanceof FanModuleError ? err : threw(file, err);
    }
  };
  if ((FAN_GAME_HOOKS as readonly string[]).includes(site)) return ((g: Game) => run([fanGameOf(g)])) as never;
  if ((FAN_PLAYER_HOOKS as readonly string[]).includes(site)) {
    return ((g: Game, p: Player) => { const f = fanGameOf(g); run([f, f.players[p.seat]]); }) as never;
  }
  if (!(FAN_SPACE_HOOKS as readonly string[]).includes(site)) throw new Error(`no arguments known for hook site ${site}`);
  return ((g: Game, p: Player, space: number) => { const f = fanGameOf(g); run([f, f.players[p.seat], g.content.spaces[space]?.id ?? '']); }) as never;
}
