// Scenario files: valid files resolve into the expected RunPlan, CLI overrides apply, and every
// kind of bad input is one ScenarioError naming the file, the field and what is allowed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { applyOverrides, loadScenario, parseScenario } from '../../src/scenario/load.ts';
import { ScenarioError } from '../../src/scenario/validate.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';

const IDS = {
  characters: ['assassin', 'druid', 'dwarf', 'elf', 'ghoul', 'minstrel', 'monk', 'priest', 'prophetess', 'sorceress', 'thief', 'troll', 'warrior', 'wizard'],
  strategies: ['random', 'basic'],
};

const dir = mkdtempSync(join(tmpdir(), 'talisman-scenario-'));

function scenarioFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function errorOf(text: string, name = 'bad.yaml'): ScenarioError {
  const file = scenarioFile(name, text);
  try {
    loadScenario(file, IDS);
  } catch (err) {
    expect(err).toBeInstanceOf(ScenarioError);
    return err as ScenarioError;
  }
  throw new Error(`expected a ScenarioError for:\n${text}`);
}

describe('loadScenario with valid files', () => {
  it('should resolve an empty file to the defaults, named after the file', () => {
    const plan = loadScenario(scenarioFile('empty.yaml', ''), IDS);
    expect(plan).toEqual({
      scenario: 'empty',
      rules: DEFAULT_RULES,
      seats: Array.from({ length: 4 }, () => ({ character: null, strategy: 'basic' })),
      games: 10000,
      seed: 'talisman',
    });
  });

  it('should resolve a player count, a strategy and every rule option', () => {
    const plan = loadScenario(scenarioFile('count.yaml', [
      'name: trial', 'games: 500', 'seed: 42', 'players: 3', 'strategy: random',
      'rules:', '  roundCap: 120', '  combat: 2d6', '  trophyRate: 5', '  dealThree: true',
      '  assassinateCreatures: false',
      // Issue 18: the rulebook's optional rules.
      '  commandSpell: faster', '  commandSpellMinRoll: 2', '  startingBonus: true', '  bloodbath: true', '  suddenDeath: count',
      '  suddenDeathRound: 30', '  inheritedItems: true', '  evadeUnfriendly: true', '  evadeUnfriendlyList: [witch]', '  evadeUnfriendlyFree: true',
      // Issue 16: the Fantastic Diversions combat rules.
      '  graduatedArmour: true', '  battleBreakage: true', '  breakageLimits: true', '  defensiveCombat: true', '  claimingAttack: true',
      // Issue 17: Fantastic Diversions, part 2.
      '  cardlessTrophies: true', '  cardlessSentinel: true', '  trueFate: both', '  fatedSpells: on', '  seek: true',
      '  fullEncounters: true', '  trade: true',
      // Issue 15: the DOC deck.
      '  doc: x2', '  docCards: [vibes, next]', '  docExclude: [next]',
      // Issue 19: Talisman Upgrade, a mapping of its parts.
      '  upgrade:', '    movement: false', '    finale: dragon-king',
    ].join('\n')), IDS);
    expect(plan.scenario).toBe('trial');
    expect(plan.games).toBe(500);
    expect(plan.seed).toBe('42');
    expect(plan.rules).toEqual({
      players: 3, roundCap: 120, combat: '2d6', trophyRate: 5, dealThree: true, assassinateCreatures: false,
      commandSpell: 'faster', commandSpellMinRoll: 2, startingBonus: true, bloodbath: true, suddenDeath: 'count',
      suddenDeathRound: 30, inheritedItems: true, evadeUnfriendly: true, evadeUnfriendlyList: ['witch'], evadeUnfriendlyFree: true,
      graduatedArmour: true, battleBreakage: true, breakageLimits: true, defensiveCombat: true, claimingAttack: true,
      cardlessTrophies: true, cardlessSentinel: true, trueFate: 'both', fatedSpells: 'on', seek: true,
      fullEncounters: true, trade: true,
      doc: 'x2', docCards: ['vibes', 'next'], docExclude: ['next'],
      upgrade: { ...UPGRADE_DEFAULTS, movement: false, finale: 'dragon-king' },
    });
    expect(plan.seats).toEqual([0, 1, 2].map(() => ({ character: null, strategy: 'random' })));
  });

  it('should resolve listed seats, with random characters and the default strategy', () => {
    const plan = loadScenario(scenarioFile('seats.yaml', [
      'strategy: random', 'seats:', '  - character: troll', '    strategy: basic', '  - character: random', '  - {}',
    ].join('\n')), IDS);
    expect(plan.rules.players).toBe(3);
    expect(plan.seats).toEqual([
      { character: 'troll', strategy: 'basic' },
      { character: null, strategy: 'random' },
      { character: null, strategy: 'random' },
    ]);
  });

  it('should accept roundCap at the top level', () => {
    expect(loadScenario(scenarioFile('cap.yaml', 'roundCap: 50\n'), IDS).rules.roundCap).toBe(50);
  });

  it('should read the search player\'s settings, each over its default, and the flags over them', () => {
    const plan = parseScenario('search:\n  budget: 4\n', 's.yaml', IDS);
    expect(plan.search).toEqual({ budget: 4, horizon: 12 });
    expect(parseScenario('games: 3\n', 's.yaml', IDS).search).toBeUndefined();
    expect(applyOverrides(plan, { searchHorizon: '9' }).search).toEqual({ budget: 4, horizon: 9 });
    expect(() => applyOverrides(plan, { searchBudget: 'many' })).toThrow(/^--search-budget must be an integer from 1 to 10000 \(got "many"\)/);
    expect(loadScenario('scenarios/search-vs-basic.yaml', { ...IDS, strategies: STRATEGY_IDS }).search).toEqual({ budget: 8, horizon: 24 });
    expect(parseScenario('search:\n  policy: expert\n', 's.yaml', IDS).search).toEqual({ budget: 48, horizon: 12, policy: 'expert' });
    expect(applyOverrides(plan, { searchPolicy: 'expert' }).search).toEqual({ budget: 4, horizon: 12, policy: 'expert' });
    expect(() => applyOverrides(plan, { searchPolicy: 'wise' })).toThrow(/^--search-policy must be one of basic, expert, learned \(got "wise"\)/);
    expect(parseScenario('search:\n  allocation: race\n  evaluation: worth\n', 's.yaml', IDS).search)
      .toEqual({ budget: 48, horizon: 12, allocation: 'race', evaluation: 'worth' });
    expect(() => parseScenario('search:\n  allocation: lucky\n', 's.yaml', IDS)).toThrow(/search\.allocation.*one of even, race/);
    expect(applyOverrides(plan, { searchAllocation: 'race' }).search).toEqual({ budget: 4, horizon: 12, allocation: 'race' });
    expect(() => applyOverrides(plan, { searchEvaluation: 'gut' })).toThrow(/^--search-evaluation must be one of worth\b.*\(got "gut"\)/);
  });

  it('should load the shipped scenarios', () => {
    expect(loadScenario('scenarios/default.yaml', IDS)).toMatchObject({ scenario: 'default', games: 10000, seed: 'talisman', rules: DEFAULT_RULES });
    expect(loadScenario('scenarios/two-d6-combat.yaml', IDS).rules.combat).toBe('2d6');
    expect(loadScenario('scenarios/faster-trophies.yaml', IDS).rules.trophyRate).toBe(5);
    expect(loadScenario('scenarios/faster-play-6p.yaml', IDS).rules).toMatchObject({ players: 6, trophyRate: 5, startingBonus: true, commandSpell: 'faster' });
    const duel = loadScenario('scenarios/expert-vs-basic.yaml', { ...IDS, strategies: STRATEGY_IDS });
    expect(duel.rotate).toBe(true);
    expect(duel.seats.map((s) => s.strategy)).toEqual(['expert', 'expert', 'basic', 'basic']);
  });
});

