// For designers: `scaffold` writes a deck, a module and a scenario that `validate` passes and that
// play at once; `validate` checks files without playing, one line each; unknown values get a "did
// you mean"; every effect verb's example in the docs is one the loader takes.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from './sim/fixtures.ts';
import { parseEffect, VERBS } from '../src/content/fan/effects.ts';
import { effectExample } from '../src/docs/fan-card-blocks.ts';
import { abilityDoc, CARD_ABILITY_NAMES } from '../src/content/fan/card-abilities.ts';
import { checkRequest } from '../src/cli/serve/request.ts';
import { loadSim } from '../src/cli/io.ts';
import { checkSources } from '../src/scenario/sources.ts';

let dir: string;
/** Runs played in this file, each into a folder of its own. */
let runs = 0;
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'designer-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** 4 games in this thread, into a folder of their own; the run's exit code and its summary's game count. */
async function play(file: string): Promise<{ code: number; games: number }> {
  const out = join(dir, `out-${runs++}`);
  const r = await cli(['run', file, '--games', '4', '--workers', '1', '--quiet', '--out', out]);
  expect(r.err).toBe('');
  return { code: r.code, games: (JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { games: number }).games };
}

describe('talisman-sim scaffold', () => {
  it('should write a card, a module and a scenario that validate and play 4 games, naming each file and the next command', async () => {
    const card = await cli(['scaffold', 'card', join(dir, 'bog-troll')]);
    expect(card.code).toBe(0);
    expect(card.out).toContain(`wrote ${join(dir, 'bog-troll.yaml')}: a deck of one fan card, Bog Troll`);
    expect(card.out).toMatch(/^next: .* validate .*bog-troll\.yaml and .* run .*bog-troll\.yaml --games 100$/m);
    const mod = await cli(['scaffold', 'module', join(dir, 'second-wind')]);
    expect(mod.code).toBe(0);
    expect(readFileSync(join(dir, 'second-wind.ts'), 'utf8')).toMatch(/from 'talisman-sim'[\s\S]*turnStart:[\s\S]*trophyRate: 7/);
    const scen = await cli(['scaffold', 'scenario', join(dir, 'swamp'), '--cards', join(dir, 'bog-troll.yaml'), '--module', join(dir, 'second-wind.ts')]);
    expect(scen.code).toBe(0);
    expect(scen.out.split('\n').filter((l) => l.startsWith('wrote '))).toHaveLength(1);
    expect(readFileSync(join(dir, 'swamp.yaml'), 'utf8')).toMatch(/^cards: \.\/bog-troll\.yaml\nmodules: \[\.\/second-wind\.ts\]$/m);

    const files = ['bog-troll.yaml', 'second-wind.ts', 'swamp.yaml'].map((f) => join(dir, f));
    const v = await cli(['validate', ...files]);
    expect(v.err).toBe('3 of 3 files ok');
    expect(v.code).toBe(0);
    expect(v.out.split('\n')).toEqual([
      `ok: ${files[0]}: a deck of 1 fan card (2 copies)`,
      `ok: ${files[1]}: house rule 'second-wind': Second Wind (house rule): at the start of his turn a character on 1 life heals 1 on a roll of 5 or more.`,
      `ok: ${files[2]}: scenario 'swamp', 4 players, 1000 games, 1 fan card (2 copies), house rules second-wind`,
    ]);
    expect(await play(files[0])).toEqual({ code: 0, games: 4 });
    expect(await play(files[2])).toEqual({ code: 0, games: 4 });
  });

  it('should write the deck and module beside a scenario when none is named, and the three play', async () => {
    const r = await cli(['scaffold', 'scenario', join(dir, 'marsh')]);
    expect(r.code).toBe(0);
    expect(['marsh.yaml', 'marsh-cards.yaml', 'marsh-rule.ts'].every((f) => existsSync(join(dir, f)))).toBe(true);
    expect((await cli(['validate', join(dir, 'marsh.yaml')])).code).toBe(0);
    expect(await play(join(dir, 'marsh.yaml'))).toEqual({ code: 0, games: 4 });
  });

  it('should overwrite nothing: a file in the way stops it before any file is written', async () => {
    writeFileSync(join(dir, 'marsh-rule.ts'), 'mine');
    const r = await cli(['scaffold', 'scenario', join(dir, 'marsh')]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`talisman-sim: ${join(dir, 'marsh-rule.ts')} exists already; scaffold never overwrites a file: give another name, or move it away (nothing written)`);
    expect(existsSync(join(dir, 'marsh.yaml'))).toBe(false);
    expect(readFileSync(join(dir, 'marsh-rule.ts'), 'utf8')).toBe('mine');
  });

  it('should refuse a base card\'s title, a bad name and an unknown kind, with the kind meant', async () => {
    expect((await cli(['scaffold', 'card', join(dir, 'dragon')])).err).toContain("'Dragon' is a base Adventure card's title");
    expect((await cli(['scaffold', 'card', join(dir, 'bog troll!')])).code).toBe(2);
    const r = await cli(['scaffold', 'modul', 'x']);
    expect(r.code).toBe(2);
    expect(r.err).toBe("talisman-sim: unknown kind 'modul' to scaffold; one of card, module, scenario (did you mean 'module'?)");
  });
});

