// A scenario's `modules:` list: each a house-rule module file (docs/modules.md), read, hashed and
// compiled with esbuild into one CommonJS bundle that the plan carries to the workers, with the hash
// of every file the bundle holds (the provenance's houseRules). The file may
// import the package's public entry (`talisman-sim`, src/api.ts) and files of its own, nothing else
// of talisman-sim's source. Every problem is a ScenarioError naming the scenario's line.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildFailure, Message } from 'esbuild';
import { fanModulesOf, type BundledFile, type FanModuleRef } from '../rules/fan-load.ts';
import { manualPage } from '../fields/package-files.ts';
import { FAN_THREW, FanModuleError } from '../rules/fan-facade.ts';
import { buildRuleSet } from '../rules/ruleset.ts';
import { MODULES } from '../rules/modules.ts';
import type { RuleOptions } from '../rules/options.ts';
import { fieldError, type Where } from './validate.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');
/** The public entry a fan module imports as `talisman-sim`. */
export const API_ENTRY = resolve(ROOT, 'src/api.ts');
/** The source files of talisman-sim a fan module's bundle may hold: the public entry and what it is made of. */
const PUBLIC = new Set(['src/api.ts', 'src/rules/fan-api.ts']);
const EXTENSIONS = /\.(ts|mts|js|mjs)$/;

/** `modules:`: a list of module files, relative to the scenario's folder (or to `dir`). */
export function resolveModules(raw: unknown, where: Where, dir = dirname(where.file)): FanModuleRef[] {
  if (!Array.isArray(raw) || raw.length === 0) throw fieldError(where, ['modules'], 'must be a list of house-rule module files (e.g. [./my-rule.ts])');
  const refs = raw.map((item, i) => moduleRef(item, i, where, dir));
  refs.forEach((ref, i) => {
    const first = refs.findIndex((r) => r.path === ref.path);
    if (first < i) throw fieldError(where, ['modules', i], `repeats ${ref.file}, already modules[${first}]`);
  });
  return refs;
}

function moduleRef(item: unknown, i: number, where: Where, dir: string): FanModuleRef {
  const at = ['modules', i];
  if (typeof item !== 'string' || !EXTENSIONS.test(item)) {
    throw fieldError(where, at, `must be a module file ending .ts, .mts, .js or .mjs (got ${JSON.stringify(item)})`);
  }
  const path = resolve(dir, item);
  let bytes: Buffer;
  try {
    if (!statSync(path).isFile()) throw new Error('not a file');
    bytes = readFileSync(path);
  } catch {
    throw fieldError(where, at, `names ${item}, which is no readable file (looked for ${path})`);
  }
  const { code, inputs } = compile(path, where, at);
  const own = inputs.filter((f) => f !== path);
  return { file: item, path, sha256: sha256Of(bytes), files: [path, ...own].map((f) => bundledFile(f, dir)), code };
}

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A file of a module's bundle as the provenance records it: its path from the scenario's folder, and its hash. */
function bundledFile(abs: string, dir: string): BundledFile {
  return { file: relative(dir, abs).split(sep).join('/'), sha256: sha256Of(readFileSync(abs)) };
}

/**
 * The file bundled with esbuild, and the absolute paths of the files the bundle holds but
 * talisman-sim's public entry; its compile errors and imports of private source are field errors.
 */
function compile(path: string, where: Where, at: (string | number)[]): { code: string; inputs: string[] } {
  let out;
  try {
    // esbuild is loaded by the scenarios that have modules, not by every command that reads a scenario.
    const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    out = buildSync({
      entryPoints: [path], bundle: true, platform: 'node', format: 'cjs', target: 'node20', write: false, metafile: true,
      logLevel: 'silent', absWorkingDir: ROOT, alias: { 'talisman-sim': API_ENTRY },
    });
  } catch (err) {
    const first = (err as BuildFailure).errors?.[0];
    throw fieldError(where, at, `does not compile: ${first ? messageText(first) : String(err)}`);
  }
  const inputs: string[] = [];
  for (const input of Object.keys(out.metafile.inputs)) {
    const abs = resolve(ROOT, input);
    const inside = relative(ROOT, abs).split(sep).join('/');
    if ((inside.startsWith('src/') || inside.startsWith('strategies/')) && !PUBLIC.has(inside)) {
      throw fieldError(where, at, `imports ${inside}, talisman-sim's private source: a house rule imports only 'talisman-sim' (the public API, ${manualPage('modules.md')}) and files of its own`);
    }
    if (!PUBLIC.has(inside)) inputs.push(abs);
  }
  return { code: out.outputFiles[0].text, inputs: inputs.sort() };
}

function messageText(m: Message): string {
  const loc = m.location;
  if (!loc) return m.text;
  const abs = resolve(ROOT, loc.file);
  const rel = relative(process.cwd(), abs);
  return `${rel.startsWith('..') ? abs : rel}:${loc.line}:${loc.column + 1}: ${m.text}`;
}

/**
 * Each module loaded and folded into the rule set of `rules` once, here, so that a module that is no
 * house rule, or whose apply throws or sets what it may not, stops the scenario at its line.
 */
export function checkModules(refs: readonly FanModuleRef[], rules: RuleOptions, where: Where): void {
  refs.forEach((_, i) => {
    try {
      buildRuleSet(rules, fanModulesOf(refs.slice(0, i + 1)));
    } catch (err) {
      if (err instanceof FanModuleError) throw fieldError(where, ['modules', i], `(${refs[i].file}): ${err.message.replace(`${refs[i].file}: `, '').replace(`${FAN_THREW} ${refs[i].file} threw: `, '').replace(`${FAN_THREW} ${refs[i].file} `, '')}`);
      throw err;
    }
  });
  checkIds(refs, where);
}

/**
 * Each module's id its own: provenance.ruleModules and the event counts name a module by its id, so
 * a fan module may not take a built-in module's id or an earlier fan module's.
 */
function checkIds(refs: readonly FanModuleRef[], where: Where): void {
  const taken = new Map<string, string>(MODULES.map((m) => [m.id, 'a built-in rule module\'s']));
  fanModulesOf(refs).forEach((m, i) => {
    const by = taken.get(m.id);
    if (by !== undefined) throw fieldError(where, ['modules', i], `(${refs[i].file}): its id '${m.id}' is already ${by}; give it one of its own`);
    taken.set(m.id, `that of ${refs[i].file} (modules[${i}])`);
  });
}
