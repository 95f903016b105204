// The rules of play (rulebook p.5-16): healing and gaining lives, replenishing and gaining fate,
// Strength and Craft never below the printed values, limited resources, trophies, the Spell and
// casting limits, alignment and ditching, Toads, losing turns, killed characters, and the 2D6 Combat
// rule (Fantastic Diversions).
import { describe, expect, it } from 'vitest';
import { characterIndex } from '../../src/content/index.ts';
import {
  STOCK, VISITS, castSpell, changeAlignment, craft, ditch, encounterSpace as encounterTheSpace, exchangeTrophies, gainFate,
  gainSpells, gainStrength, killCharacter, land, loseCraft, loseStrength, mayCast, payGold, playTurn, spellLimit,
  strength, turnIntoToad,
} from '../../src/engine/index.ts';
import { attackValue } from '../../src/engine/combat.ts';
import { at, give, lay, makeGame, pinDice, stackDeck, takeCard } from '../helpers.ts';
import {
  answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, inTurn, keepDice, script, setSpells,
  spaceIndex, type Rule,
} from './fixtures-combat.ts';

type G = ReturnType<typeof makeGame>['g'];
const ids = (g: G, cards: readonly number[]): string[] => cards.map((c) => g.cardDef[c].id);

/** One character placed on `space`, with scripted answers (and the usual defaults after them). */
function solo(character: string, space: string, dice: number[] = [], ...rules: Rule[]) {
  const s = script(...rules, encounterSpace, keepDice(), castNothing());
  const game = makeGame({ heroes: [{ character, at: space }], dice, answer: s.answer });
  beginTurn(game.g, game.p[0]);
  return { ...game, s, hero: game.p[0] };
}

describe('lives', () => {
  it('should heal no higher than the life value', () => {
    const t = solo('elf', 'fields-5', [], answerTo('pray', false));
    t.hero.lives = 2;
    t.g.pool.life += 2;
    land(t.g, t.hero, t.g.space('chapel'));
    expect(t.hero.lives).toBe(4);
  });

  it('should gain a life above the life value', () => {
    // Praying at the Chapel, a 5: gain 1 life.
    const t = solo('elf', 'fields-5', [5], answerTo('pray', true));
    land(t.g, t.hero, t.g.space('chapel'));
    expect(t.hero.lives).toBe(5);
  });
});

describe('fate', () => {
  it('should replenish fate only up to the fate value', () => {
    const t = solo('wizard', 'woods-2', [], answerTo('pray', false));
    t.hero.fate = 1;
    t.g.pool.fate += 2;
    land(t.g, t.hero, t.g.space('graveyard'));
    expect(t.hero.fate).toBe(3);
  });

  it('should gain fate above the fate value', () => {
    // Praying at the Graveyard, a 5: gain 1 fate.
    const t = solo('wizard', 'woods-2', [5], answerTo('pray', true));
    land(t.g, t.hero, t.g.space('graveyard'));
    expect(t.hero.fate).toBe(4);
  });
});

describe('Strength and Craft', () => {
  it('should never drop below the printed values', () => {
    const t = solo('warrior', 'tavern');
    t.hero.strengthCounters = 1;
    t.hero.craftCounters = 1;
    t.g.pool.strength -= 1;
    t.g.pool.craft -= 1;
    loseStrength(t.g, t.hero, 3);
    loseCraft(t.g, t.hero, 3);
    expect([strength(t.g, t.hero), craft(t.g, t.hero)]).toEqual([4, 2]);
    expect([t.g.pool.strength, t.g.pool.craft]).toEqual([STOCK.strength, STOCK.craft]);
  });
});

