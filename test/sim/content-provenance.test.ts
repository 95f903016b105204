// Issue 47 item 6: every report records what a scenario plays beyond the base game. A house-rule
// module's provenance hashes every file its bundle holds, so that editing a file it imports changes
// the record (and a resumed run refuses the folder); the deck file's path and every character in
// play are recorded too, in summary.json, compare.json and card-balance.json and on their pages.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import type { CompareOutcome } from '../../src/experiment/outcome.ts';
import type { Provenance } from '../../src/sim/summary.ts';
import { cli, tempDir } from './fixtures.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HELPER = "export const bonus = (round: number): number => (round % 2 === 0 ? 1 : 0);\n";
const RULE = [
  "import { houseRule, withHooks } from 'talisman-sim';",
  "import { bonus } from './lib/bonus.ts';",
  "export default houseRule({ id: 'even-gold', desc: 'gold on even rounds', apply: (r) => withHooks(r, { turnStart: (g, p) => g.gainGold(p, bonus(g.round)) }) });",
].join('\n');
const KNIGHT = '  - { id: barrow-knight, strength: 3, craft: 3, lives: 4, fate: 2, alignment: evil, start: graveyard }\n';

/** A folder with a deck file, a module that imports a file of its own, and scenarios that use them. */
function folder(): string {
  const dir = tempDir('content-provenance');
  writeFileSync(join(dir, 'deck.yaml'), '- { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 2 }\n- { title: Marsh Wisp, type: enemy, kind: spirit, craft: 5 }\n');
  writeFileSync(join(dir, 'rule.ts'), RULE);
  mkdirSync(join(dir, 'lib'));
  writeFileSync(join(dir, 'lib', 'bonus.ts'), HELPER);
  writeFileSync(join(dir, 'with.yaml'), `name: with\nseed: prov\ngames: 4\nplayers: 3\ncards: ./deck.yaml\ncharacters:\n${KNIGHT}modules: [./rule.ts]\n`);
  writeFileSync(join(dir, 'without.yaml'), 'name: without\nseed: prov\ngames: 4\nplayers: 3\n');
  return dir;
}

function summaryOf(out: string): Provenance {
  return (JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { provenance: Provenance }).provenance;
}

describe('the provenance of what a scenario plays', () => {
  const dir = folder();
  const helper = join(dir, 'lib', 'bonus.ts');

  it('should hash every file a module bundles, and record another hash when a file it imports changes', async () => {
    const run = (out: string) => cli(['run', join(dir, 'with.yaml'), '--workers', '1', '--quiet', '--out', join(dir, out)]);
    expect((await run('first')).code).toBe(0);
    const first = summaryOf(join(dir, 'first'));
    expect(first.houseRules).toEqual([{ file: './rule.ts', sha256: sha256(RULE), files: [{ file: 'rule.ts', sha256: sha256(RULE) }, { file: 'lib/bonus.ts', sha256: sha256(HELPER) }] }]);
    expect(first).toMatchObject({ cardsFile: './deck.yaml', characterPool: [...CHARACTER_IDS, 'barrow-knight'], characters: [{ id: 'barrow-knight', name: 'Barrow Knight' }] });
    const page = readFileSync(join(dir, 'first', 'index.html'), 'utf8');
    for (const shown of ['lib/bonus.ts SHA-256 ' + sha256(HELPER), '2 titles (3 cards) from ./deck.yaml', 'characters in play', 'Barrow Knight']) expect(page).toContain(shown);

    const edited = HELPER.replace('? 1 : 0', '? 2 : 0');
    writeFileSync(helper, edited);
    expect((await run('second')).code).toBe(0);
    const second = summaryOf(join(dir, 'second'));
    expect(second.houseRules?.[0].sha256).toBe(first.houseRules?.[0].sha256);
    expect(second.houseRules?.[0].files[1]).toEqual({ file: 'lib/bonus.ts', sha256: sha256(edited) });
    // The first folder holds the run of the module as it was: more games there are refused.
    const resumed = await run('first');
    expect(resumed.code).toBe(2);
    expect(resumed.err).toMatch(/holds the run of another plan \(houseRules\[0\]\.files\[1\]\.sha256: /);
  });

  it('should record the deck file of a scenario file that is a deck', async () => {
    const out = join(dir, 'deck-run');
    expect((await cli(['run', join(dir, 'deck.yaml'), '--games', '2', '--workers', '1', '--quiet', '--out', out])).code).toBe(0);
    expect(summaryOf(out)).toMatchObject({ cardsFile: 'deck.yaml', characterPool: CHARACTER_IDS });
    expect(summaryOf(out).characters).toBeUndefined();
  });

  it('should record every arm\'s deck file, characters and module files in compare.json and card-balance.json, and show them', async () => {
    const out = join(dir, 'compare');
    const r = await cli(['compare', join(dir, 'without.yaml'), join(dir, 'with.yaml'), '--games', '20', '--workers', '1', '--quiet', '--out', out]);
    expect(r.code).toBe(0);
    const o = JSON.parse(readFileSync(join(out, 'compare.json'), 'utf8')) as CompareOutcome;
    expect(o.arms.map((a) => a.characterPool.length)).toEqual([14, 15]);
    expect(o.arms[0]).not.toHaveProperty('houseRules');
    expect(o.arms[1]).toMatchObject({ cardsFile: './deck.yaml', characters: [{ id: 'barrow-knight' }], houseRules: [{ file: './rule.ts', files: [{ file: 'rule.ts' }, { file: 'lib/bonus.ts' }] }] });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('house-rule module ./rule.ts: rule.ts SHA-256 ');
    // The new character, in the second arm's pool only, is no difference found: its row says why it is not compared.
    const knight = o.rows.filter((row) => row.subject === 'barrow-knight');
    expect(knight.map((row) => row.metric).sort()).toEqual(['character-dealt', 'character-played']);
    for (const row of knight) expect([row.baseline, row.note]).toEqual([0, 'in one arm only']);

    const balance = join(dir, 'balance');
    expect((await cli(['card-balance', join(dir, 'with.yaml'), '--games', '2', '--workers', '1', '--quiet', '--out', balance])).code).toBe(0);
    const b = JSON.parse(readFileSync(join(balance, 'card-balance.json'), 'utf8')) as { arms: CompareOutcome['arms'] };
    for (const a of b.arms) expect(a).toMatchObject({ characterPool: [...CHARACTER_IDS, 'barrow-knight'], houseRules: [{ files: [{ file: 'rule.ts' }, { file: 'lib/bonus.ts' }] }] });
    // Every arm deals from the deck file: the arm without the fan cards sets each of them aside (in
    // its place a blank, so that every other card keeps its place), it does not drop the file.
    expect(b.arms.map((a) => a.cardsFile)).toEqual(b.arms.map(() => './deck.yaml'));
    expect(readFileSync(join(balance, 'index.html'), 'utf8')).toContain('lib/bonus.ts SHA-256 ');
  }, 120_000);
});
