// The Monte Carlo path runs from one esbuild bundle of worker.ts and everything it imports, kept by
// the sources' content hash across processes (bundles.js). Same source, same games; but a game
// takes ~5% fewer instructions than with the modules loaded one by one through tsx, which also
// renames every function with a defineProperty call (keepNames). Pool workers load the bundle
// directly; the in-thread runner imports it too, so 1 worker and N workers run the same code.
import { WriteError } from '../sim/json-file.ts';
import { WriteBundleError, workerBundle } from '../sim/bundles.js';
import type { timeSplit } from '../sim/split.ts';

/** The bundle's file URL, found in the cache or built there on first use (a WriteError if no folder can keep it). */
export async function compiledWorker(): Promise<string> {
  try {
    return await workerBundle();
  } catch (err) {
    throw err instanceof WriteBundleError ? new WriteError(err.message) : err;
  }
}

/** The bundle as a module of this thread (the same instance on every import). */
async function compiledModule(): Promise<typeof import('./worker.ts')> {
  return import(await compiledWorker());
}

/** An experiment batch's function from the bundle (worker.ts's default, for the in-thread runner). */
export async function compiledArmsBatch(): Promise<typeof import('./worker.ts')['default']> {
  return (await compiledModule()).default;
}

/** timeSplit from the bundle (bench --split), so that it times the code the batches run. */
export async function compiledTimeSplit(): Promise<typeof timeSplit> {
  return (await compiledModule()).timeSplit;
}
