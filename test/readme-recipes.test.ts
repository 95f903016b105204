// The README's recipes as a new user types them: "Check your own cards" writes the deck file the
// README shows and runs its commands as written, only with fewer games and the output in a
// temporary folder.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './sim/fixtures.ts';

const README = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

/** The fenced blocks of a README section, by language. */
function blocks(heading: string, lang: string): string[] {
  const section = README.split(`\n### ${heading}\n`)[1].split('\n## ')[0].split('\n### ')[0];
  return [...section.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]);
}

/** A README command line as argv: the words before its comment, `talisman-sim` left off. */
function argvOf(line: string): string[] {
  const words = line.split('#')[0].trim().split(/\s+/);
  expect(words[0]).toBe('talisman-sim');
  return words.slice(1);
}

describe('README: Check your own cards', () => {
  it('should run every command as written on the deck file it shows', async () => {
    const dir = tempDir('recipe-cards');
    const [deck] = blocks('Check your own cards', 'yaml');
    const name = /^# (\S+\.yaml)$/m.exec(deck)?.[1] as string;
    writeFileSync(join(dir, name), deck);
    const [commands] = blocks('Check your own cards', 'sh');
    const lines = commands.trim().split('\n');
    expect(lines.map((l) => argvOf(l)[0])).toEqual(['cards', 'card-balance', 'compare', 'card-balance']);
    // The last compares a changed deck with the one before the change: here the same deck, under the name the README gives it.
    const old = lines.flatMap((l) => argvOf(l)).find((w) => w.endsWith('.yaml') && w !== name) as string;
    writeFileSync(join(dir, old), deck);
    for (const [i, line] of lines.entries()) {
      const argv = argvOf(line).map((w) => (w === name || w === old ? join(dir, w) : w));
      const games = argv.indexOf('--games');
      if (games >= 0) argv[games + 1] = '4';
      const out = argv[0] === 'cards' ? [] : ['--out', join(dir, `${argv[0]}-${i}`), '--workers', '1', '--quiet'];
      const r = await cli([...argv, ...out]);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      if (argv[0] === 'cards') expect(r.out).toMatch(/Barrow Beast.*\*|\*.*Barrow Beast/);
    }
  });
});
