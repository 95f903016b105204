// games.csv (--games-csv): one row per game in index order, streamed through csv-stringify into
// DIR/games.csv.tmp as batches are merged, renamed to games.csv when the run completes. Workers
// build the rows (gameRow); run-plan.ts writes them; a checkpoint records how many bytes are kept.
import { createWriteStream, renameSync, rmSync, statSync, truncateSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { stringify, type Stringifier } from 'csv-stringify';
import type { GameRecord } from './run-game.ts';

export type GameRow = (string | number)[];

export const GAMES_CSV = 'games.csv';

/** Column names for a plan with `seats` seats: a seat's characters in play order, joined by `|`. */
export function gameColumns(seats: number): string[] {
  const head = ['index', 'seed', 'winner_seat', 'winner_character', 'winner_strategy', 'end_reason', 'rounds', 'turns'];
  for (let s = 0; s < seats; s++) head.push(`seat_${s}_characters`);
  return head;
}

/** One game as a row of gameColumns(); the winner cells are empty when no one won. */
export function gameRow(r: GameRecord): GameRow {
  const row: GameRow = [r.index, r.seed, r.winner >= 0 ? r.winner : '', r.winnerCharacter ?? '', r.winnerStrategy ?? '', r.endReason, r.rounds, r.turns];
  for (const seat of r.seats) row.push(seat.characters.join('|'));
  return row;
}

/** Appends rows to DIR/games.csv.tmp; `resumeBytes` continues a checkpointed file from that length. */
export class GamesCsvWriter {
  readonly tmpPath: string;
  private readonly stringifier: Stringifier;
  private readonly done: Promise<void>;
  private failed: unknown = null;

  constructor(readonly dir: string, seats: number, resumeBytes: number | null = null) {
    this.tmpPath = join(dir, `${GAMES_CSV}.tmp`);
    if (resumeBytes !== null) truncateSync(this.tmpPath, resumeBytes);
    this.stringifier = stringify({ header: resumeBytes === null, columns: gameColumns(seats) });
    const file = createWriteStream(this.tmpPath, { flags: resumeBytes === null ? 'w' : 'a' });
    this.done = pipeline(this.stringifier, file);
    this.done.catch((err: unknown) => void (this.failed = err));
  }

  /** Write rows, waiting when csv-stringify's buffer is full. */
  async write(rows: readonly GameRow[]): Promise<void> {
    for (const row of rows) {
      if (this.failed) throw this.failed;
      if (!this.stringifier.write(row)) await Promise.race([once(this.stringifier, 'drain'), this.done]);
    }
  }

  /** Flush and close the file; returns its length in bytes (what a checkpoint keeps). */
  async close(): Promise<number> {
    this.stringifier.end();
    await this.done;
    return statSync(this.tmpPath).size;
  }

  /** Close, then rename games.csv.tmp to games.csv; returns the final path. */
  async finish(): Promise<string> {
    await this.close();
    const path = join(this.dir, GAMES_CSV);
    renameSync(this.tmpPath, path);
    return path;
  }

  /** Close and delete the temporary file (a failed run leaves no partial games.csv). */
  async discard(): Promise<void> {
    this.stringifier.end();
    await this.done.catch(() => undefined);
    rmSync(this.tmpPath, { force: true });
  }
}
