// Between tests, give the fork's event loop one turn: a run of synchronous tests (games played in
// process) otherwise leaves vitest's own messages to the main process unanswered until the run
// ends, and past 60 s vitest reports them as unhandled "Timeout calling onTaskUpdate" errors.
import { afterEach } from 'vitest';

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
