// Shared fixtures for the simulator tests: a small four-player plan of the base game, and a CLI
// runner that captures stdout and stderr lines.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import type { CliIo } from '../../src/cli/io.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { EndReason } from '../../src/engine/index.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import type { GameRecord } from '../../src/sim/run-game.ts';

export function smallPlan(games: number, seed = 'pool'): RunPlan {
  return {
    scenario: 'small',
    rules: { ...DEFAULT_RULES },
    seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })),
    games,
    seed,
  };
}

/** The characters of the made-up games of record(). */
export const CHARACTERS = ['dwarf', 'elf', 'troll', 'wizard'];
const REASONS: EndReason[] = ['command-spell', 'last-standing', 'timeout', 'no-one-left'];

/** A made-up game of two seats: characters, strategies, winner and length all vary with `i`. */
export function record(i: number): GameRecord {
  const seats = [0, 1].map((s) => {
    const characters = [CHARACTERS[(i + s) % 4], ...(i % 3 === s ? [CHARACTERS[(i + 2) % 4]] : [])];
    const final = { character: characters[characters.length - 1], alive: true, strength: 4, craft: 4, lives: 4, fate: 2, gold: 1, objects: 0, followers: 0, spells: 0 };
    return { strategy: s === 0 ? 'basic' : 'random', characters, deaths: characters.length - 1, kills: (i + s) % 3, innerEntries: i % 2, final };
  });
  const winner = i % 5 === 4 ? -1 : i % 2;
  return {
    index: i,
    seed: `s/${i}`,
    winner,
    party: winner < 0 ? 0 : 1,
    winnerCharacter: winner < 0 ? null : seats[winner].final.character,
    winnerStrategy: winner < 0 ? null : seats[winner].strategy,
    endReason: winner < 0 ? 'timeout' : REASONS[i % 2],
    rounds: 20 + ((i * 37) % 90),
    turns: 40 + ((i * 53) % 170),
    seats,
  };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `talisman-${prefix}-`));
}

/** A scenario file with `games` games and `seed` in a fresh folder; returns its path. */
export function scenarioFile(dir: string, name: string, games: number, seed: string): string {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, `games: ${games}\nseed: ${seed}\n`);
  return file;
}

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

export async function cli(argv: string[], extra: Partial<CliIo> = {}): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), ...extra });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
