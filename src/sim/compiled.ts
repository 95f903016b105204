// The Monte Carlo path runs from one esbuild bundle of worker.ts and everything it imports, made
// once per process (esbuild is what tsx itself compiles with). Same source, same games; but a game
// takes ~5% fewer instructions than with the modules loaded one by one through tsx, which also
// renames every function with a defineProperty call (keepNames). Pool workers load the bundle
// directly; the in-thread runner imports it too, so 1 worker and N workers run the same code.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { BatchResult, BatchTask } from './worker.ts';
import type { timeSplit } from './split.ts';

const ENTRY = fileURLToPath(new URL('./worker.ts', import.meta.url));
/** Inside the project, so that the bundle's package imports resolve from its node_modules. */
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/talisman-sim/', import.meta.url));

/** Each module keeps its own location: `import.meta.url` becomes its source file's URL. */
const ownLocation: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

let bundle: Promise<string> | null = null;

/** The bundle's file URL, built on first use in this process. */
export function compiledWorker(): Promise<string> {
  bundle ??= compile();
  return bundle;
}

/** The bundle as a module of this thread (the same instance on every import). */
async function compiledModule(): Promise<typeof import('./worker.ts')> {
  return import(await compiledWorker());
}

/** playBatch from the bundle (for the in-thread runner). */
export async function compiledPlayBatch(): Promise<(task: BatchTask) => BatchResult> {
  return (await compiledModule()).default;
}

/** An experiment batch's function from the bundle (src/experiment/run.ts, in-thread). */
export async function compiledExperimentBatch(): Promise<typeof import('./worker.ts')['playExperimentBatch']> {
  return (await compiledModule()).playExperimentBatch;
}

/** timeSplit from the bundle (bench --split), so that it times the code the batches run. */
export async function compiledTimeSplit(): Promise<typeof timeSplit> {
  return (await compiledModule()).timeSplit;
}

async function compile(): Promise<string> {
  const out = await build({
    entryPoints: [ENTRY], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external',
    write: false, sourcemap: 'inline', sourcesContent: false, logLevel: 'silent', plugins: [ownLocation],
    // Stack traces in a crash report name the TypeScript sources, as they do under tsx.
    banner: { js: 'process.setSourceMapsEnabled(true);' },
  });
  const text = out.outputFiles[0].text;
  const file = `${CACHE}worker-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`;
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    // Written whole under a temporary name, then renamed: a concurrent process never reads half.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, file);
    pruneBundles(CACHE, Date.now());
  }
  return pathToFileURL(file).href;
}

/** A bundle of other code is kept this long: a run of that version may still be starting workers. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Delete the bundles in `dir` last written more than a day before `now` (each edit of the source makes one). */
export function pruneBundles(dir: string, now: number): void {
  for (const name of readdirSync(dir)) {
    if (!/^worker-[0-9a-f]{16}\.mjs$/.test(name)) continue;
    const path = join(dir, name);
    if (now - statSync(path).mtimeMs > KEEP_MS) rmSync(path, { force: true });
  }
}