describe('loadScenario with bad input', () => {
  it.each([
    ['an unknown top-level key', 'games: 10\nplayerz: 3\n', ['bad.yaml:2', 'playerz', 'name, games, seed, players, strategy, seats, rules, roundCap']],
    ['an unknown rules key', 'rules:\n  comabt: 2d6\n', ['bad.yaml:2', 'rules.comabt', 'roundCap, dealThree, assassinateCreatures, combat, trophyRate']],
    ['players inside rules', 'rules:\n  players: 3\n', ['bad.yaml:2', 'rules.players', 'roundCap, dealThree, assassinateCreatures, combat, trophyRate', 'top level']],
    // Issue 19: an Upgrade part's key is checked by its own rule, and the error names its line.
    ['a bad upgrade part', 'rules:\n  upgrade:\n    parties: true\n    finale: demon-lord\n', ['bad.yaml:4', 'rules.upgrade.finale', 'one of off, roll, dragon-king, dragon-princes', '"demon-lord"']],
    ['an unknown upgrade part', 'rules:\n  upgrade:\n    partys: true\n', ['bad.yaml:3', 'rules.upgrade.partys', 'allowed keys in rules.upgrade: parties, movement']],
    ['an unknown seat key', 'seats:\n  - character: troll\n  - charcter: elf\n', ['bad.yaml:3', 'seats[1].charcter', 'character, strategy']],
    ['a wrong type', 'games: ten\n', ['bad.yaml:1', 'games', 'a positive integer', '"ten"']],
    ['a wrong type in rules', 'rules:\n  dealThree: yes\n', ['bad.yaml:2', 'rules.dealThree', 'true or false']],
    ['players 9', 'players: 9\n', ['bad.yaml:1', 'players', 'an integer from 2 to 8', 'got 9']],
    ['a bad combat value', 'rules:\n  combat: 3d6\n', ['bad.yaml:2', 'rules.combat', 'one of 1d6, 2d6']],
    ['a bad trophy rate', 'rules:\n  trophyRate: 4\n', ['rules.trophyRate', 'one of 7, 6, 5']],
    ['a round cap out of range', 'rules:\n  roundCap: 0\n', ['rules.roundCap', 'from 1 to 100000']],
    ['an unknown character', 'seats:\n  - character: troll\n  - character: gandalf\n', ['bad.yaml:3', 'seats[1].character', 'random or one of assassin, druid', 'wizard', '"gandalf"']],
    ['an unknown seat strategy', 'seats:\n  - {}\n  - {}\n  - strategy: smart\n', ['bad.yaml:4', 'seats[2].strategy', 'one of random, basic', '"smart"']],
    ['an unknown default strategy', 'strategy: smart\n', ['bad.yaml:1', 'strategy', 'one of random, basic']],
    ['a duplicate character', 'seats:\n  - character: troll\n  - {}\n  - character: troll\n', ['bad.yaml:4', 'seats[2].character', 'troll', 'seats[0]', 'one seat only']],
    ['too few seats', 'seats:\n  - character: troll\n', ['bad.yaml:2', 'seats', '2 to 8']],
    ['both players and seats', 'players: 2\nseats:\n  - {}\n  - {}\n', ['bad.yaml:1', 'players', 'either players']],
    ['roundCap given twice', 'roundCap: 5\nrules:\n  roundCap: 6\n', ['bad.yaml:1', 'roundCap', 'one place only']],
    ['a seed that is neither a string nor an integer', 'seed: 1.5\n', ['seed', 'a string of 1 to 256 characters, or an integer']],
    ['a name with a path separator', 'name: ../elsewhere\n', ['name', "letters, digits"]],
    ['a list instead of a mapping', '- games\n', ['bad.yaml:1', '[0] must be a mapping of keys (got "games"): the file is a list, read as a deck of fan cards; a scenario is a mapping of keys']],
    ['bad YAML', 'games: [1\nseed: x\n', ['bad.yaml:2:1', 'YAML syntax error']],
    ['a duplicate YAML key', 'games: 1\ngames: 2\n', ['bad.yaml:2', 'YAML syntax error', 'unique']],
    ['a search budget of 0', 'search:\n  budget: 0\n', ['bad.yaml:2', 'search.budget', 'from 1 to 10000', 'got 0']],
    ['an unknown search key', 'search:\n  depth: 3\n', ['bad.yaml:2', 'search.depth', 'budget, horizon, policy']],
    ['an unknown search policy', 'search:\n  policy: wise\n', ['bad.yaml:2', 'search.policy', 'one of basic, expert', 'got "wise"']],
    ['a seed of 257 characters', `seed: ${'s'.repeat(257)}\n`, ['bad.yaml:1', 'seed', '1 to 256 characters', 'got a string of 257 characters']],
    ['trade without fullEncounters', 'rules:\n  trade: false\n', ['bad.yaml:2', 'rules.trade needs rules.fullEncounters: true', 'rules.fullEncounters is false']],
    ['breakageLimits without battleBreakage', 'rules:\n  breakageLimits: true\n  battleBreakage: false\n', ['bad.yaml:2', 'rules.breakageLimits needs rules.battleBreakage: true']],
    ['fatedSpells without trueFate', 'rules:\n  fatedSpells: on\n', ['bad.yaml:2', 'rules.fatedSpells needs rules.trueFate: luck or destiny or both', 'rules.trueFate is off']],
    ['docCards without doc', 'rules:\n  docCards: [next, vibes]\n', ['bad.yaml:2', 'rules.docCards needs rules.doc: x1 or x2']],
    ['docExclude without doc', 'rules:\n  doc: off\n  docExclude: [next]\n', ['bad.yaml:3', 'rules.docExclude needs rules.doc']],
    ['cardlessSentinel without cardlessTrophies', 'rules:\n  cardlessSentinel: true\n', ['bad.yaml:2', 'rules.cardlessSentinel needs rules.cardlessTrophies: true']],
    ['an alias bomb', `a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n`, ['bad.yaml: its YAML aliases expand too far']],
  ])('should reject %s, naming the file, the field and what is allowed', (_what, text, parts) => {
    const message = errorOf(text).message;
    expect(message).toContain(join(dir, 'bad.yaml'));
    for (const part of parts) expect(message).toContain(part);
  });

  it('should take an option with the option it needs, in either order', () => {
    const plan = parseScenario('rules:\n  trade: true\n  fullEncounters: true\n  docExclude: [next]\n  doc: x1\n', 'ok.yaml', IDS);
    expect(plan.rules).toMatchObject({ trade: true, fullEncounters: true, doc: 'x1', docExclude: ['next'] });
  });

  it.each([
    ['NUL bytes', Buffer.from('games: 10\n\u0000\u0000\n')],
    ['invalid UTF-8', Buffer.from([0x73, 0x65, 0x65, 0x64, 0x3a, 0x20, 0xff, 0xfe, 0x0a])],
  ])('should refuse a file with %s in one line, without echoing it', (_what, bytes) => {
    const file = join(dir, 'binary.yaml');
    writeFileSync(file, bytes);
    expect(() => loadScenario(file, IDS)).toThrow(new ScenarioError(`${file}: not a text file (YAML expected)`));
  });

  it('should report a missing file as "cannot read"', () => {
    expect(() => loadScenario(join(dir, 'missing.yaml'), IDS)).toThrow(/^cannot read .*missing\.yaml/);
  });

  it('should name the file it was given even when parsing text', () => {
    expect(() => parseScenario('players: 1\n', 'my.yaml', IDS)).toThrow('my.yaml:1: players must be an integer from 2 to 8 (got 1)');
  });
});