describe('limited resources (Golden Rules)', () => {
  it('should count the components of the box: 8 five-point and 32 one-point counters of each colour, 36 fate, 30 gold', () => {
    // Rulebook p.4: 40 counters a colour, 8 large worth five and 32 small worth one: 72 points.
    expect(STOCK).toEqual({ strength: 8 * 5 + 32, craft: 8 * 5 + 32, life: 8 * 5 + 32, fate: 36, gold: 30 });
  });

  it('should hold 30 gold coins in all, each character starting with one', () => {
    const { g, p } = makeGame({ heroes: ['thief', 'troll', 'monk'] });
    expect(STOCK.gold).toBe(30);
    expect(g.pool.gold + p.reduce((n, q) => n + q.gold, 0)).toBe(30);
  });

  it('should give only the gold left in the stock', () => {
    const t = solo('thief', 'city');
    t.g.pool.gold = 1;
    lay(t.g, 'fields-1', 'two-bags-of-gold');
    land(t.g, t.hero, t.g.space('fields-1'));
    expect([t.hero.gold, t.g.pool.gold]).toEqual([2, 0]);
  });

  it('should give no Strength counter or fate token when the stock has none left', () => {
    const t = solo('thief', 'city');
    t.g.pool.strength = 0;
    t.g.pool.fate = 0;
    gainStrength(t.g, t.hero, 1);
    gainFate(t.g, t.hero, 1);
    expect([t.hero.strengthCounters, t.hero.fate]).toEqual([0, 2]);
  });

  it('should have no effect when a character must lose gold he does not have', () => {
    const t = solo('thief', 'city');
    payGold(t.g, t.hero, 1);
    payGold(t.g, t.hero, 1);
    expect(t.hero.gold).toBe(0);
    expect(t.g.pool.gold).toBe(STOCK.gold);
  });
});

describe('trophies', () => {
  it('should be exchanged at the end of the turn: 7 Strength points for a Strength counter, the cards discarded', () => {
    // An Ogre (5) held; the Wolf (2) killed this turn: move 1, then 3 + 6 against 2 + 1.
    const s = script(choose('move', spaceIndex('fields-1')), answerTo('exchange-trophies', true), encounterSpace, keepDice());
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'city' }], dice: [1, 6, 1], answer: s.answer });
    const thief = p[0];
    const ogre = takeCard(g, 'ogre');
    thief.trophies.push(ogre);
    const wolf = lay(g, 'fields-1', 'wolf');
    playTurn(g, thief);
    expect(thief.strengthCounters).toBe(1);
    expect(thief.trophies).toEqual([]);
    expect(g.adventureDiscard).toEqual(expect.arrayContaining([ogre, wolf]));
    expect(diceLeft(g)).toBe(0);
  });

  function trophies(rate: 7 | 6 | 5, cards: string[]) {
    const s = script(answerTo('exchange-trophies', true));
    const { g, p } = makeGame({ heroes: ['thief'], rules: { trophyRate: rate }, answer: s.answer });
    for (const id of cards) p[0].trophies.push(takeCard(g, id));
    exchangeTrophies(g, p[0]);
    return { g, thief: p[0], left: ids(g, p[0].trophies) };
  }

  it('should lose the points above a multiple of 7', () => {
    // Giant 6 + Ogre 5 = 11: one counter, 4 points lost.
    const t = trophies(7, ['giant', 'ogre']);
    expect(t.thief.strengthCounters).toBe(1);
    expect(t.left).toEqual([]);
  });

  it('should keep back a trophy the exchange does not need', () => {
    // Giant 6 + Wolf 2 + Wild Boar 1 = 9: one counter for the Giant and the Wolf; the Boar stays.
    const t = trophies(7, ['giant', 'wolf', 'wild-boar']);
    expect(t.thief.strengthCounters).toBe(1);
    expect(t.left).toEqual(['wild-boar']);
  });

  it('should exchange Spirits\' Craft for Craft counters, never mixed with Strength', () => {
    // Wraith 5 + Shadow 2 = 7 Craft: one Craft counter; the Ogre's 5 Strength stays a trophy.
    const t = trophies(7, ['wraith', 'shadow', 'ogre']);
    expect([t.thief.craftCounters, t.thief.strengthCounters]).toEqual([1, 0]);
    expect(t.left).toEqual(['ogre']);
  });

  it('should not exchange fewer than 7 points', () => {
    const t = trophies(7, ['giant']);
    expect(t.thief.strengthCounters).toBe(0);
    expect(t.left).toEqual(['giant']);
  });

  it.each([
    [6, ['giant'], 1, []],
    [6, ['giant', 'ogre'], 1, ['ogre']],
    [5, ['giant', 'ogre'], 2, []],
    [5, ['ogre'], 1, []],
  ] as const)('should exchange at %i points a counter with the faster-play rule (%j: %i)', (rate, cards, counters, left) => {
    const t = trophies(rate, [...cards]);
    expect(t.thief.strengthCounters).toBe(counters);
    expect(t.left).toEqual(left);
  });

  it('should not exchange when the player declines', () => {
    const s = script(answerTo('exchange-trophies', false));
    const { g, p } = makeGame({ heroes: ['thief'], answer: s.answer });
    p[0].trophies.push(takeCard(g, 'dragon'));
    exchangeTrophies(g, p[0]);
    expect(p[0].strengthCounters).toBe(0);
    expect(p[0].trophies).toHaveLength(1);
  });
});

