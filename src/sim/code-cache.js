// The worker bundle (worker.cjs, bundles.js) run in this thread from V8's code cache kept beside it:
// every thread that plays games otherwise parses the 600 KB bundle and compiles each function it
// calls to bytecode again (an ES module cannot take a code cache in Node 20, hence a CommonJS
// bundle run as a script). The cache is written once, after the thread's first batch, so that it
// holds the functions the games called and not only the top level; a later thread or process
// deserialises their bytecode instead of compiling it. Same bytecode, same games.
//
// The cache's name holds what V8 checks it against (its version, the CPU, the process's flags),
// so that processes run with other flags keep their own cache instead of rejecting and rewriting
// one another's; V8 also checks it and compiles from the source if it does not match. Its source
// never changes: the bundle's folder is named by the sources' hash.
//
// Plain JavaScript like bundles.js, which writes the stub (worker.mjs) that loads the bundle here.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script, constants } from 'node:vm';

/** Set to "off" to neither read nor write the code cache (bench --instructions counts compilation alike in every run). */
export const CODE_CACHE_ENV = 'TALISMAN_SIM_CODE_CACHE';

/**
 * The code cache's file for `file` in this process: its name carries V8's version, the CPU and a
 * hash of the flags Node and V8 were started with (V8 rejects a cache made under other flags).
 * @param {string} file
 * @returns {string}
 */
export function codeCacheFile(file) {
  const flags = createHash('sha256').update([...process.execArgv, process.env.NODE_OPTIONS ?? ''].join('\0')).digest('hex').slice(0, 8);
  return `${file}.${process.versions.v8}-${process.arch}-${flags}.v8cache`;
}

/**
 * Run the CommonJS bundle `file` in this thread, from its code cache when there is one that V8
 * takes (`cached`). `keepCodeCache()` writes the cache if it was missing or refused (once, at the
 * first call, after the thread has played: the functions compiled by then go into it); a cache
 * folder that cannot be written is left as it is.
 * @param {string} file
 * @returns {{ exports: Record<string, any>, cached: boolean, keepCodeCache: () => void }}
 */
export function runBundle(file) {
  const source = readFileSync(file, 'utf8');
  const use = process.env[CODE_CACHE_ENV] !== 'off';
  const cacheFile = codeCacheFile(file);
  const cachedData = use && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  // The wrapper on the bundle's first line keeps its line numbers (its source map's) as they are.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: pathToFileURL(file).href,
    cachedData,
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  const cached = cachedData !== undefined && script.cachedDataRejected !== true;
  let write = use && !cached;
  return {
    exports: module.exports,
    cached,
    keepCodeCache() {
      if (!write) return;
      write = false;
      writeWhole(cacheFile, script.createCachedData());
    },
  };
}

/** `data` written under a temporary name and renamed: a reader never sees half a cache. */
function writeWhole(file, data) {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  try {
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch {
    // A read-only cache folder (an image's): the threads compile the bundle as without a cache.
    rmSync(partial, { force: true });
  }
}
