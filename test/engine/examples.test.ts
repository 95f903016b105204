// The rulebook's worked examples reproduced exactly (ARCHITECTURE.md, Tests): the Wizard and the
// Giant (p.11), the Dwarf and the Imp (p.9), the Warrior's Strength (p.5), Solomon's Crown and the
// Spell limit (p.13), the Mule and the carrying limit (p.12), the Sorceress at the Sentinel (p.17).
// The Werewolf (p.20) is covered with the Inner Region's spaces.
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT } from '../../src/content/index.ts';
import {
  CAST_WINDOWS, MOVE_BRIDGE, MOVE_REROLL, craft, land, offerSpells, CAST, playTurn, spellLimit, strength,
} from '../../src/engine/index.ts';
import { attackValue } from '../../src/engine/combat.ts';
import { at, give, makeGame, stackDeck } from '../helpers.ts';
import {
  askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, inTurn, keepDice, script, setSpells, spaceIndex,
} from './fixtures-combat.ts';

const byId = (a: number, b: number): number => a - b;
const cardsOn = (g: ReturnType<typeof makeGame>['g'], space: string): string[] =>
  g.spaceCards[g.space(space)].map((c) => g.cardDef[c].id);

describe('(1) the Wizard and the Giant (rulebook p.11, Example of an Attack)', () => {
  it('should pay a fate to turn a 12-12 stand-off into a 14-12 win and keep the Giant as a trophy', () => {
    let blast = -1;
    const s = script(
      castNothing('evade'), // he could evade with Invisibility but attacks
      (d) => (d.kind === 'cast' && d.options.includes(blast) ? blast : undefined),
      (d) => (d.kind === 'reroll' && d.subject === MOVE_REROLL ? -1 : undefined), // keeps his move
      inTurn('reroll', [0]),
      choose('move', spaceIndex('fields-1')), // City -> Fields
    );
    // Move 1; the Wizard rolls 3, the Giant 6; the Wizard's fate reroll is a 5.
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'city' }], dice: [1, 3, 6, 5], answer: s.answer });
    const wizard = p[0];
    [, blast] = setSpells(g, wizard, ['invisibility', 'psionic-blast']);
    give(g, wizard, 'sword');
    wizard.strengthCounters = 1;
    wizard.craftCounters = 2;
    const [giant] = stackDeck(g, ['giant']);
    expect(wizard.fate).toBe(3);

    playTurn(g, wizard);

    expect(at(g, wizard)).toBe('fields-1');
    expect(askedOf(s.asked, 'reroll').filter((a) => a.subject !== MOVE_REROLL)).toHaveLength(1);
    expect(wizard.trophies).toEqual([giant]);
    expect(g.spaceCards[g.space('fields-1')]).toEqual([]);
    expect(wizard.fate).toBe(2);
    expect(wizard.lives).toBe(4);
    expect(wizard.spells.map((c) => g.cardDef[c].id)).toEqual(['invisibility']);
    expect(diceLeft(g)).toBe(0);
  });

  it('should count 9 Strength in that battle: 2 printed, 1 counter, 1 Sword and 5 from Psionic Blast', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'fields-1' }] });
    const wizard = p[0];
    give(g, wizard, 'sword');
    wizard.strengthCounters = 1;
    wizard.craftCounters = 2;
    wizard.battleStrength = wizard.character!.craft; // Psionic Blast adds the Craft value, 5
    expect(attackValue(g, wizard, false, null)).toBe(9);
  });
});

describe('(2) the Dwarf and the Imp (rulebook p.9, Example of an Encounter)', () => {
  it('should give the Imp its teleport handler (the example below needs it)', () => {
    expect(BASE_CONTENT.cards.find((c) => c.id === 'imp')?.onEncounter).toBeTypeOf('function');
  });

  it('should teleport the Dwarf to the Ruins before he meets the Bear and the gold, which stay', () => {
    const s = script(encounterSpace, keepDice());
    // The Imp's roll: 4, the Ruins.
    const { g, p } = makeGame({ heroes: [{ character: 'dwarf', at: 'hills-3' }], dice: [4], answer: s.answer });
    const dwarf = p[0];
    const [imp] = stackDeck(g, ['imp', 'bear', 'bag-of-gold', 'two-bags-of-gold', 'bag-of-gold']);
    beginTurn(g, dwarf);

    land(g, dwarf, g.space('hidden-valley'));

    expect(at(g, dwarf)).toBe('ruins');
    expect(cardsOn(g, 'hidden-valley')).toEqual(['bear', 'bag-of-gold']);
    expect(g.adventureDiscard).toContain(imp);
    // He continues his turn with a new encounter in the Ruins: two cards, 3 gold.
    expect(dwarf.gold).toBe(1 + 2 + 1);
    expect(dwarf.lives).toBe(5);
    expect(diceLeft(g)).toBe(0);
  });
});

