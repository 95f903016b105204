// The narrative game log is a sink passed in: the trace command prints it, the Monte Carlo path
// passes NULL_LOG and builds no strings (callers test `log.on` before formatting anything).

export interface LogSink {
  /** False for the null sink: callers skip building the line at all. */
  readonly on: boolean;
  line(text: string): void;
}

export const NULL_LOG: LogSink = { on: false, line() {} };

/** Collects lines in memory (trace command, tests). */
export class TextLog implements LogSink {
  readonly on = true;
  readonly lines: string[] = [];
  line(text: string): void {
    this.lines.push(text);
  }
}
