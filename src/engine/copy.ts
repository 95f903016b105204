// copyGame: an independent copy of a game taken between turns (or between decisions), with copies of
// its random streams, so that it plays on exactly as the original would (the search player's
// rollouts, lookahead.ts); playOn resumes a copy taken just before a turn. Every own field is copied
// by its kind: a field of a kind not known here stops the copy with an error, never shares state.
import type { Strategy } from './decisions.ts';
import { Game, type GameStreams } from './game.ts';
import { NULL_LOG, type LogSink } from './log.ts';
import type { Player } from './player.ts';
import { ModuleQuestion } from './questions.ts';
import { Rng } from './rng.ts';
import { restoreScratch, saveScratch } from './scratch.ts';
import { copyState } from './state.ts';
import { playGame, playRound } from './turn.ts';

/** Game fields the copy shares: content and tables set up once and never written during play. */
const SHARED_GAME: ReadonlySet<string> = new Set([
  'content', 'rules', 'spaces', 'topo', 'spaceIndex', 'cardDef', 'cardCast', 'cardTraits', 'cardHooks', 'cardTrophy',
  'cardAbilities',
]);
/**
 * Game fields the copy makes its own in the constructor (log, streams, strategies, views) or leaves
 * off (the opt-in tallies and coverage counts, the checkpoint callback).
 */
const OWN_GAME: ReadonlySet<string> = new Set(['log', 'rng', 'diceBy', 'strategies', 'views', 'tally', 'cardSeen', 'beforeTurn']);
/** Player fields the copy shares: the character card (content). */
const SHARED_PLAYER: ReadonlySet<string> = new Set(['character']);

/**
 * A copy of g that plays on as g would: the same state, streams at the same point of the same
 * sequences. The copy's seats are played by `strategies` (g's by default), it logs to `log`, and
 * it keeps no tally, coverage counts nor checkpoints. Between decisions only: a decision under way
 * lives on the engine's call stack, which is not copied.
 */
export function copyGame(g: Game, strategies: Strategy[] = g.strategies, log: LogSink = NULL_LOG): Game {
  const c = new Game(g.content, g.rules, strategies, copyStreams(g.rng), log);
  const target = c as unknown as Record<string, unknown>;
  const source = g as unknown as Record<string, unknown>;
  let at = '';
  try {
    for (const key of Object.keys(source)) {
      at = key;
      if (OWN_GAME.has(key)) continue;
      if (SHARED_GAME.has(key)) target[key] = source[key];
      else if (key === 'players') g.players.forEach((p, i) => copyPlayer(c.players[i], p));
      else if (key === 'moduleState') copyState(g).forEach((v, i) => void (c.moduleState[i] = v));
      else target[key] = copyValue(source[key], target[key]);
    }
  } catch (e) {
    throw located(e, `Game.${at}`);
  }
  return c;
}

/**
 * Resume a copy made just before p's turn (Game.beforeTurn gives p and `left`, the turns he has to
 * take after it): that turn, the rest of its round, then the rest of the game. The rules' module
 * scratch (scratch.ts) is put back as it was when done: a copy played on while another game is in
 * the middle of a decision (a rollout) leaves that game's scratch as it was.
 */
export function playOn(g: Game, p: Player, left: number, afterTurn?: (g: Game) => void): void {
  const saved = saveScratch();
  try {
    playRound(g, p.seat, left + 1, afterTurn);
    if (!g.ended) playGame(g, afterTurn);
  } finally {
    restoreScratch(saved);
  }
}

function copyPlayer(target: Player, source: Player): void {
  const t = target as unknown as Record<string, unknown>;
  const s = source as unknown as Record<string, unknown>;
  let at = '';
  try {
    for (const key of Object.keys(s)) {
      at = key;
      const v = s[key];
      if (typeof v === 'number' || typeof v === 'boolean') t[key] = v;
      else t[key] = SHARED_PLAYER.has(key) ? v : copyValue(v, t[key]);
    }
  } catch (e) {
    throw located(e, `Player.${at}`);
  }
}

