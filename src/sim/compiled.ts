// The Monte Carlo path runs from one esbuild bundle of worker.ts and everything it imports, made
// once per process (esbuild is what tsx itself compiles with). Same source, same games; but a game
// takes ~5% fewer instructions than with the modules loaded one by one through tsx, which also
// renames every function with a defineProperty call (keepNames). Pool workers load the bundle
// directly; the in-thread runner imports it too, so 1 worker and N workers run the same code.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { WriteError, makeDirs } from './json-file.ts';
import type { BatchResult, BatchTask } from './worker.ts';
import type { timeSplit } from './split.ts';

const ENTRY = fileURLToPath(new URL('./worker.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
/**
 * The folders a bundle may be kept in, first choice first: $TALISMAN_SIM_CACHE, the user's cache
 * folder ($XDG_CACHE_HOME or ~/.cache), then the temporary folder (a read-only image or home). The
 * bundle imports its packages by absolute file URL, so it runs from any of them.
 */
export function cacheDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const home = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const dirs = [env.TALISMAN_SIM_CACHE, join(home, 'talisman-sim'), join(tmpdir(), `talisman-sim-${process.getuid?.() ?? 'user'}`)];
  return dirs.filter((d): d is string => Boolean(d));
}

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

/** Package imports become the absolute file URLs they resolve to from here (so the bundle may live anywhere). */
const SKIP = Symbol('resolving');
const absolutePackages: Plugin = {
  name: 'absolute-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === SKIP) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: SKIP });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: pathToFileURL(found.path).href, external: true };
    });
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

/** A training batch's function from the bundle (train.ts, in-thread). */
export async function compiledTrainBatch(): Promise<typeof import('./worker.ts')['playTrainBatch']> {
  return (await compiledModule()).playTrainBatch;
}

/** A `worth` batch's function from the bundle (src/experiment/worth.ts, in-thread). */
export async function compiledWorthBatch(): Promise<typeof import('./worker.ts')['playWorthBatch']> {
  return (await compiledModule()).playWorthBatch;
}

/** timeSplit from the bundle (bench --split), so that it times the code the batches run. */
export async function compiledTimeSplit(): Promise<typeof timeSplit> {
  return (await compiledModule()).timeSplit;
}

async function compile(): Promise<string> {
  const out = await build({
    entryPoints: [ENTRY], bundle: true, platform: 'node', format: 'esm', target: 'node20',
    write: false, sourcemap: 'inline', sourcesContent: false, logLevel: 'silent', plugins: [ownLocation, absolutePackages],
    // The map names the sources from the project's root, wherever the bundle is kept.
    absWorkingDir: ROOT, sourceRoot: pathToFileURL(`${ROOT}/`).href,
    // Stack traces in a crash report name the TypeScript sources, as they do under tsx.
    banner: { js: 'process.setSourceMapsEnabled(true);' },
  });
  const text = out.outputFiles[0].text;
  const name = `worker-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`;
  return pathToFileURL(keepBundle(name, text, cacheDirs())).href;
}

/** The bundle's path in the first of `dirs` that has it or can be written; a WriteError if none can. */
export function keepBundle(name: string, text: string, dirs: readonly string[]): string {
  const reasons: string[] = [];
  for (const dir of dirs) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
    // Written whole under a temporary name, then renamed: a concurrent process never reads half.
    const partial = `${file}.${process.pid}.partial`;
    try {
      makeDirs(dir);
      writeFileSync(partial, text);
      renameSync(partial, file);
      pruneBundles(dir, Date.now());
      return file;
    } catch (err) {
      if (existsSync(partial)) rmSync(partial, { force: true });
      reasons.push(`${dir}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  throw new WriteError(`cannot keep the compiled worker bundle in any cache folder (${reasons.join('; ')}); set TALISMAN_SIM_CACHE to a writable folder`);
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
