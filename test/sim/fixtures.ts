// Shared fixtures for the simulator tests: a small four-player plan of the base game, and a CLI
// runner that captures stdout and stderr lines.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, type CliIo } from '../../src/cli.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { RunPlan } from '../../src/sim/plan.ts';

export function smallPlan(games: number, seed = 'pool'): RunPlan {
  return {
    scenario: 'small',
    rules: { ...DEFAULT_RULES },
    seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })),
    games,
    seed,
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