describe('(3) the Warrior\'s Strength (rulebook p.5, Example of a Character\'s Strength)', () => {
  function warrior(space: string) {
    const game = makeGame({ heroes: [{ character: 'warrior', at: space }] });
    const w = game.p[0];
    w.strengthCounters = 2;
    give(game.g, w, 'magic-belt');
    give(game.g, w, 'unicorn');
    give(game.g, w, 'sword');
    return { ...game, w };
  }

  it('should total 8 Strength, and 9 in battle with the Sword', () => {
    const { g, w } = warrior('fields-1');
    expect(strength(g, w)).toBe(8);
    expect(attackValue(g, w, false, null)).toBe(9);
  });

  it('should count 7 in the Cursed Glade, even in battle', () => {
    const { g, w } = warrior('cursed-glade');
    expect(strength(g, w)).toBe(7);
    expect(attackValue(g, w, false, null)).toBe(7);
  });

  it('should fight a Giant in the Cursed Glade with 7: a stand-off at 8 that the Sword would have won', () => {
    const s = script(encounterSpace, keepDice());
    // The Warrior's two dice (1, 1: he keeps a 1), the Giant rolls 2: 7 + 1 = 6 + 2.
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'cursed-glade' }], dice: [1, 1, 2], answer: s.answer });
    const w = p[0];
    w.strengthCounters = 2;
    for (const id of ['magic-belt', 'unicorn', 'sword']) give(g, w, id);
    stackDeck(g, ['giant']);
    beginTurn(g, w);
    land(g, w, g.space('cursed-glade'));
    expect(cardsOn(g, 'cursed-glade')).toEqual(['giant']);
    expect(w.trophies).toEqual([]);
    expect(w.lives).toBe(5);
    expect(g.turnOver).toBe(true);
    expect(diceLeft(g)).toBe(0);
  });
});

// (4) the Werewolf (rulebook p.20) is reproduced in test/content/board/inner.test.ts ('the Werewolf Den').

describe('(5) Solomon\'s Crown and the Spell limit (rulebook p.13, Example of Spell Limit)', () => {
  it('should allow three Spells with Craft 7, two in the Cursed Glade (one discarded), three again after', () => {
    let dropped = -1;
    const s = script(encounterSpace, (d) => (d.kind === 'drop' ? dropped : undefined));
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'fields-1' }], answer: s.answer });
    const wizard = p[0];
    give(g, wizard, 'solomons-crown');
    const spells = setSpells(g, wizard, ['teleport', 'healing', 'counterspell']);
    dropped = spells[1];
    expect(craft(g, wizard)).toBe(7);
    expect(spellLimit(g, wizard)).toBe(3);
    stackDeck(g, ['bag-of-gold']);
    beginTurn(g, wizard);

    land(g, wizard, g.space('cursed-glade'));

    expect(craft(g, wizard)).toBe(5);
    expect(askedOf(s.asked, 'drop')).toHaveLength(1);
    expect(wizard.spells).toEqual([spells[0], spells[2]]);
    expect(g.spellDiscard).toContain(dropped);

    wizard.space = g.space('hills-3');
    expect(craft(g, wizard)).toBe(7);
    expect(spellLimit(g, wizard)).toBe(3);
  });
});

describe('(6) the Mule and the carrying limit (rulebook p.12, Example of Carrying Too Much)', () => {
  it('should make the Wizard put four of his eight Objects on his space when the Thief mesmerises his Mule', () => {
    const kept = new Set<number>();
    let mesmerism = -1;
    const s = script(
      (d) => (d.kind === 'drop' ? d.options.find((c) => !kept.has(c)) : undefined),
      (d) => (d.kind === 'cast' && d.options.includes(mesmerism) ? mesmerism : undefined),
    );
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-1' }, { character: 'wizard', at: 'graveyard' }], answer: s.answer,
    });
    const [thief, wizard] = p;
    setSpells(g, wizard, []);
    [mesmerism] = setSpells(g, thief, ['mesmerism']);
    const mule = give(g, wizard, 'mule');
    const objects = ['sword', 'sword', 'axe', 'axe', 'helmet', 'shield', 'armour', 'water-bottle'].map((id) => give(g, wizard, id));
    expect(wizard.objects).toHaveLength(8);
    objects.slice(0, 4).forEach((c) => kept.add(c));
    beginTurn(g, thief);

    offerSpells(g, thief, CAST.start);

    expect(thief.followers).toEqual([mule]);
    expect(wizard.followers).toEqual([]);
    expect(askedOf(s.asked, 'drop').every((a) => a.seat === wizard.seat)).toBe(true);
    expect(wizard.objects.sort(byId)).toEqual(objects.slice(0, 4).sort(byId));
    expect(g.spaceCards[g.space('graveyard')].sort(byId)).toEqual(objects.slice(4).sort(byId));
  });
});

describe('(7) the Sorceress crossing the Sentinel bridge (rulebook p.17)', () => {
  it('should roll 6, be attacked at the Sentinel, evade by Immobility and land on the Portal of Power', () => {
    let immobility = -1;
    const portal = spaceIndex('portal-of-power') | MOVE_BRIDGE;
    const s = script(
      choose('move', portal),
      (d) => (d.kind === 'cast' && d.options.includes(immobility) ? immobility : undefined),
      encounterSpace, keepDice(),
    );
    const { g, p } = makeGame({ heroes: [{ character: 'sorceress', at: 'graveyard' }], dice: [6], answer: s.answer });
    const sorceress = p[0];
    [immobility] = setSpells(g, sorceress, ['immobility']);
    stackDeck(g, ['bag-of-gold']);

    playTurn(g, sorceress);

    const move = askedOf(s.asked, 'move')[0];
    expect(move.subject).toBe(6);
    expect(move.options).toContain(portal);
    expect(askedOf(s.asked, 'cast').map((a) => CAST_WINDOWS[a.subject])).toEqual(['evade']);
    expect(at(g, sorceress)).toBe('portal-of-power');
    expect(sorceress.lives).toBe(4);
    expect(sorceress.spells).toEqual([]);
    expect(g.spellDiscard).toContain(immobility);
    expect(sorceress.gold).toBe(2);
    expect(diceLeft(g)).toBe(0);
  });
});