describe('the Spell limit', () => {
  it.each([[1, 0], [2, 0], [3, 1], [4, 2], [5, 2], [6, 3], [7, 3], [9, 3]])('should allow a character of Craft %i %i Spells', (total, limit) => {
    const { g, p } = makeGame({ heroes: ['troll'] });
    p[0].craftCounters = total - 1;
    expect(craft(g, p[0])).toBe(total);
    expect(spellLimit(g, p[0])).toBe(limit);
  });

  it('should give a character no more Spells than his Craft allows', () => {
    const { g, p } = makeGame({ heroes: ['thief'] });
    expect(gainSpells(g, p[0], 2)).toBe(1);
    expect(p[0].spells).toHaveLength(1);
  });

  it('should make a character discard the Spells his Craft no longer allows when he loses a Craft Object', () => {
    let dropped = -1;
    const s = script((d) => (d.kind === 'drop' ? dropped : undefined));
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'fields-1' }], answer: s.answer });
    const crown = give(g, p[0], 'solomons-crown');
    const spells = setSpells(g, p[0], ['teleport', 'healing', 'hex']);
    dropped = spells[2];
    ditch(g, p[0], crown);
    expect(p[0].spells).toEqual(spells.slice(0, 2));
    expect(g.spellDiscard).toContain(dropped);
  });

  it('should make a character discard the Spells his Craft no longer allows as soon as he loses Craft', () => {
    // The Enchantress (City, a 3): lose 1 Craft. The Wizard's Craft 6 falls to 5: two Spells, not three.
    let dropped = -1;
    const s = script(choose('visit', VISITS.indexOf('enchantress')), (d) => (d.kind === 'drop' ? dropped : undefined), keepDice(),
      castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'fields-1' }], dice: [3], answer: s.answer });
    const wizard = p[0];
    wizard.craftCounters = 1;
    g.pool.craft -= 1;
    const spells = setSpells(g, wizard, ['teleport', 'healing', 'hex']);
    dropped = spells[0];
    beginTurn(g, wizard);
    land(g, wizard, g.space('city'));
    expect(craft(g, wizard)).toBe(5);
    expect(wizard.spells).toEqual(spells.slice(1));
    expect(askedOf(s.asked, 'drop')).toHaveLength(1);
  });
});

