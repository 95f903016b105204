// The body of `talisman-sim disagreements`, loaded by main.ts: plays the scenario's games on the
// worker pool with its search seats observed (src/experiment/disagreements.ts), prints the table and
// writes DIR/disagreements.csv.
import { join } from 'node:path';
import { interruptible, loadSim, printJson, resolvePlan, startProgress, status, type CliIo, type PlanFlags } from './io.ts';
import { ScenarioError, WORKERS, checkFlag } from '../scenario/validate.ts';
import { DEFAULT_WORKERS } from '../experiment/pool.ts';
import { checkWritableDir, writeReportFiles } from '../sim/json-file.ts';
import type { RunPlan } from '../sim/plan.ts';
import { SEARCH_DEFAULTS } from '../../strategies/search-settings.ts';
import { seatsOf } from '../sim/rotation.ts';
import { disagreementLines, disagreementsCsv, disagreementsOf } from '../experiment/disagreements.ts';

/** The flags of `disagreements` (main.ts declares them). */
export interface DisagreementFlags extends PlanFlags {
  games?: string;
  out: string;
  workers?: string;
  quiet: boolean;
  json: boolean;
}

export async function disagreementsCommand(args: DisagreementFlags, io: CliIo): Promise<number> {
  const plan = resolvePlan(args, (await loadSim()).ids);
  let seated = false;
  for (let i = 0; i < plan.seats.length * Math.max(1, plan.tables?.length ?? 1); i++) seated ||= seatsOf(plan, i).some((s) => s.strategy === 'search' || s.strategy === 'learned');
  if (!seated) throw new ScenarioError(`${args.scenario}: no seat plays the search or the learned player (try search-vs-basic, or --strategies learned,basic)`);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  checkWritableDir(args.out);
  const stop = interruptible(io);
  const progress = startProgress(io, args.quiet);
  let rows;
  try {
    // One game a batch: a search game is slow, so each is reported as it is merged, and the workers stay busy.
    rows = await disagreementsOf(plan, plan.games, {
      workers, batch: 1, signal: stop.signal,
      onProgress: (done) => {
        if (done === plan.games) stop.played();
        progress?.update(done, plan.games);
      },
    });
  } finally {
    progress?.finish();
    stop.release();
  }
  if (rows === null) {
    io.err('talisman-sim: disagreements interrupted; nothing written');
    return 130;
  }
  writeReportFiles(args.out, { 'disagreements.csv': disagreementsCsv(rows) }, 'disagreements');
  const search = plan.search ?? SEARCH_DEFAULTS;
  if (args.json) printJson(io, { games: plan.games, search, rows });
  else {
    for (const line of disagreementLines(rows)) io.out(line);
    io.out(`games: ${plan.games}; search budget ${search.budget}, horizon ${search.horizon}; the policy's choice is basic's`);
  }
  status(io, `disagreements: ${join(args.out, 'disagreements.csv')}`, args.quiet);
  return 0;
}
