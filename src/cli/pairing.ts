// `talisman-sim pairing A B`, loaded by main.ts: plays both scenarios' games on the same seeds (the
// two arms of an experiment, src/experiment/pairing.ts) and prints how much pairing by seed shrinks
// the variance of a difference.
import { loadSim, printJson, type CliIo } from './io.ts';
import { loadScenario } from '../scenario/load.ts';
import { POSITIVE_INT, ScenarioError, WORKERS, checkFlag } from '../scenario/validate.ts';
import { pairingLines, pairingRatios } from '../experiment/pairing.ts';
import { DEFAULT_WORKERS } from '../experiment/pool.ts';
import { DEFAULT_BATCH } from '../experiment/run-plan.ts';

/** The flags of `pairing` (main.ts declares them). */
export interface PairingFlags {
  a: string;
  b: string;
  games: string;
  singleStream: boolean;
  workers?: string;
  json: boolean;
}

/** `pairing`: one row per metric and subject. */
export async function pairingCommand(args: PairingFlags, io: CliIo): Promise<number> {
  const { ids } = await loadSim();
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const a = loadScenario(args.a, ids);
  const b = loadScenario(args.b, ids);
  if (a.seed !== b.seed) throw new ScenarioError(`${args.b}: seed '${b.seed}' differs from ${args.a}'s '${a.seed}'; pairing needs the same seed`);
  const rows = await pairingRatios(a, b, games, !args.singleStream, { workers, batch: DEFAULT_BATCH });
  if (args.json) printJson(io, rows);
  else for (const line of pairingLines(rows)) io.out(line);
  return 0;
}