describe('casting limits', () => {
  it('should let a character cast no more Spells in his turn than he had at its start', () => {
    const t = solo('wizard', 'fields-1');
    const [healing] = setSpells(t.g, t.hero, ['healing']);
    beginTurn(t.g, t.hero);
    castSpell(t.g, t.hero, healing, -1);
    expect(t.hero.spells).toHaveLength(1); // the Wizard draws one when he casts his last
    expect(mayCast(t.g, t.hero)).toBe(false);
  });

  it('should let a character cast only one Spell during another character\'s turn', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'city' }, { character: 'wizard', at: 'fields-1' }] });
    const [healing] = setSpells(g, p[1], ['healing', 'teleport']);
    beginTurn(g, p[0]);
    expect(mayCast(g, p[1])).toBe(true);
    castSpell(g, p[1], healing, -1);
    expect(mayCast(g, p[1])).toBe(false);
  });

  it('should not let a character cast Spells in the Cursed Glade', () => {
    const t = solo('wizard', 'cursed-glade');
    setSpells(t.g, t.hero, ['healing']);
    beginTurn(t.g, t.hero);
    expect(mayCast(t.g, t.hero)).toBe(false);
  });
});

describe('alignment', () => {
  it('should change at most once a turn', () => {
    const t = solo('thief', 'city');
    expect(changeAlignment(t.g, t.hero, 'evil')).toBe(true);
    expect(changeAlignment(t.g, t.hero, 'good')).toBe(false);
    expect(t.hero.alignment).toBe('evil');
    t.g.turn++;
    expect(changeAlignment(t.g, t.hero, 'good')).toBe(true);
  });

  it('should make a character ditch the cards his new alignment may not have, and not take them back this turn', () => {
    // Mephistopheles turns the good Elf evil: the Holy Lance is left on the Fields.
    const s = script(encounterSpace, choose('take', 1));
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'city' }], answer: s.answer });
    const elf = p[0];
    const lance = give(g, elf, 'holy-lance');
    const sword = give(g, elf, 'sword');
    stackDeck(g, ['mephistopheles']);
    beginTurn(g, elf);
    land(g, elf, g.space('fields-1'));
    expect(elf.alignment).toBe('evil');
    expect(elf.objects).toEqual([sword]);
    expect(g.spaceCards[g.space('fields-1')]).toEqual([lance]);
    expect(elf.ditched).toEqual([lance]);
  });
});

describe('ditching', () => {
  it('should leave the card on the space, count it among the cards to draw, and not let it be taken back this turn', () => {
    const s = script(choose('take', 1));
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }], answer: s.answer });
    const sword = give(g, p[0], 'sword');
    beginTurn(g, p[0]);
    const top = g.adventureDeck.length;
    ditch(g, p[0], sword);
    encounterTheSpace(g, p[0], g.space('fields-1'));
    expect(g.adventureDeck).toHaveLength(top);
    expect(g.spaceCards[g.space('fields-1')]).toEqual([sword]);
    expect(p[0].objects).toEqual([]);
    expect(askedOf(s.asked, 'take')).toEqual([]);
  });
});

