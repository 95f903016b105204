// A scenario's own characters (`characters:`): validated with file:line errors, dealt like the 14
// (fixed, random, three to choose from), and played with the named abilities of the base characters.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_ABILITIES, CHARACTER_ABILITY_NAMES } from '../../src/content/character-abilities.ts';
import { CHARACTERS } from '../../src/content/characters.ts';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { MOVE_BRIDGE, MOVE_PORTAL, playTurn, type Decision, type Game } from '../../src/engine/index.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { ScenarioError } from '../../src/scenario/validate.ts';
import { characterStrength } from '../../strategies/character-strength.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { at, stackDeck } from '../helpers.ts';
import { play, setLives } from '../engine/fixtures.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

const IDS = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
const KNIGHT = [
  'characters:',
  '  - id: barrow-knight',
  '    strength: 4',
  '    craft: 2',
  '    lives: 5',
  '    fate: 2',
  '    alignment: evil',
  '    start: graveyard',
  '    objects: [sword]',
  '    abilities: [regenerate-on-six, battle-best-of-two]',
].join('\n');

const plan = (text: string) => parseScenario(text, 'fan.yaml', IDS);
const knight = () => plan(`${KNIGHT}\n`).characters!;

describe('the named abilities', () => {
  it('should name every ability of the 14 base characters, each with a doc and the character that has it in print', () => {
    expect(new Set(CHARACTER_ABILITY_NAMES)).toEqual(new Set(CHARACTERS.flatMap((c) => c.abilities)));
    for (const a of CHARACTER_ABILITY_NAMES) {
      const named = CHARACTER_ABILITIES[a];
      expect(named?.doc, a).toMatch(/^\S.{10,}$/);
      expect(CHARACTERS.find((c) => c.id === named?.from)?.abilities, a).toContain(a);
    }
  });
});

