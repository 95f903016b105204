// What a scenario may name outside itself. A scenario file of the user's own (the CLI) names module,
// model and deck files by path, relative to its folder. Text uploaded to `serve` names none of them:
// cards and characters inline only, and modules only by name from the folder the server's operator
// gave (serve --trusted-modules DIR). The check reads the keys alone, before any file is opened, so
// a refusal never depends on what exists and never shows what a file holds.
import { readdirSync } from 'node:fs';
import { fieldError, showValue, type Where } from './validate.ts';
import { didYouMean } from '../fields/suggest.ts';

/** The scenario keys that can name a file: code (modules), a model file, a deck file (cards, given as a path). */
export const FILE_KEYS = ['modules', 'model', 'cards'] as const;

/** Where a scenario's files may come from: any path (a file of the user's), or none but modules from a trusted folder. */
export type Sources = { readonly files: 'any' } | { readonly files: 'none'; readonly modulesDir?: string };

export const ANY_FILE: Sources = { files: 'any' };

/** A module's bare file name in the trusted folder: no folder, no leading dot. */
const MODULE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}\.(ts|mts|js|mjs)$/;

/**
 * Refuse a key that names a file when `sources` allows none; the folder the modules are found in
 * (the trusted one), or undefined for the scenario's own.
 */
export function checkSources(top: Record<string, unknown>, where: Where, sources: Sources): string | undefined {
  if (sources.files === 'any') return undefined;
  if (top.model !== undefined) throw fieldError(where, ['model'], 'names a file: serve takes no file from a request (the learned bots play their shipped model)', true);
  if (typeof top.cards === 'string') throw fieldError(where, ['cards'], 'names a file: serve takes no file from a request; give the cards as a list here', true);
  if (top.modules === undefined) return undefined;
  const dir = sources.modulesDir;
  if (dir === undefined) {
    throw fieldError(where, ['modules'], 'names code: serve takes no code from a request (its operator can offer modules by name with serve --trusted-modules DIR)', true);
  }
  if (!Array.isArray(top.modules)) return dir;
  const offered = trustedModules(dir);
  top.modules.forEach((name, i) => {
    if (typeof name === 'string' && MODULE_NAME.test(name) && offered.includes(name)) return;
    const problem = typeof name === 'string' && /[\\/]/.test(name) ? 'is a path: serve takes no file from a request' : `is not a module of the trusted folder (got ${showValue(name)})${didYouMean(name, offered)}`;
    throw fieldError(where, ['modules', i], `${problem}; name one of: ${offered.join(', ') || 'none (the folder has no module)'}`);
  });
  return dir;
}

/** The module files of the trusted folder, by name, sorted. */
export function trustedModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).filter((f) => !f.isDirectory() && MODULE_NAME.test(f.name)).map((f) => f.name).sort();
}
