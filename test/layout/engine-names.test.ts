// The engine names no module: no file of src/engine/ mentions an expansion's rules by name, in code
// or in a comment (CONTRIBUTING.md: a module owns what it adds; the engine offers moments and steps).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = new URL('../../src/engine/', import.meta.url).pathname;
/** The expansions' names, as their folders in src/rules/ and their rule text spell them. */
const NAMES = /\b(upgrade|doc|denizens of the city|fantastic[ -]diversions)\b/i;

/** The first line of `text` that names an expansion, else null. */
export function namedModule(text: string): string | null {
  for (const line of text.split('\n')) if (NAMES.test(line)) return line.trim();
  return null;
}

describe('the engine names no module', () => {
  it('finds a name where one is written', () => {
    expect(namedModule('// the Talisman Upgrade\'s King')).not.toBeNull();
    expect(namedModule('const x = docCard; // the base game')).toBeNull();
  });

  it('no file of src/engine/ names the Upgrade, the DOC deck or Fantastic Diversions', () => {
    const named = readdirSync(ENGINE).filter((f) => f.endsWith('.ts')).map((f) => [f, namedModule(readFileSync(join(ENGINE, f), 'utf8'))]).filter(([, line]) => line !== null);
    expect(named).toEqual([]);
  });
});