/** Copies of the streams, one per distinct stream (the one dice stream of a test serves every seat). */
function copyStreams(s: GameStreams): GameStreams {
  const copies = new Map<Rng, Rng>();
  const copy = (r: Rng): Rng => {
    let c = copies.get(r);
    if (!c) copies.set(r, (c = r.copy()));
    return c;
  };
  const out: Record<string, Rng | Rng[]> = {};
  for (const [key, v] of Object.entries(s)) {
    if (v instanceof Rng) out[key] = copy(v);
    else if (Array.isArray(v)) out[key] = v.map(copy);
    else if (v !== undefined) throw new Error(`copyGame: no copy rule for GameStreams.${key}`);
  }
  return out as unknown as GameStreams;
}

/**
 * A value copyValue has no rule for: what it is, and where below the field being copied (built as
 * the error unwinds, so that a copy builds no path string for the fields it can copy).
 */
class NoCopyRule extends Error {
  constructor(readonly what: string, public below = '') {
    super(what);
  }
}

/** e with `part` put in front of its place below the field, if it is a NoCopyRule. */
function under(e: unknown, part: string): unknown {
  if (e instanceof NoCopyRule) e.below = part + e.below;
  return e;
}

/** The error a copy throws for a value found at `field` with no copy rule (e itself if it is another error). */
function located(e: unknown, field: string): unknown {
  return e instanceof NoCopyRule ? new Error(`copyGame: no copy rule for ${field}${e.below} (${e.what})`) : e;
}

/**
 * A copy of one field's value: numbers and the like as they are, typed arrays written into the
 * copy's own of the same kind and length (else sliced), lists of numbers by slice() (it keeps the
 * elements kind), lists of lists deeply, plain data (the stock pool, the
 * module questions' detail records) by a spread when its values are all numbers and the like, else
 * by structuredClone, the module questions' handles as they are (registry data, like the content),
 * and the engine's own objects (Decision, CombatState, Foe) field by field into the instance the
 * copy's constructor made (`into`), so that they keep their shape.
 */
function copyValue(v: unknown, into: unknown): unknown {
  if (typeof v !== 'object' || v === null) {
    if (typeof v === 'function') throw new NoCopyRule('a function');
    return v;
  }
  if (ArrayBuffer.isView(v)) return copyNumbers(v as unknown as Int32Array, into);
  if (Array.isArray(v)) return copyList(v);
  if (v instanceof ModuleQuestion) return v;
  const proto = Object.getPrototypeOf(v);
  if (proto === Object.prototype || proto === null) return copyPlain(v as Record<string, unknown>);
  if (into !== null && typeof into === 'object' && Object.getPrototypeOf(into) === proto) {
    const t = into as Record<string, unknown>;
    const s = v as Record<string, unknown>;
    let at = '';
    try {
      for (const key of Object.keys(s)) {
        at = key;
        t[key] = copyValue(s[key], t[key]);
      }
    } catch (e) {
      throw under(e, `.${at}`);
    }
    return into;
  }
  throw new NoCopyRule(`a ${proto?.constructor?.name ?? 'object'}`);
}

/** A typed array's copy: written into the copy's own (`into`) when it is of the same kind and length, else a slice. */
function copyNumbers(v: Int32Array, into: unknown): Int32Array {
  if (into instanceof v.constructor && (into as Int32Array).length === v.length) {
    (into as Int32Array).set(v);
    return into as Int32Array;
  }
  return v.slice();
}

/**
 * Plain data: a spread when every value is a number or the like (what structuredClone would give,
 * without its serialising), else structuredClone (which also refuses a function inside).
 */
function copyPlain(v: Record<string, unknown>): unknown {
  for (const key in v) {
    const x = v[key];
    if ((typeof x === 'object' && x !== null) || typeof x === 'function') return structuredClone(v);
  }
  return { ...v };
}

function copyList(v: unknown[]): unknown[] {
  let flat = true;
  for (let i = 0; i < v.length && flat; i++) flat = typeof v[i] !== 'object' || v[i] === null;
  if (flat) return v.slice();
  const out: unknown[] = [];
  let at = 0;
  try {
    for (; at < v.length; at++) out.push(copyValue(v[at], null));
  } catch (e) {
    throw under(e, `[${at}]`);
  }
  return out;
}