describe('Toads', () => {
  /** A Warrior with 2 Strength counters and a Sword, turned into a Toad on the City. */
  function toad(...rules: Rule[]) {
    const t = solo('warrior', 'city', [], ...rules);
    t.hero.strengthCounters = 2;
    t.g.pool.strength -= 2;
    give(t.g, t.hero, 'sword');
    turnIntoToad(t.g, t.hero);
    return t;
  }

  it('should have Strength 1 and Craft 1 whatever his counters and Objects', () => {
    const t = toad();
    expect([strength(t.g, t.hero), craft(t.g, t.hero), attackValue(t.g, t.hero, false, null)]).toEqual([1, 1, 1]);
  });

  it('should move one space a turn without rolling, and revert at the end of his third turn', () => {
    const visitNone = choose('visit', VISITS.indexOf('none'));
    const t = toad(inTurn('move', [spaceIndex('fields-1'), spaceIndex('city'), spaceIndex('fields-6')]), visitNone);
    lay(t.g, 'fields-1', 'bag-of-gold');
    lay(t.g, 'fields-6', 'bag-of-gold');
    playTurn(t.g, t.hero);
    expect(at(t.g, t.hero)).toBe('fields-1');
    expect(askedOf(t.s.asked, 'move')[0].subject).toBe(1);
    playTurn(t.g, t.hero);
    expect(at(t.g, t.hero)).toBe('city');
    expect(t.hero.toadTurns).toBe(1);
    playTurn(t.g, t.hero);
    expect(at(t.g, t.hero)).toBe('fields-6');
    expect(t.hero.toadTurns).toBe(0);
    expect(strength(t.g, t.hero)).toBe(4 + 2);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should lose the Strength gained as a Toad when he reverts', () => {
    const t = toad(choose('move', spaceIndex('fields-1')));
    gainStrength(t.g, t.hero, 1);
    expect(strength(t.g, t.hero)).toBe(2);
    t.hero.toadTurns = 1;
    lay(t.g, 'fields-1', 'bag-of-gold');
    playTurn(t.g, t.hero);
    expect(t.hero.toadTurns).toBe(0);
    expect([t.hero.strengthCounters, strength(t.g, t.hero)]).toEqual([2, 6]);
    expect(t.g.pool.strength).toBe(STOCK.strength - 2);
  });

  it('should neither cast nor gain Spells, keeping those he has', () => {
    const t = solo('wizard', 'city');
    const spells = setSpells(t.g, t.hero, ['healing']);
    turnIntoToad(t.g, t.hero);
    beginTurn(t.g, t.hero);
    expect(mayCast(t.g, t.hero)).toBe(false);
    expect(gainSpells(t.g, t.hero, 1)).toBe(0);
    expect(t.hero.spells).toEqual(spells);
  });

  it('should keep his Spells when he lands as a Toad ("Spell Cards are not lost upon transformation into a Toad")', () => {
    // The Wizard (Craft 5: two Spells) as a Toad has Craft 1, which allows none; he lands on the City.
    const t = solo('wizard', 'fields-1', [], choose('visit', VISITS.indexOf('none')));
    const spells = setSpells(t.g, t.hero, ['healing', 'counterspell']);
    turnIntoToad(t.g, t.hero);
    land(t.g, t.hero, t.g.space('city'));
    expect(t.hero.spells).toEqual(spells);
  });

  it('should have none of the character\'s special abilities', () => {
    // A Dwarf Toad in the Hills is not offered to evade; Toad 1 + 6 against the Bear's 3 + 1.
    const t = solo('dwarf', 'city', [6, 1], choose('evade', 1));
    turnIntoToad(t.g, t.hero);
    const bear = lay(t.g, 'hills-1', 'bear');
    land(t.g, t.hero, t.g.space('hills-1'));
    expect(askedOf(t.s.asked, 'evade')).toEqual([]);
    expect(t.hero.trophies).toEqual([bear]);
  });

  it('should be a Toad for three whole turns after the one he is transformed in (issue 12, item 13)', () => {
    // Rulebook p.16: "turned into a Toad for three turns ... at the end of his third turn" he reverts.
    // The Thief moves 1 onto the Witch and rolls a 1 there; then misses three turns (no dice needed).
    const t = solo('thief', 'city', [1, 1], choose('move', spaceIndex('fields-1')));
    lay(t.g, 'fields-1', 'witch');
    playTurn(t.g, t.hero);
    expect(t.hero.toadTurns).toBe(3);
    t.hero.missTurns = 3;
    playTurn(t.g, t.hero);
    playTurn(t.g, t.hero);
    expect(t.hero.toadTurns).toBe(1);
    playTurn(t.g, t.hero);
    expect(t.hero.toadTurns).toBe(0);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should stay a Toad for three more turns when turned into one again', () => {
    const t = solo('thief', 'city');
    turnIntoToad(t.g, t.hero);
    t.hero.toadTurns = 1;
    turnIntoToad(t.g, t.hero);
    expect(t.hero.toadTurns).toBe(3);
  });
});

