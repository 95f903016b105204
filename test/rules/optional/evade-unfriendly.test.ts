// Evading Unfriendly Individuals (rulebook p.21): the listed cards and spaces outside the Inner
// Region may be evaded like creatures, with a means to evade (or, in the free reading, at will);
// the list is the module's default or the scenario's.
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT } from '../../../src/content/index.ts';
import { DEFAULT_UNFRIENDLY, EVADABLE_IDS, EVADE_INDIVIDUAL } from '../../../src/rules/optional/evade-unfriendly.ts';
import { resolveScenario } from '../../../src/scenario/load.ts';
import { lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play, setLives, setSpells } from '../../engine/fixtures.ts';

const ASK = EVADE_INDIVIDUAL.subject;

describe('Evading Unfriendly Individuals', () => {
  it('should ship a default list of base-game cards and spaces outside the Inner Region, each with a reason', () => {
    expect(DEFAULT_UNFRIENDLY.map((e) => e.id)).toEqual(expect.arrayContaining(['black-knight', 'witch', 'hag']));
    for (const e of DEFAULT_UNFRIENDLY) {
      expect(EVADABLE_IDS).toContain(e.id);
      expect(e.reason.length).toBeGreaterThan(20);
    }
    for (const inner of ['vampires-tower', 'werewolf-den', 'death', 'pits']) expect(EVADABLE_IDS).not.toContain(inner);
  });

  it('should let a character with Invisibility evade the Black Knight: no gold, no life lost, the Spell cast', () => {
    const { g, p, log } = play({
      heroes: [{ character: 'thief', at: 'fields-1' }], rules: { evadeUnfriendly: true },
      answer: (d) => (d.kind === 'cast' ? d.options[1] : undefined), // cast the Spell offered
    });
    setSpells(g, p[0], ['invisibility']);
    p[0].spellsAtTurnStart = 1; // as at the start of his turn: one Spell castable this turn
    landOn(g, p[0], 'black-knight');
    expect([p[0].gold, p[0].lives, p[0].spells.length]).toEqual([1, 4, 0]);
    expect(log.lines).toContain('  Thief#0 evades the Black Knight (Evading Unfriendly Individuals)');
  });

  it('should not let a character with no means to evade evade, unless evadeUnfriendlyFree', () => {
    const asked: number[] = [];
    const answer = (d: { kind: string; subject: number }) => (d.kind === 'yes-no' && d.subject === ASK ? (asked.push(1), 1) : undefined);
    const t = play({ heroes: [{ character: 'thief', at: 'fields-1' }], rules: { evadeUnfriendly: true }, answer, yes: { 'pay-black-knight': [true] } });
    landOn(t.g, t.p[0], 'black-knight');
    expect([t.p[0].gold, asked.length]).toEqual([0, 0]);
    const f = play({ heroes: [{ character: 'thief', at: 'fields-1' }], rules: { evadeUnfriendly: true, evadeUnfriendlyFree: true }, answer });
    landOn(f.g, f.p[0], 'black-knight');
    expect([f.p[0].gold, f.p[0].lives, asked.length]).toEqual([1, 4, 1]);
  });

  it('should leave the Black Knight unevadable when off', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], yes: { 'pay-black-knight': [true] } });
    setSpells(g, p[0], ['invisibility']);
    landOn(g, p[0], 'black-knight');
    expect([p[0].gold, p[0].spells.length]).toEqual([0, 1]);
  });

  it('should let an Elf evade the Witch in the Woods by his ability; the card stays, no die is rolled', () => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'woods-1' }], rules: { evadeUnfriendly: true }, dice: [] });
    setLives(g, p[0], 1); // basic evades her only at his last life
    const witch = lay(g, 'woods-4', 'witch');
    landOn(g, p[0], 'woods-4');
    expect(g.spaceCards[g.space('woods-4')]).toEqual([witch]);
    expect(p[0].toadTurns).toBe(0);
    expectAllDiceRolled(g);
  });

  it('should make basic meet the Witch with lives to spare (a 4: +1 Craft)', () => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'woods-1' }], rules: { evadeUnfriendly: true }, dice: [4], yes: { 'optional-roll': [true] } });
    lay(g, 'woods-4', 'witch');
    landOn(g, p[0], 'woods-4');
    expect(p[0].craftCounters).toBe(1);
    expectAllDiceRolled(g);
  });

  it('should never evade in the Inner Region, and follow a scenario\'s own list', () => {
    const yes = (d: { kind: string; subject: number }) => (d.kind === 'yes-no' && d.subject === ASK ? 1 : undefined);
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], rules: { evadeUnfriendly: true, evadeUnfriendlyFree: true, evadeUnfriendlyList: ['hermit'] }, answer: yes });
    const hermit = lay(g, 'forest', 'hermit');
    expect(g.rules.evadesIndividual(g, p[0], hermit, g.space('forest'))).toBe(true);
    expect(g.rules.evadesIndividual(g, p[0], hermit, g.space('plain-of-peril'))).toBe(false);
    expect(g.rules.evadesIndividual(g, p[0], -1, g.space('black-knight'))).toBe(false); // not on this list
  });

  it('should validate the list with a one-line error', () => {
    const ids = { characters: BASE_CONTENT.characters.map((c) => c.id), strategies: ['basic'] };
    const where = { file: 'x.yaml', lineOf: () => undefined };
    expect(resolveScenario({ rules: { evadeUnfriendlyList: ['witch', 'raiders'] } }, where, ids).rules.evadeUnfriendlyList).toEqual(['witch', 'raiders']);
    expect(() => resolveScenario({ rules: { evadeUnfriendlyList: ['death'] } }, where, ids))
      .toThrow('x.yaml: rules.evadeUnfriendlyList must be a list of Adventure Card or space ids outside the Inner Region (such as [witch, black-knight]), or default (got a list)');
  });
});
