// Progress on stderr while games run, the one mechanism of every long command (run, compare,
// doc-balance, card-balance, tournament, train, disagreements): a bar redrawn in place on a terminal
// (games done, games per second, ETA), plain lines every few seconds otherwise. Only here do clocks
// appear; reports never carry timings. The CLI picks the sink (io.ts startProgress; nothing with
// --quiet) and calls update after each merged batch.
//
// The ETA divides the games left by the rate since the first batches came back: the start-up before
// them (loading the engine, compiling and starting the workers, the first batches' warm-up) is paid
// once and is not extrapolated. Batches merged within 20 ms of each other came back at the same
// moment (every worker's batch of a round ends together) and count as one arrival; the rate runs
// from the first arrival to the last complete one, so that a round half merged does not read as
// a slow one. Until two arrivals are complete the ETA reads "?".
import { performance } from 'node:perf_hooks';

export interface ProgressSink {
  /** Print one line (no terminal, or the final line). */
  line(text: string): void;
  /** Present on a terminal: write raw text (the bar, with carriage returns) without a newline. */
  write?(raw: string): void;
}

export interface ProgressOptions {
  /** Milliseconds between plain lines (default 5000); the bar redraws at most every 100 ms. */
  intervalMs?: number;
  now?: () => number;
}

const BAR_WIDTH = 24;
const BAR_REDRAW_MS = 100;
/** Updates within this many ms of an arrival's first update are part of that arrival. */
const SAME_MOMENT_MS = 20;

/** Games done when an arrival of batches ended, and when it began. */
interface Arrival {
  done: number;
  t: number;
}

/** Reports games done out of a total; call update() after each batch and finish() at the end. */
export class Progress {
  private readonly now: () => number;
  private readonly intervalMs: number;
  private readonly startedAt: number;
  private startDone = -1;
  /** The arrival under way (its done grows while updates come at the same moment). */
  private arrival: Arrival | null = null;
  /** The first complete arrival of games (the rate's clock starts there) and the last one. */
  private first: Arrival | null = null;
  private settled: Arrival | null = null;
  private lastShown: number;
  private done = 0;
  private total = 0;
  /** A bar is on the screen, to clear before a line. */
  private drawn = false;

  constructor(private readonly sink: ProgressSink, options: ProgressOptions = {}) {
    this.now = options.now ?? (() => performance.now());
    this.intervalMs = options.intervalMs ?? 5000;
    this.startedAt = this.now();
    this.lastShown = sink.write ? -Infinity : this.startedAt;
  }

  update(done: number, total: number): void {
    const t = this.now();
    if (this.startDone < 0) this.startDone = done;
    else this.arrive(done, t);
    this.done = done;
    this.total = total;
    if (t - this.lastShown < (this.sink.write ? BAR_REDRAW_MS : this.intervalMs)) return;
    this.lastShown = t;
    if (this.sink.write) this.draw('');
    else if (done < total) this.sink.line(this.lineText());
  }

  /** Count an update into the arrival under way, or settle that one and begin the next. */
  private arrive(done: number, t: number): void {
    if (this.arrival !== null && t - this.arrival.t < SAME_MOMENT_MS) {
      this.arrival.done = done;
      return;
    }
    if (this.arrival !== null) {
      this.settled = this.arrival;
      this.first ??= this.arrival;
    }
    this.arrival = { done, t };
  }

  /** Take the bar off the screen before other output (it is drawn again at the next update). */
  clear(): void {
    if (!this.sink.write) return;
    if (this.drawn) this.sink.write('\r\x1b[K');
    this.drawn = false;
    this.lastShown = -Infinity;
  }

  /** A status line while the bar is up (compare's looks). */
  say(line: string): void {
    this.clear();
    this.sink.line(line);
  }

  /** The last word: where the run got to, its speed and how long it took (nothing if it never started). */
  finish(): void {
    if (this.startDone < 0) return;
    const t = this.now();
    const seconds = (t - this.startedAt) / 1000;
    if (this.sink.write) this.draw('\n');
    else this.sink.line(`talisman-sim: ${this.done}/${this.total} games, ${(seconds > 0 ? (this.done - this.startDone) / seconds : 0).toFixed(0)} games/s, ${formatDuration(seconds)}`);
    this.drawn = false;
  }

  private draw(end: string): void {
    (this.sink.write as (raw: string) => void)(`\r${this.barText()}\x1b[K${end}`);
    this.drawn = end === '';
  }

  private lineText(): string {
    return `talisman-sim: ${this.done}/${this.total} games (${percent(this.done, this.total)}), ${this.speed()}, ETA ${this.eta()}`;
  }

  private barText(): string {
    const filled = this.total === 0 ? BAR_WIDTH : Math.round((BAR_WIDTH * this.done) / this.total);
    const bar = `${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}`;
    return `[${bar}] ${this.done}/${this.total} games ${percent(this.done, this.total)}  ${this.speed()}  ETA ${this.eta()}`;
  }

  /** Games per second from the first complete arrival to the last; null until there are two. */
  private rate(): number | null {
    const a = this.first;
    const b = this.settled;
    if (a === null || b === null || b.t <= a.t) return null;
    return (b.done - a.done) / ((b.t - a.t) / 1000);
  }

  private speed(): string {
    const rate = this.rate();
    return rate === null ? '? games/s' : `${rate.toFixed(0)} games/s`;
  }

  private eta(): string {
    const rate = this.rate();
    return rate === null ? '?' : formatDuration((this.total - this.done) / rate);
  }
}

function percent(done: number, total: number): string {
  return `${(total === 0 ? 100 : (100 * done) / total).toFixed(1)}%`;
}

/** 9s, 1m05s, 2h03m. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return seconds < 10 ? `${Math.max(0, seconds).toFixed(1)}s` : `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor(s / 60) % 60).padStart(2, '0')}m`;
}