describe('talisman-sim validate', () => {
  it('should give one line per file, the good ones ok and each bad one its error with the value meant, and exit 2', async () => {
    const put = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
    const hook = put('hook.ts', "import { houseRule, withHooks } from 'talisman-sim';\nexport default houseRule({ id: 'h', desc: 'h', apply: (r) => withHooks(r, { turnstart: () => {} } as never) });\n");
    const syntax = put('syntax.ts', 'export default 3 +;\n');
    const deck = put('deck.yaml', '- { title: Bog Troll, type: strnger }\n');
    const effect = put('effect.yaml', '- { title: Bog Elf, type: event, effect: gain-lif 1 }\n');
    const ability = put('ability.yaml', '- { title: Bog Cloak, type: object, abilities: [evade-in-wood] }\n');
    const text = put('notes.txt', 'x');
    const r = await cli(['validate', 'default', hook, syntax, deck, effect, ability, text, 'defalt']);
    expect(r.code).toBe(2);
    expect(r.out).toBe("ok: default: scenario 'default', 4 players, 10000 games");
    const lines = r.err.split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(`talisman-sim: ${hook}: unknown hook site 'turnstart' (allowed: gameStart, roundEnd, turnStart, turnEnd, characterEntered, characterKilled, crownReached, turnLost, spaceEncounter, landed, encountered, cardsDealtWith, leaveSpace); did you mean 'turnStart'?`);
    expect(lines[1]).toMatch(new RegExp(`^talisman-sim: ${syntax}: does not compile: .*syntax\\.ts:1:19: Unexpected ";"$`));
    expect(lines[2]).toBe(`talisman-sim: ${deck}:1: [0].type must be one of enemy, object, magic-object, follower, stranger, place, event (got "strnger"); did you mean 'stranger'?`);
    expect(lines[3]).toMatch(/\[0\]\.effect names an unknown effect 'gain-lif'; known effects: .*; did you mean 'gain-life'\?$/);
    expect(lines[4]).toMatch(/:1: \[0\]\.abilities\[0\] is no ability \(got "evade-in-wood"\); did you mean 'evade-in-woods'\? \(abilities: /);
    expect(lines[5]).toBe(`talisman-sim: ${text} is neither a scenario or deck file (.yaml, .yml) nor a house-rule module (.ts, .mts, .js, .mjs)`);
    expect(lines[6]).toMatch(/unknown scenario 'defalt'.*did you mean 'default'\?$/);
    expect(lines[7]).toBe('1 of 8 files ok');
  });

  it('should refuse a module whose id is a built-in module\'s or an earlier module\'s, naming both', async () => {
    const rule = (id: string) => `import { houseRule } from 'talisman-sim';\nexport default houseRule({ id: '${id}', desc: 'x', apply: (r) => r });\n`;
    writeFileSync(join(dir, 'seek.ts'), rule('seek'));
    writeFileSync(join(dir, 'a.ts'), rule('mine'));
    writeFileSync(join(dir, 'b.ts'), rule('mine'));
    writeFileSync(join(dir, 'two.yaml'), 'modules: [./a.ts, ./b.ts]\n');
    const r = await cli(['validate', join(dir, 'seek.ts'), join(dir, 'a.ts'), join(dir, 'two.yaml')]);
    expect(r.code).toBe(2);
    expect(r.out).toBe(`ok: ${join(dir, 'a.ts')}: house rule 'mine': x`);
    expect(r.err.split('\n')).toEqual([
      `talisman-sim: ${join(dir, 'seek.ts')}: its id 'seek' is already a built-in rule module's; give it one of its own`,
      `talisman-sim: ${join(dir, 'two.yaml')}:1: modules[1] (./b.ts): its id 'mine' is already that of ./a.ts (modules[0]); give it one of its own`,
      '1 of 3 files ok',
    ]);
    const s = await cli(['scaffold', 'module', join(dir, 'seek2', 'seek')]);
    expect(s.err).toBe("talisman-sim: 'seek' is a built-in rule module's id: give the house rule another name (nothing written)");
    expect(existsSync(join(dir, 'seek2'))).toBe(false);
  });

  it('should name an unknown module parameter with the one meant', async () => {
    writeFileSync(join(dir, 'p.ts'), "import { houseRule, withParams } from 'talisman-sim';\nexport default houseRule({ id: 'p', desc: 'p', apply: (r) => withParams(r, { trophyrate: 5 } as never) });\n");
    const r = await cli(['validate', join(dir, 'p.ts')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown parameter 'trophyrate' \(allowed: .*\); did you mean 'trophyRate'\?$/);
  });
});

describe('did you mean, in every unknown-value message', () => {
  it.each([
    ['a seat\'s character', 'seats: [{ character: trol }, { character: elf }]\n', /seats\[0\]\.character must be random or one of .* \(got "trol"\); did you mean 'troll'\?$/],
    ['a DOC card, by its entry', 'rules:\n  doc: x1\n  docCards: [vibes, sardine]\n', /:3: rules\.docCards\[1\] is no DOC card id \(got "sardine"\); did you mean 'sardines'\? \(DOC card ids: /],
    ['an Upgrade key', 'rules:\n  upgrade: { partys: true }\n', /rules\.upgrade\.partys is not a known key; did you mean parties\? allowed keys in rules\.upgrade: /],
    ['a choice', 'rules:\n  combat: 2d6-aut\n', /rules\.combat must be one of 1d6, 2d6, 2d6-auto \(got "2d6-aut"\); did you mean '2d6-auto'\?$/],
    ['no near one, and no guess for a short value', 'rules:\n  combat: 3d6\n', /\(got "3d6"\)$/],
  ])('should name the value meant: %s', async (_, text, message) => {
    writeFileSync(join(dir, 's.yaml'), text);
    const r = await cli(['validate', join(dir, 's.yaml')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it('should name the flag value meant: a yargs choice and a strategy', async () => {
    expect((await cli(['cards', '--deck', 'spel'])).err).toContain('Given: "spel", Choices: "all", "adventure", "spell", "purchase", "talisman", "doc"; did you mean \'spell\'? (see');
    expect((await cli(['compare', 'default', '--vary', 'rules.combat=1d6,2d6', '--sprt', 'trol:0:2'])).err).toContain('--sprt: unknown character "trol" (known: assassin, ');
    expect((await cli(['compare', 'default', '--vary', 'rules.combat=1d6,2d6', '--sprt', 'trol:0:2'])).err).toContain("; did you mean 'troll'?");
    expect((await cli(['tournament', '--strategies', 'basic,randon'])).err).toContain('unknown strategy "randon" (known: random, basic, cautious, aggressive, expert, search, learned, learned-deep); did you mean \'random\'?');
  });

  it('should name the field meant in a serve request', async () => {
    const { ids } = await loadSim();
    expect(() => checkRequest({ scenaro: 'default' }, ids)).toThrow(/unknown field "scenaro" \(known: .*\); did you mean 'scenario'\?$/);
    writeFileSync(join(dir, 'second-wind.ts'), '');
    const where = { file: 'scenario.yaml', lineOf: () => 2 };
    expect(() => checkSources({ modules: ['second-wnd.ts'] }, where, { files: 'none', modulesDir: dir }))
      .toThrow('scenario.yaml:2: modules[0] is not a module of the trusted folder (got "second-wnd.ts"); did you mean \'second-wind.ts\'?; name one of: second-wind.ts');
  });
});

describe('the docs tables of what a fan card may do', () => {
  it('should give every effect verb an example the loader takes, and every ability a description', () => {
    for (const v of VERBS) expect(parseEffect(effectExample(v))).toMatchObject({ verb: v });
    expect(CARD_ABILITY_NAMES).toHaveLength(46);
    for (const a of CARD_ABILITY_NAMES) expect(abilityDoc(a)).not.toBe('');
  });
});
