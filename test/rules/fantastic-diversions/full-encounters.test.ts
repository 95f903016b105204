// Full Encounters (Fantastic Diversions, issue 17): the space and one character on it in one
// encounter, in section 2's order, with pinned dice: the space's instructions (2.A), Events, Strength
// and Craft Enemies, Strangers (2.B.1-4), the character (4.1), Followers and Objects (5), Places (6).
import { describe, expect, it } from 'vitest';
import { eventCount, type Game, type Player } from '../../../src/engine/index.ts';
import type { RuleOptions } from '../../../src/rules/options.ts';
import { lay, makeGame, type Answer } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from '../../content/adventure/script.ts';

const FE: Partial<RuleOptions> = { fullEncounters: true };

interface Run {
  g: Game;
  p: Player;
  q: Player;
  lines: string[];
}

/** The Warrior lands on `space` where the Priest stands and these cards lie; `meet` answers whom to encounter. */
function run(space: string, cards: string[], dice: number[], meet: number, rules: Partial<RuleOptions> = FE, more?: Answer, priestAt = space): Run {
  const { g, p, log } = makeGame({
    heroes: [{ character: 'warrior', at: 'fields-1' }, { character: 'priest', at: priestAt }], dice, rules,
    answer: script({ more: (d, v) => more?.(d, v) ?? (d.kind === 'encounter' && d.seat === 0 ? meet : d.kind === 'evade' ? 0 : undefined) }),
  });
  for (const c of cards) lay(g, space, c);
  landOn(g, p[0], space);
  expectDiceUsed(g);
  return { g, p: p[0], q: p[1], lines: log.lines };
}

/** Every card of section 2's kinds on the Desert (draw 1: none drawn): Place, Object, Stranger, Craft and Strength Enemies, Event. */
const ALL_KINDS = ['fountain-of-wisdom', 'sword-card', 'healer', 'lemure', 'goblin', 'mephistopheles'];
/** The Goblin (Warrior 6 and 1 against 1), the Lemure (6 against 1), then the Priest: the Warrior's two dice against his one. */
const WIN_ALL = [6, 1, 1, 6, 1];
const at = (r: Run, text: string): number => r.lines.findIndex((l) => l.includes(text));
const count = (r: Run, name: string): number => eventCount(r.g.events, name);

describe('the order of section 2', () => {
  it('should follow the space, Events, Strength and Craft Enemies, Strangers, the character, Objects, then Places', () => {
    const r = run('desert-1', ALL_KINDS, [...WIN_ALL, 6, 1, 1], 1);
    const order = [
      'Warrior#0 loses 1 life (lives 4)', // 2.A: the Desert's instruction
      'Warrior#0 becomes evil', // 1: Mephistopheles (Event)
      'Warrior#0 kills the Goblin', // 2: Strength Enemy
      'Warrior#0 kills the Lemure', // 3: Craft Enemy
      'Warrior#0 heals 1', // 4: the Healer (Stranger)
      'Warrior#0 encounters Priest#1 after the Strangers (Full Encounters 2.B.4.1)', // 4.1
      'Warrior#0 attacks Priest#1',
      'Warrior#0 goes on to the Followers, Objects and Places (Full Encounters 2.B.5-6)',
      'Warrior#0 takes Sword', // 5: Object
      'Warrior#0 gains 1 Craft', // 6: the Fountain of Wisdom (Place)
    ].map((t) => at(r, t));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(count(r, 'full-encounters.character-after-cards')).toBe(1);
    expect(count(r, 'full-encounters.turn-goes-on')).toBe(1);
  });

  it('should, with the module off, encounter the Priest instead of the space (rulebook p.7)', () => {
    const r = run('desert-1', ALL_KINDS, [1, 1, 1], 1, {});
    expect(at(r, 'Warrior#0 attacks Priest#1')).toBeGreaterThan(0);
    expect(at(r, 'loses 1 life (lives 4)')).toBe(-1);
    expect(r.g.spaceCards[r.g.space('desert-1')]).toHaveLength(ALL_KINDS.length);
  });

  it('should meet the cards and no one when the Priest is not chosen (4.1 "you may")', () => {
    const r = run('desert-1', ALL_KINDS, WIN_ALL.slice(0, 5), -1);
    expect(at(r, 'attacks')).toBe(-1);
    expect(at(r, 'Warrior#0 takes Sword')).toBeGreaterThan(0);
    expect(count(r, 'full-encounters.character-declined')).toBe(1);
    expect(count(r, 'full-encounters.character-after-cards')).toBe(0);
  });

  it('should not ask about a character when an Event has ended the turn first', () => {
    const r = run('desert-1', ['sword-card', 'storm'], [], 1);
    expect(at(r, 'encounters Priest#1')).toBe(-1);
    expect(count(r, 'full-encounters.character-declined') + count(r, 'full-encounters.character-after-cards')).toBe(0);
    expect(whereIs(r.g, r.g.spaceCards[r.g.space('desert-1')][0])).toBe('desert-1');
  });
});

