// Test helpers for the files a run reads back with a content hash (aggregate.json, the compare and
// doc-balance shard files): rewrite one with an edit, re-hashed or not, and catch the refusal.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { InputError, withContentHash } from '../../src/sim/json-file.ts';

/** Rewrite the file at `path` with `edit` applied, re-hashed unless `hash` is false; returns the path. */
export function rewriteHashed(path: string, edit: (f: Record<string, unknown>) => void, hash = true): string {
  const { sha256: old, ...f } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(f);
  writeFileSync(path, JSON.stringify(hash ? withContentHash(f) : { ...f, sha256: old }));
  return path;
}

/** The message of the InputError `f` throws (the test fails if it throws nothing, or something else). */
export function refusal(f: () => unknown): string {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  throw new Error('not refused');
}
