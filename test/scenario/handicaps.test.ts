// A scenario's handicaps (`handicaps:`): validated with file:line errors and did-you-mean, recorded
// in the run's provenance, open to `compare --vary`, and changing the character's starting state.
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { craft, fateValue, lifeValue, strength } from '../../src/engine/index.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { handicapText } from '../../src/scenario/handicaps.ts';
import { ScenarioError } from '../../src/scenario/validate.ts';
import { armsFromVary } from '../../src/experiment/arms.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, tempDir } from '../sim/fixtures.ts';

const IDS = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
const SEATS = 'seats:\n  - {character: troll}\n  - {character: prophetess}\n  - {character: warrior}\n  - {character: wizard}\n';
const plan = (text: string) => parseScenario(text, 'h.yaml', IDS);

/** Seat 0's Troll and seat 1's Prophetess at the start of game 0 of the scenario. */
function start(handicaps: string) {
  const g = createGame(plan(`${SEATS}${handicaps}`), 0);
  const [troll, prophetess] = g.players;
  return {
    troll: { strength: strength(g, troll), craft: craft(g, troll), lives: troll.lives, lifeValue: lifeValue(troll), fate: troll.fate, fateValue: fateValue(troll), gold: troll.gold, spells: troll.spells.length, space: g.spaces[troll.space].id },
    prophetess: { strength: strength(g, prophetess), craft: craft(g, prophetess), gold: prophetess.gold, spells: prophetess.spells.length, space: g.spaces[prophetess.space].id },
  };
}

describe('handicaps: the starting state', () => {
  it('should start the characters as printed without handicaps', () => {
    expect(start('')).toEqual({
      troll: { strength: 6, craft: 1, lives: 6, lifeValue: 6, fate: 1, fateValue: 1, gold: 1, spells: 0, space: 'crags' },
      prophetess: { strength: 2, craft: 4, gold: 1, spells: 1, space: 'chapel' },
    });
  });

  it('should amend each value of the handicapped character only, its lives and fate the values they go back up to', () => {
    const s = start('handicaps:\n  troll: {strength: -2, craft: 2, lives: -1, fate: 2, gold: 3, spells: 1, start: village}\n');
    expect(s.troll).toEqual({ strength: 4, craft: 3, lives: 5, lifeValue: 5, fate: 3, fateValue: 3, gold: 4, spells: 1, space: 'village' });
    expect(s.prophetess).toEqual({ strength: 2, craft: 4, gold: 1, spells: 1, space: 'chapel' });
  });

  it('should deal no starting Spell beyond what the Craft allows (Craft 2: none)', () => {
    expect(start('handicaps:\n  troll: {craft: 1, spells: 1}\n').troll.spells).toBe(0);
  });

  it('should take away the starting gold and Spells', () => {
    expect(start('handicaps:\n  prophetess: {gold: -1, spells: -1, strength: 1}\n').prophetess).toEqual({ strength: 3, craft: 4, gold: 0, spells: 0, space: 'chapel' });
  });

  it('should leave out handicaps of no points and a start space as printed', () => {
    expect(plan('handicaps:\n  troll: {strength: 0, start: crags}\n  elf: {craft: 1}\n').handicaps).toEqual({ elf: { craft: 1 } });
    expect(plan('handicaps:\n  troll: {strength: 0}\n').handicaps).toBeUndefined();
  });

  it('should read a handicap as a table does', () => {
    expect(handicapText({ strength: -1, craft: 2, start: 'village' })).toBe('strength -1, craft +2, start village');
    expect(handicapText(undefined)).toBe('none');
  });
});

describe('handicaps: validation', () => {
  const bad: [string, string, RegExp][] = [
    ['an unknown character', 'handicaps:\n  trol: {strength: -1}\n', /^h\.yaml:2: handicaps\.trol is not a known key; did you mean troll\? allowed keys in handicaps: assassin, .*wizard$/],
    ['an unknown attribute', 'handicaps:\n  troll: {strenght: -1}\n', /^h\.yaml:2: handicaps\.troll\.strenght is not a known key; did you mean strength\? allowed keys in handicaps\.troll: strength, craft, lives, fate, gold, spells, start$/],
    ['a value below the printed range', 'handicaps:\n  troll: {craft: -1}\n', /^h\.yaml:2: handicaps\.troll\.craft -1 would make the Troll's craft 0; it must stay from 1 to 12, so give a number from 0 to 11$/],
    ['no whole number', 'handicaps:\n  troll:\n    fate: 1.5\n', /^h\.yaml:3: handicaps\.troll\.fate must be an integer from -30 to 30 \(got 1\.5\)$/],
    ['an Inner Region start', 'handicaps:\n  troll: {start: crown}\n', /^h\.yaml:2: handicaps\.troll\.start must be one of city, .* \(got "crown"\)$/],
    ['a list', 'handicaps: [troll]\n', /^h\.yaml:1: handicaps must be a mapping of keys \(got a list\)$/],
  ];
  for (const [what, text, message] of bad) {
    it(`should reject ${what} with the file, line, field and allowed values`, () => {
      expect(() => plan(text)).toThrow(ScenarioError);
      expect(() => plan(text)).toThrow(message);
    });
  }

  it('should take handicaps of the scenario\'s own characters', () => {
    const own = 'characters:\n  - {id: barrow-knight, strength: 4, craft: 2, lives: 5, fate: 2, alignment: evil, start: graveyard}\n';
    expect(plan(`${own}handicaps:\n  barrow-knight: {strength: -3}\n`).handicaps).toEqual({ 'barrow-knight': { strength: -3 } });
    expect(() => plan(`${own}handicaps:\n  barrow-knight: {strength: -4}\n`)).toThrow(/barrow-knight\.strength -4 would make the Barrow Knight's strength 0/);
  });
});

describe('handicaps: provenance and --vary', () => {
  it('should vary a handicap as an arm each, a character id with a dash included', () => {
    const dir = tempDir('handicaps');
    const file = join(dir, 'h.yaml');
    writeFileSync(file, `${SEATS}games: 10\n`);
    const arms = armsFromVary(file, 'handicaps.troll.strength=0,-1', IDS);
    expect(arms.map((a) => [a.name, a.plan.handicaps])).toEqual([['handicaps.troll.strength=0', undefined], ['handicaps.troll.strength=-1', { troll: { strength: -1 } }]]);
    expect(() => armsFromVary(file, 'handicaps.troll.craft=0,-1', IDS)).toThrow(/^--vary: handicaps\.troll\.craft -1 would make the Troll's craft 0/);
  });

  it('should record the handicaps in a run\'s provenance', async () => {
    const dir = tempDir('handicaps');
    const file = join(dir, 'h.yaml');
    writeFileSync(file, 'games: 4\nhandicaps:\n  troll: {strength: -1}\n');
    expect((await cli(['run', file, '--out', join(dir, 'out'), '--quiet', '--workers', '1'])).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'out', 'summary.json'), 'utf8')).provenance.handicaps).toEqual({ troll: { strength: -1 } });
  });
});