describe('4.1: the character encounter', () => {
  it.each([
    ['a battle lost', [1, 1, 6]],
    ['a stand-off', [1, 1, 3]],
  ])('should end the turn after %s, as against an Enemy (p.10): the Sword stays, the Place is not visited', (_name, battle) => {
    const r = run('desert-1', ALL_KINDS, [...WIN_ALL.slice(0, 5), ...battle], 1);
    expect(at(r, 'Warrior#0 attacks Priest#1')).toBeGreaterThan(0);
    expect(at(r, "Warrior#0's turn ends (Full Encounters 4.1; p.10)")).toBeGreaterThan(0);
    expect(r.g.turnOver).toBe(true);
    const left = r.g.spaceCards[r.g.space('desert-1')].map((c) => r.g.cardDef[c].id);
    expect(left).toEqual(['fountain-of-wisdom', 'sword-card', 'healer']);
    expect(count(r, 'full-encounters.turn-ends')).toBe(1);
  });

  it('should go on after a special ability used on him (the Thief steals, then takes the Sword)', () => {
    const { g, p, log } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-1' }, { character: 'priest', at: 'fields-2' }], dice: [],
      rules: FE, answer: script({ more: (d) => (d.kind === 'encounter' ? 1 : d.kind === 'character-action' ? 3 : d.kind === 'evade' ? 0 : undefined) }),
    });
    lay(g, 'fields-2', 'sword-card');
    landOn(g, p[0], 'fields-2');
    expect(log.lines).toContain('  Thief#0 uses steal on Priest#1');
    expect(log.lines.indexOf('  Thief#0 takes Sword')).toBeGreaterThan(log.lines.indexOf('  Thief#0 uses steal on Priest#1'));
    expect(eventCount(g.events, 'full-encounters.turn-goes-on')).toBe(1);
  });
});

describe('2.A on a space that draws no cards', () => {
  /** The Black Knight (pay 1G or lose a life) with a Goblin lying there; the Priest elsewhere. */
  const knight = (rules: Partial<RuleOptions>) =>
    run('black-knight', ['goblin'], [6, 1, 1], -1, rules, (d) => (d.kind === 'yes-no' ? 0 : undefined), 'fields-2');

  it('should follow its instructions before the cards lying there (2.A)', () => {
    const r = knight(FE);
    expect(at(r, 'Warrior#0 loses 1 life')).toBeLessThan(at(r, 'Warrior#0 kills the Goblin'));
    expect(count(r, 'full-encounters.instructions-before-cards')).toBe(1);
  });

  it('should, with the module off, fight the Goblin first (p.10: "before they do, any Enemies ... must first be killed")', () => {
    const r = knight({});
    expect(at(r, 'Warrior#0 kills the Goblin')).toBeLessThan(at(r, 'Warrior#0 loses 1 life'));
  });
});

describe('the Inner Region (p.20): the Plain of Peril', () => {
  it('should meet the Hermit lying there, then the character', () => {
    const r = run('plain-of-peril', ['hermit'], [6, 1, 1], 1);
    expect(at(r, 'Warrior#0 takes Talisman')).toBeLessThan(at(r, 'Warrior#0 attacks Priest#1'));
    expect(at(r, 'Warrior#0 takes Talisman')).toBeGreaterThan(0);
  });

  it('should keep the base choice when no card lies there', () => {
    const r = run('plain-of-peril', [], [6, 1, 1], 1);
    expect(at(r, 'Warrior#0 attacks Priest#1')).toBeGreaterThan(0);
    expect(count(r, 'full-encounters.character-after-cards')).toBe(0);
  });
});
