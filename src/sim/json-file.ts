// JSON files a run reads back (checkpoint.json, aggregate.json) and writes (those and summary.json):
// written whole to NAME.tmp, flushed and renamed, so a file on disk is never half-written, even on a
// full disk (the previous version stays); compared by stable JSON. Files read back carry a SHA-256 of
// their content, so an edit is caught.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

/** A file a command was pointed at is missing, unreadable or does not fit the run (exit code 2). */
export class InputError extends Error {
  override name = 'InputError';
}

/** A file or folder that cannot be written (exit code 1, without the "internal error" label). */
export class WriteError extends Error {
  override name = 'WriteError';
}

/**
 * Why a file operation on `path` failed, in words: the file in the way for ENOTDIR ("reports is a
 * file, not a folder"), and for EISDIR, ENOENT, EACCES and a full or read-only disk a plain phrase;
 * Node's message for anything else.
 */
export function fsReason(err: unknown, path: string): string {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOTDIR') return `${fileInTheWay(path) ?? 'a part of the path'} is a file, not a folder`;
  const words: Record<string, string> = {
    EISDIR: 'it is a folder, not a file', ENOENT: 'no such file', EACCES: 'permission denied', EPERM: 'permission denied',
    ENOSPC: 'no space left on the disk', EROFS: 'the disk is read-only',
  };
  return code !== undefined && Object.hasOwn(words, code) ? words[code] : err instanceof Error ? err.message : String(err);
}

/** The nearest existing parent of `path` (or `path`) that is not a folder, as written in `path`; null if none. */
function fileInTheWay(path: string): string | null {
  for (let p = dirname(path); ; p = dirname(p)) {
    if (existsSync(p)) return statSync(p).isDirectory() ? null : p;
    if (dirname(p) === p) return null;
  }
}

/** Write `value` as indented JSON to `path`, whole or not at all (writeFileAtomic). */
export function writeJsonAtomic(path: string, value: unknown): void {
  writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Write `text` (or bytes) to `path` whole or not at all: every byte to `path`.tmp (a write may take only part
 * of what it is given, as on a full disk), flushed, then renamed over `path`. On any failure the
 * temporary file goes and `path` keeps its previous content; a WriteError says why in one line.
 */
export function writeFileAtomic(path: string, text: string | Uint8Array): void {
  const tmp = `${path}.tmp`;
  let fd = -1;
  try {
    makeDirs(dirname(path));
    fd = openSync(tmp, 'w');
    writeAll(fd, typeof text === 'string' ? Buffer.from(text) : text);
    fsyncSync(fd);
    closeSync(fd);
    fd = -1;
    renameSync(tmp, path);
  } catch (err) {
    if (fd >= 0) closeSync(fd);
    rmSync(tmp, { force: true });
    throw new WriteError(`cannot write ${path}: ${fsReason(err, tmp)}`);
  }
}

/** Every byte of `buf` to `fd`, however many writes it takes; a write that takes none is an error. */
export function writeAll(fd: number, buf: Uint8Array): void {
  for (let at = 0; at < buf.length; ) {
    const n = writeSync(fd, buf, at);
    if (n <= 0) throw new Error('the disk took no bytes (full?)');
    at += n;
  }
}

/**
 * Create a folder and its missing parents, one level at a time: Node 20's recursive mkdir never
 * returns under /proc (it retries the same failing create forever).
 */
export function makeDirs(dir: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); !existsSync(d); d = dirname(d)) {
    missing.push(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing.reverse()) mkdirSync(d);
}

/** Folders no output goes in or under: the system's own (virtual file systems, programs, settings). */
const SYSTEM_TREES = ['/bin', '/boot', '/dev', '/etc', '/lib', '/lib32', '/lib64', '/libx32', '/proc', '/sbin', '/sys', '/usr'];
/** Folders that are no output folder themselves, though one may sit below them. */
const SHARED_FOLDERS = ['/', '/home', '/media', '/mnt', '/opt', '/root', '/run', '/srv', '/var'];

/** The real path of `path`, or of its nearest existing parent with the rest appended. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPath(parent), basename(path));
  }
}

/**
 * An InputError when `dir` may not hold a command's files: /, a system folder (or one under
 * /proc, /etc, /usr...), the home folder itself, or something that is not a folder.
 */
