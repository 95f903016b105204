// scenarios/default.yaml explains the scenario keys in its comments (and serve copies it into every
// job's variant.yaml): the comments must stay true to the registries. The strategies it lists are
// the registry's; each rule option it sets is explained with every value its rule allows, and set
// to its default; every key it explains is a scenario key, and every scenario key is named.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { RULE_OPTIONS } from '../../src/rules/options.ts';
import { SCENARIO_KEYS } from '../../src/scenario/load.ts';

const TEXT = readFileSync(join(import.meta.dirname, '..', '..', 'scenarios', 'default.yaml'), 'utf8');
const COMMENT = TEXT.split('\n').filter((l) => l.startsWith('#')).map((l) => l.slice(1));
const DATA = parse(TEXT) as { rules: Record<string, unknown> };

/** The comment's text about `key`: its line (`  key  ...`, indented by `indent`) and the deeper lines after it. */
function about(key: string, indent: number): string {
  const at = COMMENT.findIndex((l) => l.startsWith(`${' '.repeat(indent)}${key} `));
  expect(at, `no comment line for ${key}`).toBeGreaterThanOrEqual(0);
  const rest = COMMENT.slice(at + 1);
  const end = rest.findIndex((l) => l.trim() !== '' && l.search(/\S/) <= indent);
  return [COMMENT[at], ...rest.slice(0, end < 0 ? rest.length : end)].join(' ');
}

describe('scenarios/default.yaml', () => {
  it('should list every strategy of the registry, and no other', () => {
    const list = /:\s+((?:[a-z-]+(?:,\s+(?:or\s+)?|\s+or\s+))+[a-z-]+)\s+\(/.exec(about('strategy', 3).replace(/\s+/g, ' '))?.[1] ?? '';
    expect(list.split(/,\s+(?:or\s+)?|\s+or\s+/).sort()).toEqual([...STRATEGY_IDS].sort());
  });

  it.each(Object.keys(DATA.rules))('should explain rules.%s with every value its rule allows, and set it to its default', (key) => {
    const spec = RULE_OPTIONS.find((s) => s.key === key);
    expect(spec, `${key} is no rule option`).toBeDefined();
    expect(DATA.rules[key]).toEqual(spec?.default);
    const text = about(key, 5);
    for (const value of spec?.rule.values ?? []) expect(text).toMatch(new RegExp(`(^|[\\s(,])${String(value)}([\\s),]|$)`));
  });

  it('should explain only scenario keys, and name every one', () => {
    const keys = COMMENT.filter((l) => /^ {3}[a-zA-Z]+ {2,}/.test(l)).map((l) => l.trim().split(/\s+/)[0]);
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) expect(SCENARIO_KEYS).toContain(key);
    for (const key of SCENARIO_KEYS) expect(COMMENT.join(' '), `${key} is not named`).toMatch(new RegExp(`\\b${key}\\b`));
  });
});