describe('characters: in a scenario', () => {
  it('should resolve a character with its values, start, Objects and abilities, and a text from the abilities\' docs', () => {
    expect(knight()).toEqual([{
      id: 'barrow-knight', name: 'Barrow Knight', strength: 4, craft: 2, life: 5, fate: 2, alignment: 'evil', start: 'graveyard', spells: 0,
      objects: ['sword'], abilities: ['regenerate-on-six', 'battle-best-of-two'],
      text: `${CHARACTER_ABILITIES['regenerate-on-six']!.doc}; ${CHARACTER_ABILITIES['battle-best-of-two']!.doc}`,
    }]);
  });

  const bad: [string, string, RegExp][] = [
    ['a negative Strength', KNIGHT.replace('strength: 4', 'strength: -1'), /^fan\.yaml:3: characters\[0\]\.strength must be an integer from 1 to 12 \(got -1\)$/],
    ['an unknown ability', KNIGHT.replace('regenerate-on-six', 'fly'), /^fan\.yaml:10: characters\[0\]\.abilities\[0\] must be one of assassinate, .*battle-best-of-two.* \(got "fly"\)$/],
    ['a missing start', KNIGHT.replace('    start: graveyard\n', ''), /^fan\.yaml:2: characters\[0\] has no start \(it must be one of .*\)$/],
    ['an Inner Region start', KNIGHT.replace('start: graveyard', 'start: crown'), /^fan\.yaml:8: characters\[0\]\.start must be one of .* \(got "crown"\)$/],
    ['a base character\'s id', KNIGHT.replace('barrow-knight', 'troll'), /^fan\.yaml:2: characters\[0\]\.id is a base character's id \(troll\)/],
    ['an unknown key', `${KNIGHT}\n    wings: 2`, /^fan\.yaml:11: characters\[0\]\.wings is not a known key/],
    ['an unknown Object', KNIGHT.replace('[sword]', '[lance]'), /^fan\.yaml:9: characters\[0\]\.objects\[0\] must be one of armour, .* \(got "lance"\)$/],
  ];
  it.each(bad)('should refuse %s at its line', (_, text, error) => {
    expect(() => plan(`${text}\n`)).toThrow(ScenarioError);
    expect(() => plan(`${text}\n`)).toThrow(error);
  });

  it('should let a seat fix the new character, and refuse an unknown one', () => {
    const p = plan(`${KNIGHT}\nseats:\n  - { character: barrow-knight }\n  - { character: troll }\n`);
    const g = createGame(p, 0);
    expect(g.players.map((q) => q.character?.id)).toEqual(['barrow-knight', 'troll']);
    expect(g.players[0].objects.map((c) => g.cardDef[c].id)).toEqual(['sword']);
    expect(at(g, g.players[0])).toBe('graveyard');
    expect(() => plan('seats:\n  - { character: barrow-knight }\n  - { character: troll }\n')).toThrow(/seats\[0\]\.character must be random or one of/);
  });

  it('should deal the new character at random like the 14 (about 1 deal in 15), and from three to choose', () => {
    for (const rule of ['', 'rules: { dealThree: true }\n']) {
      const p = plan(`${KNIGHT}\nplayers: 4\n${rule}`);
      let dealt = 0;
      for (let i = 0; i < 300; i++) dealt += createGame(p, i).players.filter((q) => q.character?.id === 'barrow-knight').length;
      // 1,200 seats: 80 expected at 1 in 15 (dealt one each); kept from three by the bots' mean strength, more often.
      expect(dealt, rule).toBeGreaterThan(40);
      expect(dealt, rule).toBeLessThan(rule ? 400 : 130);
    }
  });

  it('should count an unmeasured character as the measured mean for the bots, a measured one as measured', () => {
    const g = createGame(plan(`${KNIGHT}\n`), 0);
    const rates = CHARACTER_IDS.map((id) => characterStrength(g.rules, id));
    expect(characterStrength(g.rules, 'barrow-knight')).toBeCloseTo(rates.reduce((a, b) => a + b, 0) / rates.length, 10);
    expect(characterStrength(g.rules, 'troll')).toBeGreaterThan(characterStrength(g.rules, 'barrow-knight'));
  });
});

describe('a new character plays the named ability (pinned dice)', () => {
  const DRAW_ONE = /^(plains|woods|hills|fields)-\d+$/;
  const landing = (g: Game, d: Decision) => d.options.find((x) => (x & (MOVE_BRIDGE | MOVE_PORTAL)) === 0 && DRAW_ONE.test(g.spaces[x & 0xff].id));
  const turn = (abilities: string, roll: number) => {
    const characters = plan(`${KNIGHT.replace('regenerate-on-six, battle-best-of-two', abilities)}\n`).characters!;
    const moved: number[] = [];
    const t = play({
      heroes: [{ character: 'barrow-knight', at: 'plains-1' }], characters, dice: [roll], yes: { regenerate: true },
      answer: (d) => (d.kind === 'move' ? (moved.push(d.subject), landing(t.g, d)) : undefined),
    });
    setLives(t.g, t.p[0], 3);
    stackDeck(t.g, ['bag-of-gold']);
    playTurn(t.g, t.p[0]);
    return { lives: t.p[0].lives, at: at(t.g, t.p[0]), moved };
  };

  it('should heal a life instead of moving on a 6 with the Troll\'s regeneration', () => {
    expect(turn('regenerate-on-six', 6)).toEqual({ lives: 4, at: 'plains-1', moved: [] });
  });

  it('should move on a 6 without it, and on a 5 with it', () => {
    expect(turn('battle-best-of-two', 6)).toMatchObject({ lives: 3, moved: [6] });
    expect(turn('regenerate-on-six', 5)).toMatchObject({ lives: 3, moved: [5] });
  });
});

describe('characters: from the command line', () => {
  const dir = tempDir('characters');
  it('should list the new character in the run\'s character table with its interval, and in the provenance', async () => {
    writeFileSync(join(dir, 'knight.yaml'), `games: 30\nseed: knight\nplayers: 4\n${KNIGHT}\n`);
    const r = await cli(['run', join(dir, 'knight.yaml'), '--out', join(dir, 'out'), '--workers', '1', '--quiet', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    const row = s.characters.find((c: { character: string }) => c.character === 'barrow-knight');
    expect(row.dealt).toBeGreaterThan(0);
    expect(row.dealtCiLow).toBeLessThanOrEqual(row.dealtWinRate);
    expect(row.dealtCiHigh).toBeGreaterThanOrEqual(row.dealtWinRate);
    expect(s.provenance.characters.map((c: { id: string }) => c.id)).toEqual(['barrow-knight']);
  });

  it('should stop at a bad character with exit 2, one line and nothing written', async () => {
    writeFileSync(join(dir, 'bad.yaml'), `${KNIGHT.replace('fate: 2', 'fate: lots')}\n`);
    const out = join(dir, 'bad-out');
    const r = await cli(['run', join(dir, 'bad.yaml'), '--out', out, '--quiet']);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toBe(`talisman-sim: ${join(dir, 'bad.yaml')}:6: characters[0].fate must be an integer from 0 to 12 (got "lots")`);
    expect(existsSync(out)).toBe(false);
  });
});