describe('losing a turn', () => {
  it('should end the turn at once and miss the next one', () => {
    // The Thief moves 1 into the Forest and rolls a 2 there: lost.
    const s = script(choose('move', spaceIndex('forest')), choose('move', spaceIndex('fields-3')), encounterSpace, keepDice(), castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'plains-3' }], dice: [1, 2], answer: s.answer });
    const thief = p[0];
    playTurn(g, thief);
    expect(at(g, thief)).toBe('forest');
    expect(thief.missTurns).toBe(1);
    playTurn(g, thief);
    expect(at(g, thief)).toBe('forest');
    expect(thief.missTurns).toBe(0);
    pinDice(g, [1]);
    lay(g, 'fields-3', 'bag-of-gold');
    playTurn(g, thief);
    expect(at(g, thief)).toBe('fields-3');
    expect(diceLeft(g)).toBe(0);
  });

  it('should count as the missed turn when other cards remain to be encountered', () => {
    // A Storm drawn with a Bear and a Bag of Gold in the Hidden Valley: the turn ends now, none missed.
    const s = script(encounterSpace, keepDice());
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'hills-3' }], dice: [], answer: s.answer });
    stackDeck(g, ['storm', 'bear', 'bag-of-gold']);
    beginTurn(g, p[0]);
    land(g, p[0], g.space('hidden-valley'));
    expect(g.turnOver).toBe(true);
    expect(p[0].missTurns).toBe(0);
    expect(ids(g, g.spaceCards[g.space('hidden-valley')])).toEqual(['bear', 'bag-of-gold']);
  });
});

describe('killed characters', () => {
  /** A Thief on 1 life with a Sword, a Mule, 3 gold, a Spell and a trophy, beaten by an Ogre. */
  function killed(...rules: Rule[]) {
    const t = solo('thief', 'city', [1, 6], ...rules);
    const thief = t.hero;
    const sword = give(t.g, thief, 'sword');
    const mule = give(t.g, thief, 'mule');
    const [spell] = setSpells(t.g, thief, ['healing']);
    const trophy = takeCard(t.g, 'wolf');
    thief.trophies.push(trophy);
    thief.gold = 3;
    t.g.pool.gold -= 2;
    thief.strengthCounters = 1;
    t.g.pool.strength -= 1;
    thief.lives = 1;
    t.g.pool.life += 3;
    const ogre = lay(t.g, 'fields-1', 'ogre');
    beginTurn(t.g, thief);
    land(t.g, thief, t.g.space('fields-1'));
    return { ...t, sword, mule, spell, trophy, ogre };
  }

  it('should leave his Objects, Followers and gold on the space and return the rest', () => {
    const t = killed();
    expect(t.hero.dead).toBe(true);
    expect(t.g.spaceCards[t.g.space('fields-1')].sort((a, b) => a - b)).toEqual([t.ogre, t.sword, t.mule].sort((a, b) => a - b));
    expect(t.g.spaceGold[t.g.space('fields-1')]).toBe(3);
    expect(t.g.spellDiscard).toContain(t.spell);
    expect(t.g.adventureDiscard).toContain(t.trophy);
    expect([t.hero.objects, t.hero.followers, t.hero.spells, t.hero.trophies]).toEqual([[], [], [], []]);
    expect([t.g.pool.strength, t.g.pool.fate, t.g.pool.life]).toEqual([STOCK.strength, STOCK.fate, STOCK.life]);
  });

  it('should let the player start a new character on his next turn', () => {
    const t = killed(choose('move', spaceIndex('fields-2')));
    t.g.characterPool = [characterIndex('warrior')];
    pinDice(t.g, [1]);
    lay(t.g, 'fields-2', 'bag-of-gold');
    playTurn(t.g, t.hero);
    expect(t.hero.alive).toBe(true);
    expect(t.hero.character!.id).toBe('warrior');
    expect([t.hero.lives, t.hero.fate, t.hero.gold]).toEqual([5, 1, 2]);
    expect(at(t.g, t.hero)).toBe('fields-2');
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should put the player out of the game once a character has reached the Crown of Command', () => {
    const t = solo('thief', 'city');
    t.g.crownReached = true;
    t.hero.lives = 0;
    killCharacter(t.g, t.hero, -1);
    expect(t.hero.inGame).toBe(false);
  });
});