describe('applyOverrides', () => {
  const base = parseScenario('games: 100\nseed: s\nplayers: 4\nstrategy: random\n', 'base.yaml', IDS);

  it('should override games, seed, players and rule options without changing the input', () => {
    const plan = applyOverrides(base, { games: '7', seed: '007', players: 6, roundCap: '40', combat: '2d6', trophyRate: 6 });
    expect(plan).toMatchObject({ games: 7, seed: '007', rules: { players: 6, roundCap: 40, combat: '2d6', trophyRate: 6 } });
    expect(plan.seats).toHaveLength(6);
    expect(plan.seats.every((s) => s.character === null && s.strategy === 'random')).toBe(true);
    expect(base.games).toBe(100);
    expect(base.seats).toHaveLength(4);
  });

  it('should keep the plan when no flag is given', () => {
    expect(applyOverrides(base, {})).toEqual(base);
  });

  it.each([
    [{ games: '0' }, '--games must be a positive integer (got "0")'],
    [{ games: 'abc' }, '--games must be a positive integer (got "abc")'],
    [{ players: '9' }, '--players must be an integer from 2 to 8 (got "9")'],
    [{ roundCap: '1.5' }, '--round-cap must be an integer from 1 to 100000'],
    [{ combat: '3d6' }, '--combat must be one of 1d6, 2d6, 2d6-auto (got "3d6")'],
    [{ trophyRate: 4 }, '--trophy-rate must be one of 7, 6, 5 (got 4)'],
    [{ seed: '' }, '--seed must be a string of 1 to 256 characters, or an integer'],
  ])('should reject %o naming the flag', (overrides, message) => {
    expect(() => applyOverrides(base, overrides)).toThrow(ScenarioError);
    expect(() => applyOverrides(base, overrides)).toThrow(message);
  });

  it('should refuse --players for a scenario that lists its seats', () => {
    const listed = parseScenario('seats:\n  - character: troll\n  - {}\n', 'listed.yaml', IDS);
    expect(() => applyOverrides(listed, { players: 3 })).toThrow(/--players .* lists its seats/);
  });
});
