#!/usr/bin/env node
// Entry point for the `talisman-sim` command: runs the command line from its bundle, kept in a cache
// folder by the sources' content hash and built there on the first start after a change
// (src/sim/bundles.js). No TypeScript is compiled at start-up.
import { cliBundle } from '../src/sim/bundles.js';

let entry;
try {
  entry = await cliBundle();
} catch (err) {
  process.stderr.write(`talisman-sim: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
}
const { runProcess } = await import(entry);
await runProcess();
