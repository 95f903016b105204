// The command line and the Monte Carlo path run from esbuild bundles of the TypeScript sources, kept
// in a cache folder under the sources' content hash: a process finds them by that hash and loads
// them without building or compiling anything (tsx compiled every module of every process; the
// worker bundle used to be rebuilt by every process). A change to any file of src/ or strategies/,
// or to the package's manifest or lock file, makes a new hash and new bundles on the next start.
//
// Plain JavaScript, not TypeScript: bin/talisman-sim.js loads this file before anything can compile
// TypeScript. bundles.d.ts gives its types to the TypeScript that imports it (compiled.ts).
//
// Two bundles per hash, in <cache>/<hash>/: cli/main.mjs (src/cli/main.ts, split into chunks so that
// a command loads only its own modules and packages, which it imports by absolute file URL) and
// worker.cjs (src/experiment/worker.ts and its two packages in one file: a game takes ~5% fewer
// instructions than across modules), which its stub worker.mjs runs from V8's code cache
// (code-cache.js). Both keep each module's own import.meta.url, so they run from any folder. This
// file imports nothing of the project (it names the two entries and code-cache.js by path), so it
// may sit in src/sim/, below src/experiment/compiled.ts that imports it (the layers of
// test/layout/imports.test.ts).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The package's root folder. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
/** Bumped when the bundles' layout or build options change, so that old caches are not taken for new. */
const FORMAT = 'bundles-3';
/** The folders whose files make the hash, and the root files that do. */
const SOURCE_FOLDERS = ['src', 'strategies'];
const SOURCE_FILES = ['package.json', 'package-lock.json'];
/** A cache entry not used for this long is deleted when another is written (a run of it may still be starting workers). */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The folders the bundles may be kept in, first choice first: $TALISMAN_SIM_CACHE, the install's own
 * node_modules/.cache (an image builds them there once, read-only after; a fresh `npm ci` drops
 * them), the user's cache folder ($XDG_CACHE_HOME or ~/.cache), then the temporary folder. A
 * process takes the bundles from whichever has them, and builds into the first it can write.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [root]
 * @returns {string[]}
 */
export function cacheDirs(env = process.env, root = ROOT) {
  const home = env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const dirs = [
    env.TALISMAN_SIM_CACHE, join(root, 'node_modules', '.cache', 'talisman-sim'), join(home, 'talisman-sim'),
    join(tmpdir(), `talisman-sim-${process.getuid?.() ?? 'user'}`),
  ];
  return dirs.filter((d) => Boolean(d));
}

/**
 * The content hash of the sources under `root`: every file of src/ and strategies/ by its path and
 * bytes, the manifest and lock file, and the root itself (the bundles name their packages by
 * absolute path). About 14 ms for the 280 files.
 * @param {string} [root]
 * @returns {string}
 */
export function sourceHash(root = ROOT) {
  const hash = createHash('sha256').update(`${FORMAT}\0${root}\0`);
  const add = (rel) => hash.update(`${rel}\0`).update(readFileSync(join(root, rel))).update('\0');
  const walk = (rel) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else add(path);
    }
  };
  SOURCE_FOLDERS.forEach(walk);
  for (const file of SOURCE_FILES) if (existsSync(join(root, file))) add(file);
  return hash.digest('hex').slice(0, 20);
}

/** No cache folder could take the bundles (compiled.ts turns it into the simulator's WriteError). */
export class WriteBundleError extends Error {}

/**
 * The folder holding this process's bundles, found or built on first use, and the same folder for
 * every later call and every copy of this module in the thread (the command line's bundle holds one).
 * @returns {Promise<string>}
 */
export function bundleDir() {
  const key = Symbol.for('talisman-sim.bundle-dir');
  const memo = /** @type {Record<symbol, Promise<string> | undefined>} */ (/** @type {unknown} */ (globalThis));
  memo[key] ??= keepBundles(sourceHash(), cacheDirs());
  return /** @type {Promise<string>} */ (memo[key]);
}

/** The command line's entry (src/cli/main.ts bundled), as a file URL. */
export async function cliBundle() {
  return pathToFileURL(join(await bundleDir(), 'cli', 'main.mjs')).href;
}

/** The worker bundle's stub (it runs worker.cjs, src/experiment/worker.ts bundled), as a file URL. */
export async function workerBundle() {
  return pathToFileURL(join(await bundleDir(), 'worker.mjs')).href;
}

/**
 * The folder of `hash` in the first of `dirs` that has it; else the bundles built into the first
 * that can be written. Built under a temporary name and renamed whole: a concurrent process never
 * sees half a folder, and when two build at once the first rename wins and the other uses it.
 * @param {string} hash
 * @param {readonly string[]} dirs
 * @param {(into: string) => Promise<void>} [build]
 * @returns {Promise<string>}
 */
