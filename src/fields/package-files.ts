// Files of the package that a message or a list points the reader to (a page of the manual, an
// example), named so that they open from where the command runs: relative to the current folder
// when the package lies inside it (a checkout), absolute otherwise (an installed copy).
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's folder, wherever it is installed. */
export const PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** `path` from `cwd`: relative inside it, absolute outside. */
export function fromHere(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** A page of the manual shipped in docs/ (modules.md), as the reader can open it from here. */
export function manualPage(name: string): string {
  return fromHere(join(PACKAGE_DIR, 'docs', name));
}
