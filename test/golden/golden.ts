// Golden seeds (issue 22): the full outcome of a few games of each shipped scenario, and the first
// numbers of every named random stream of a fixed seed. The pinned copy is golden.json, compared by
// golden.test.ts; `npm run golden` rewrites it. Re-pin only when play or seeding changes on purpose,
// and say why in the commit message.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { playGame, TextLog, type Rng } from '../../src/engine/index.ts';
import { loadScenario } from '../../src/scenario/load.ts';
import { createGame, recordOf } from '../../src/sim/run-game.ts';
import { gameStreams } from '../../src/sim/seeds.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

export const GOLDEN_FILE = new URL('./golden.json', import.meta.url);
const SCENARIOS = new URL('../../scenarios/', import.meta.url).pathname;
const GAMES = 3;
const STREAM_SEED = 'golden/0';
const STREAM_SEATS = 4;
const FIRST = 4;

export interface GoldenGame { scenario: string; index: number; winner: number; winnerCharacter: string | null; endReason: string; rounds: number; turns: number; log: string }
export interface Golden { streams: Record<string, number[]>; games: GoldenGame[] }

function isRng(x: unknown): x is Rng {
  return typeof x === 'object' && x !== null && typeof (x as Rng).int === 'function';
}

/**
 * Every named stream of a game's seed, found by walking what gameStreams returns (so a stream
 * added or split per seat is listed without changing this file): "dice", "strategies/0", ...
 */
export function namedStreams(x: unknown, name = ''): [string, Rng][] {
  if (isRng(x)) return [[name, x]];
  if (typeof x !== 'object' || x === null) return [];
  return Object.entries(x).flatMap(([k, v]) => namedStreams(v, name ? `${name}/${k}` : k));
}

function firstNumbers(): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [name, rng] of namedStreams(gameStreams(STREAM_SEED, STREAM_SEATS))) {
    out[name] = Array.from({ length: FIRST }, () => rng.int(1_000_000));
  }
  return out;
}

function games(): GoldenGame[] {
  const ids = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
  const out: GoldenGame[] = [];
  for (const file of readdirSync(SCENARIOS).filter((f) => f.endsWith('.yaml')).sort()) {
    const plan = loadScenario(join(SCENARIOS, file), ids);
    for (let index = 0; index < GAMES; index++) {
      const log = new TextLog();
      const g = createGame(plan, index, log);
      playGame(g);
      const r = recordOf(g, plan, index);
      const hash = createHash('sha256').update(log.lines.join('\n')).digest('hex').slice(0, 16);
      out.push({ scenario: file, index, winner: r.winner, winnerCharacter: r.winnerCharacter, endReason: r.endReason, rounds: r.rounds, turns: r.turns, log: hash });
    }
  }
  return out;
}

export function golden(): Golden {
  return { streams: firstNumbers(), games: games() };
}