export async function keepBundles(hash, dirs, build = buildBundles) {
  for (const dir of dirs) {
    const found = join(dir, hash);
    if (existsSync(found)) return touched(found);
  }
  const reasons = [];
  for (const dir of dirs) {
    const final = join(dir, hash);
    const partial = `${final}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    try {
      mkdirSync(dir, { recursive: true });
      await build(partial);
      try {
        renameSync(partial, final);
      } catch (err) {
        if (!existsSync(final)) throw err;
        rmSync(partial, { recursive: true, force: true });
      }
      pruneBundles(dir, hash, Date.now());
      return final;
    } catch (err) {
      if (existsSync(partial)) rmSync(partial, { recursive: true, force: true });
      reasons.push(`${dir}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    }
  }
  throw new WriteBundleError(`cannot keep the compiled bundles in any cache folder (${reasons.join('; ')}); set TALISMAN_SIM_CACHE to a writable folder`);
}

/** The folder, its time set to now when last set over an hour ago (a read-only one is left as it is). */
function touched(dir) {
  try {
    const now = Date.now();
    if (now - statSync(dir).mtimeMs > KEEP_MS / 24) utimesSync(dir, now / 1000, now / 1000);
  } catch {
    // A read-only cache (an image's) keeps its time: it is never pruned by the processes reading it.
  }
  return dir;
}

/**
 * Delete what is older than a day in `dir`, other than `keep`: bundle folders of other sources,
 * partial ones of builds that died, and the worker-<hash>.mjs files of earlier versions.
 * @param {string} dir
 * @param {string} keep
 * @param {number} now
 */
export function pruneBundles(dir, keep, now) {
  for (const name of readdirSync(dir)) {
    if (name === keep || !/^([0-9a-f]{20}(\.\d+\.[0-9a-f]{8}\.partial)?|worker-[0-9a-f]{16}\.mjs)$/.test(name)) continue;
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs > KEEP_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Deleted by another process meanwhile.
    }
  }
}

/**
 * Both bundles of the sources under ROOT, written into `into`. Source maps are linked files that
 * nothing reads at start-up (inline ones cost every thread a parse); `sourceStack` (src/sim/
 * source-stack.ts) reads them when a stack is printed, and node --enable-source-maps uses them.
 * The worker bundle is CommonJS, its packages inside, so that code-cache.js can run it as a script
 * from a code cache; worker.mjs is the module that pool workers and the in-thread runner import.
 * @param {string} into
 */
export async function buildBundles(into) {
  const { build } = await import('esbuild');
  const common = {
    bundle: true, platform: 'node', target: 'node20', write: true, sourcemap: 'linked',
    sourcesContent: false, logLevel: 'silent', absWorkingDir: ROOT,
  };
  await Promise.all([
    build({ ...common, format: 'esm', plugins: [ownLocation, absolutePackages], entryPoints: [join(ROOT, 'src/cli/main.ts')], outdir: join(into, 'cli'), splitting: true, outExtension: { '.js': '.mjs' } }),
    build({ ...common, format: 'cjs', plugins: [ownLocation], entryPoints: [join(ROOT, 'src/experiment/worker.ts')], outfile: join(into, 'worker.cjs') }),
  ]);
  writeFileSync(join(into, 'worker.mjs'), workerStub());
}

/**
 * The worker bundle's module: worker.ts's exports that the pool, the in-thread runner, bench
 * --split, bench --instructions and train --expert-iteration's labelling call, each batch followed by writing the code cache if this
 * thread found none (once).
 */
function workerStub() {
  return `// Written by src/sim/bundles.js: runs worker.cjs beside it from V8's code cache (src/sim/code-cache.js).
import { fileURLToPath } from "node:url";
import { runBundle } from ${JSON.stringify(pathToFileURL(join(ROOT, 'src/sim/code-cache.js')).href)};

const bundle = runBundle(fileURLToPath(new URL("./worker.cjs", import.meta.url)));
const played = (play) => (task) => {
  try {
    return play(task);
  } finally {
    bundle.keepCodeCache();
  }
};
export default played(bundle.exports.default);
export const playBatch = played(bundle.exports.playBatch);
export const timeSplit = bundle.exports.timeSplit;
export const labelBatch = played(bundle.exports.labelBatch);
`;
}

/** Each module keeps its own location: import.meta.url becomes its source file's URL. */
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const ownLocation = {
  name: 'own-import-meta-url',
  /** @param {import('esbuild').PluginBuild} b */
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(IMPORT_META_URL, JSON.stringify(pathToFileURL(args.path).href)),
      loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js',
    }));
  },
};

/** Package imports become the absolute file URLs they resolve to from here (so the bundles may live anywhere). */
const SKIP = Symbol('resolving');
const absolutePackages = {
  name: 'absolute-packages',
  /** @param {import('esbuild').PluginBuild} b */
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
