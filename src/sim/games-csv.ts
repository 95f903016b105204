// games.csv (--games-csv): one row per game in index order, appended to DIR/games.csv.tmp as batches
// are merged and renamed to games.csv when the run completes. Workers build the rows (gameRow);
// src/experiment/run-plan.ts writes them. The writer counts the bytes and hashes them, so that a checkpoint can
// say how much of the file is valid and a resume can prove it (verifyPartialCsv).
import { closeSync, fsyncSync, openSync, readSync, renameSync, rmSync, statSync, truncateSync } from 'node:fs';
import { createHash, type Hash } from 'node:crypto';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { InputError, WriteError, fsReason, writeAll } from './json-file.ts';
import type { GameRecord } from './run-game.ts';

export type GameRow = (string | number)[];

export const GAMES_CSV = 'games.csv';

/** What a checkpoint keeps of games.csv.tmp: its valid length and the SHA-256 of those bytes. */
export interface CsvState {
  bytes: number;
  sha256: string;
}

/** Column names for a plan with `seats` seats: a seat's characters in play order, joined by `|`. */
export function gameColumns(seats: number): string[] {
  const head = ['index', 'seed', 'winner_seat', 'winner_character', 'winner_strategy', 'end_reason', 'rounds', 'turns', 'party'];
  for (let s = 0; s < seats; s++) head.push(`seat_${s}_characters`);
  return head;
}

/** The header line of games.csv, with its newline. */
export function gamesCsvHeader(seats: number): string {
  return stringify([], { header: true, columns: gameColumns(seats) });
}

/** One game as a row of gameColumns(); the winner cells are empty when no one won. */
export function gameRow(r: GameRecord): GameRow {
  const row: GameRow = [r.index, r.seed, r.winner >= 0 ? r.winner : '', r.winnerCharacter ?? '', r.winnerStrategy ?? '', r.endReason, r.rounds, r.turns, r.party];
  for (const seat of r.seats) row.push(seat.characters.join('|'));
  return row;
}

/** Appends rows to DIR/games.csv.tmp; `resume` continues a checkpointed file from its valid bytes. */
export class GamesCsvWriter {
  readonly tmpPath: string;
  private fd: number | null;
  private bytes = 0;
  private readonly hash: Hash;

  constructor(readonly dir: string, seats: number, resume: { bytes: number; hash: Hash } | null = null) {
    this.tmpPath = join(dir, `${GAMES_CSV}.tmp`);
    try {
      if (resume) truncateSync(this.tmpPath, resume.bytes);
      this.fd = openSync(this.tmpPath, resume ? 'a' : 'w');
    } catch (err) {
      throw new WriteError(`cannot write ${this.tmpPath}: ${fsReason(err, this.tmpPath)}`);
    }
    this.hash = resume?.hash ?? createHash('sha256');
    this.bytes = resume?.bytes ?? 0;
    if (!resume) this.append(gamesCsvHeader(seats));
  }

  /** Append one batch's rows. */
  write(rows: readonly GameRow[]): void {
    if (rows.length > 0) this.append(stringify(rows as GameRow[]));
  }

  /** Flush the rows written so far to the disk; their length and hash, for a checkpoint. */
  sync(): CsvState {
    if (this.fd !== null) fsyncSync(this.fd);
    return { bytes: this.bytes, sha256: this.hash.copy().digest('hex') };
  }

  /** Close the file; what a final checkpoint keeps. */
  close(): CsvState {
    const state = this.sync();
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    return state;
  }

  /** Close, then rename games.csv.tmp to games.csv; returns the final path. */
  finish(): string {
    this.close();
    const path = join(this.dir, GAMES_CSV);
    renameSync(this.tmpPath, path);
    return path;
  }

  /** Close and keep the temporary file as it is, for a resume from the last checkpoint (a full disk). */
  keep(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  /** Close and delete the temporary file (a failed run leaves no partial games.csv). */
  discard(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    rmSync(this.tmpPath, { force: true });
  }

  private append(text: string): void {
    const buf = Buffer.from(text, 'utf8');
    try {
      writeAll(this.fd as number, buf);
    } catch (err) {
      throw new WriteError(`cannot write ${this.tmpPath}: ${fsReason(err, this.tmpPath)}`);
    }
    this.hash.update(buf);
    this.bytes += buf.length;
  }
}

const CHUNK = 1 << 20;

/**
 * Check that the first `state.bytes` bytes of a partial games.csv are the ones a checkpoint
 * recorded (their SHA-256) and hold the header plus one line per game done; returns the hash of
 * those bytes, to continue. An InputError naming the file and what does not add up otherwise.
 */
export function verifyPartialCsv(path: string, state: CsvState, games: number): Hash {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new InputError(`${path} is gone; the checkpoint needs it (start again with --fresh)`);
  }
  if (size < state.bytes) throw new InputError(`${path} is truncated: ${size} bytes, the checkpoint holds ${state.bytes}; start again with --fresh`);
  const hash = createHash('sha256');
  const buf = Buffer.alloc(CHUNK);
  const fd = openSync(path, 'r');
  let lines = 0;
  try {
    for (let at = 0; at < state.bytes; ) {
      const n = readSync(fd, buf, 0, Math.min(CHUNK, state.bytes - at), at);
      if (n === 0) break;
      const chunk = buf.subarray(0, n);
      hash.update(chunk);
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
      at += n;
    }
  } finally {
    closeSync(fd);
  }
  if (hash.copy().digest('hex') !== state.sha256) throw new InputError(`${path} does not hold the rows its checkpoint recorded (SHA-256 differs: edited or damaged); start again with --fresh`);
  if (lines !== games + 1) throw new InputError(`${path} has ${lines - 1} rows for the ${games} games its checkpoint says are done; start again with --fresh`);
  return hash;
}