describe('2D6 Combat (rules: combat 2d6)', () => {
  function twoDice(character: string, enemy: string, dice: number[], ...rules: Rule[]) {
    const s = script(...rules, encounterSpace, keepDice());
    const game = makeGame({ heroes: [{ character, at: 'city' }], dice, rules: { combat: '2d6' }, answer: s.answer });
    const laid = lay(game.g, 'fields-1', enemy);
    beginTurn(game.g, game.p[0]);
    land(game.g, game.p[0], game.g.space('fields-1'));
    return { ...game, s, laid, hero: game.p[0] };
  }

  it('should have each side roll two dice', () => {
    // Thief 3 + 3 + 4 = 10 against the Ogre's 5 + 2 + 2 = 9.
    const t = twoDice('thief', 'ogre', [3, 4, 2, 2]);
    expect(t.hero.trophies).toEqual([t.laid]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should have the Warrior roll three dice and keep the best two', () => {
    // Warrior 4 + 6 + 5 (not the 1) = 15 against the Giant's 6 + 4 + 5 = 15: a stand-off.
    const t = twoDice('warrior', 'giant', [6, 1, 5, 4, 5]);
    expect(t.g.spaceCards[t.g.space('fields-1')]).toEqual([t.laid]);
    expect(t.hero.lives).toBe(5);
    expect(t.g.turnOver).toBe(true);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should let fate reroll one of the two dice', () => {
    // Thief 3 + 1 + 2 = 6 against 5 + 3 + 3 = 11; the 1 is rerolled into a 6: 11, a stand-off.
    const t = twoDice('thief', 'ogre', [1, 2, 3, 3, 6], inTurn('reroll', [0]));
    expect(askedOf(t.s.asked, 'reroll')[0].options).toEqual([-1, 0, 1]);
    expect(t.hero.lives).toBe(4);
    expect(t.hero.fate).toBe(1);
  });
});

describe('ditching before drawing (rulebook p.9, p.16)', () => {
  it('should draw one card fewer for an Object ditched on a draw space, and not take it back', () => {
    let sword = -1;
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'fields-1' }], dice: [],
      answer: (d) => (d.kind === 'ditch' ? (d.options.includes(sword) ? sword : -1) : d.kind === 'take' ? 1 : undefined),
    });
    sword = give(g, p[0], 'sword');
    const [, twoBags] = stackDeck(g, ['bag-of-gold', 'two-bags-of-gold']);
    land(g, p[0], g.space('oasis'));
    // The Oasis draws 2; the Sword fills one place, so only the Bag of Gold is drawn.
    expect(p[0].gold).toBe(2);
    expect(g.adventureDeck[g.adventureDeck.length - 1]).toBe(twoBags);
    expect(g.spaceCards[g.space('oasis')]).toEqual([sword]);
    expect(p[0].objects).not.toContain(sword);
  });
});

describe('cards that move themselves (rulebook p.7)', () => {
  it('should leave the Hidden Valley one card short when a drawn Ghost goes elsewhere', () => {
    // Three cards are drawn; the Ghost rolls 1 and goes to the City; no card replaces it.
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'black-knight' }], dice: [1],
      answer: (d) => (d.kind === 'reroll' ? -1 : d.kind === 'take' ? 1 : undefined),
    });
    const [ghost, bag, bags, next] = stackDeck(g, ['ghost', 'bag-of-gold', 'two-bags-of-gold', 'sword-card']);
    land(g, p[0], g.space('hidden-valley'));
    expect(g.spaceCards[g.space('city')]).toEqual([ghost]);
    expect(p[0].gold).toBe(4);
    expect(g.adventureDeck[g.adventureDeck.length - 1]).toBe(next);
    expect([bag, bags].every((c) => !g.spaceCards[g.space('hidden-valley')].includes(c))).toBe(true);
  });
});
