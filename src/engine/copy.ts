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
  for (const key of Object.keys(source)) {
    if (OWN_GAME.has(key)) continue;
    if (SHARED_GAME.has(key)) target[key] = source[key];
    else if (key === 'players') g.players.forEach((p, i) => copyPlayer(c.players[i], p));
    else target[key] = copyValue(source[key], target[key], `Game.${key}`);
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
  for (const key of Object.keys(s)) {
    t[key] = SHARED_PLAYER.has(key) ? s[key] : copyValue(s[key], t[key], `Player.${key}`);
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
 * A copy of one field's value: numbers and the like as they are, typed arrays and lists of numbers
 * by slice() (it keeps the elements kind), lists of lists deeply, plain data (ruleState, the stock
 * pool, the module questions' detail records) by structuredClone, the module questions' handles as
 * they are (registry data, like the content), and the engine's own objects (Decision, CombatState,
 * Foe) field by field into the instance the copy's constructor made (`into`), so that they keep
 * their shape.
 */
function copyValue(v: unknown, into: unknown, path: string): unknown {
  if (typeof v !== 'object' || v === null) {
    if (typeof v === 'function') throw new Error(`copyGame: no copy rule for ${path} (a function)`);
    return v;
  }
  if (ArrayBuffer.isView(v)) return (v as unknown as Int32Array).slice();
  if (Array.isArray(v)) return copyList(v, path);
  if (v instanceof ModuleQuestion) return v;
  const proto = Object.getPrototypeOf(v);
  if (proto === Object.prototype || proto === null) return structuredClone(v);
  if (into !== null && typeof into === 'object' && Object.getPrototypeOf(into) === proto) {
    const t = into as Record<string, unknown>;
    const s = v as Record<string, unknown>;
    for (const key of Object.keys(s)) t[key] = copyValue(s[key], t[key], `${path}.${key}`);
    return into;
  }
  throw new Error(`copyGame: no copy rule for ${path} (a ${proto?.constructor?.name ?? 'object'})`);
}

function copyList(v: unknown[], path: string): unknown[] {
  let flat = true;
  for (let i = 0; i < v.length && flat; i++) flat = typeof v[i] !== 'object' || v[i] === null;
  if (flat) return v.slice();
  return v.map((x, i) => copyValue(x, null, `${path}[${i}]`));
}
