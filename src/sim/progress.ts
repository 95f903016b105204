// Progress on stderr while games run: a bar redrawn in place on a terminal (games done, games per
// second, ETA), plain lines every few seconds otherwise. Only here do clocks appear; reports
// never carry timings. The CLI picks the sink (and nothing, with --quiet); src/experiment/run-plan.ts calls update.
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

/** Reports games done out of a total; call update() after each batch and finish() at the end. */
export class Progress {
  private readonly now: () => number;
  private readonly intervalMs: number;
  private readonly startedAt: number;
  private startDone = -1;
  private lastShown: number;
  private done = 0;
  private total = 0;

  constructor(private readonly sink: ProgressSink, options: ProgressOptions = {}) {
    this.now = options.now ?? (() => performance.now());
    this.intervalMs = options.intervalMs ?? 5000;
    this.startedAt = this.now();
    this.lastShown = sink.write ? -Infinity : this.startedAt;
  }

  update(done: number, total: number): void {
    if (this.startDone < 0) this.startDone = done;
    this.done = done;
    this.total = total;
    const t = this.now();
    if (t - this.lastShown < (this.sink.write ? BAR_REDRAW_MS : this.intervalMs)) return;
    this.lastShown = t;
    if (this.sink.write) this.sink.write(`\r${this.barText(t)}\x1b[K`);
    else if (done < total) this.sink.line(this.lineText(t));
  }

  /** The last word: where the run got to, its speed and how long it took (nothing if it never started). */
  finish(): void {
    if (this.startDone < 0) return;
    const t = this.now();
    if (this.sink.write) this.sink.write(`\r${this.barText(t)}\x1b[K\n`);
    else this.sink.line(`talisman-sim: ${this.done}/${this.total} games, ${this.rate(t).toFixed(0)} games/s, ${formatDuration((t - this.startedAt) / 1000)}`);
  }

  private lineText(t: number): string {
    return `talisman-sim: ${this.done}/${this.total} games (${percent(this.done, this.total)}), ${this.rate(t).toFixed(0)} games/s, ETA ${this.eta(t)}`;
  }

  private barText(t: number): string {
    const filled = this.total === 0 ? BAR_WIDTH : Math.round((BAR_WIDTH * this.done) / this.total);
    const bar = `${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}`;
    return `[${bar}] ${this.done}/${this.total} games ${percent(this.done, this.total)}  ${this.rate(t).toFixed(0)} games/s  ETA ${this.eta(t)}`;
  }

  /** Games per second played in this session (a resumed run's earlier games do not count). */
  private rate(t: number): number {
    const seconds = (t - this.startedAt) / 1000;
    return seconds > 0 ? (this.done - Math.max(0, this.startDone)) / seconds : 0;
  }

  private eta(t: number): string {
    const rate = this.rate(t);
    return rate > 0 ? formatDuration((this.total - this.done) / rate) : '?';
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
