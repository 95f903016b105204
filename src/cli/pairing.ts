// `talisman-sim pairing A B`, loaded by main.ts: plays both scenarios' games in this thread on the
// same seeds and prints how much pairing by seed shrinks the variance of a difference
// (src/experiment/pairing.ts).
import { loadSim, printJson, type CliIo } from './io.ts';
import { loadScenario } from '../scenario/load.ts';
import { POSITIVE_INT, ScenarioError, checkFlag } from '../scenario/validate.ts';
import { pairingLines, pairingRatios } from '../experiment/pairing.ts';

/** The flags of `pairing` (main.ts declares them). */
export interface PairingFlags {
  a: string;
  b: string;
  games: string;
  singleStream: boolean;
  json: boolean;
}

/** `pairing`: one row per metric and subject. */
export async function pairingCommand(args: PairingFlags, io: CliIo): Promise<number> {
  const { ids } = await loadSim();
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const a = loadScenario(args.a, ids);
  const b = loadScenario(args.b, ids);
  if (a.seed !== b.seed) throw new ScenarioError(`${args.b}: seed '${b.seed}' differs from ${args.a}'s '${a.seed}'; pairing needs the same seed`);
  const rows = pairingRatios(a, b, games, !args.singleStream);
  if (args.json) printJson(io, rows);
  else for (const line of pairingLines(rows)) io.out(line);
  return 0;
}