export function checkOutDir(dir: string): void {
  const path = realPath(resolve(dir));
  if (path === realPath(homedir())) throw new InputError(`${dir} is the home folder: give --out a folder of its own`);
  if (SHARED_FOLDERS.includes(path) || SYSTEM_TREES.some((t) => path === t || path.startsWith(`${t}/`))) {
    throw new InputError(`${dir} is a system folder: give --out a folder of its own`);
  }
  if (existsSync(path) && !statSync(path).isDirectory()) throw new InputError(`${dir} is not a folder`);
}

/** Create an output folder (and its parents) after checkOutDir; a WriteError if that fails. */
export function makeDir(dir: string): void {
  checkOutDir(dir);
  try {
    makeDirs(dir);
  } catch (err) {
    throw new WriteError(`cannot create ${dir}: ${fsReason(err, dir)}`);
  }
}

/** Create a folder and prove it can be written (a probe file made and removed), before any work. */
export function checkWritableDir(dir: string): void {
  makeDir(dir);
  const probe = join(dir, `.talisman-sim.probe.${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    throw new WriteError(`cannot write to ${dir}: ${fsReason(err, probe)}`);
  }
}

/** Parse a JSON file; a missing or malformed file is an InputError naming it. */
export function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read ${path}: ${fsReason(err, path)}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new InputError(`${path} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** JSON with object keys sorted at every level: equal values give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/**
 * What differs between two JSON values, leaf by leaf, at most `max` of them: "rules.trophyRate: 7
 * in the checkpoint, 5 now; games: 3 in the checkpoint, 5 now" (`was` names where the old value is).
 */
export function describeChanges(old: unknown, now: unknown, was: string, max = 4): string {
  const changes: string[] = [];
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (stableJson(a) === stableJson(b)) return;
    if (isRecord(a) && isRecord(b)) {
      for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) walk(a[key], b[key], path === '' ? key : `${path}.${key}`);
    } else if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      a.forEach((x, i) => walk(x, b[i], `${path}[${i}]`));
    } else {
      changes.push(`${path || 'the whole'}: ${shortJson(a)} ${was}, ${shortJson(b)} now`);
    }
  };
  walk(old, now, '');
  const more = changes.length > max ? [`and ${changes.length - max} more`] : [];
  return [...changes.slice(0, max), ...more].join('; ');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A value as JSON, cut to 60 characters; absent for undefined. */
function shortJson(v: unknown): string {
  if (v === undefined) return 'absent';
  const text = stableJson(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Parse a JSON file that must hold an object (a checkpoint, an aggregate); an InputError naming it otherwise. */
export function readJsonObject(path: string, what: string): Record<string, unknown> {
  const value = readJson(path);
  if (!isRecord(value)) throw new InputError(`${path} is not ${what}`);
  return value;
}

/** The field that holds a file's content hash. */
export const CONTENT_HASH = 'sha256';

/** `value` with a `sha256` field: the SHA-256 of its stable JSON without that field. */
export function withContentHash<T extends object>(value: T): T & { sha256: string } {
  return { ...value, [CONTENT_HASH]: contentHash(value) };
}

/** An InputError when `value` (read from `path`) lacks its content hash or does not match it. */
export function checkContentHash(path: string, value: Record<string, unknown>): void {
  const { [CONTENT_HASH]: stored, ...rest } = value;
  if (typeof stored !== 'string') throw new InputError(`${path} has no content hash (sha256); it was not written by this talisman-sim`);
  if (contentHash(rest) !== stored) throw new InputError(`${path} was edited or damaged: its content does not match its sha256`);
}

function contentHash(value: object): string {
  return createHash('sha256').update(stableJson(value)).digest('hex');
}

/** A report's files, each written whole (writeFileAtomic), in the given order (index.html last). */
export function writeReportFiles(dir: string, files: Record<string, string>, what: string): void {
  try {
    for (const [name, text] of Object.entries(files)) writeFileAtomic(join(dir, name), text);
  } catch (err) {
    throw new WriteError(`cannot write the ${what} in ${dir}: ${err instanceof Error ? err.message.replace(/^cannot write \S+: /, '') : String(err)}`);
  }
}
