// The Spell deck (reference section 4; rulebook p.13 "Gaining Spells", "Casting Spells"): one
// describe per Spell, its casting windows and counts as a table, then the casting rules.
import { describe, expect, it } from 'vitest';
import {
  CAST_WINDOWS, MOVE_BRIDGE, VISITS, craft, loseLifeUnlessSaved, gainSpells, land, mayCast, offerSpells, CAST, playGame, playTurn,
  magicBlocked, spellLimit, strength, turnIntoToad, attackCharacter, fightCreature, EVADED, LOSE, type Game, type Player,
} from '../../src/engine/index.ts';
import { castCommandSpell } from '../../src/engine/inner.ts';
import { at, give, lay, makeGame, stackDeck } from '../helpers.ts';
import {
  action, answerTo, askedOf, beginTurn, castIn, choose, diceLeft, inTurn, script,
  ruleTable, setSpells, type Rule,
} from '../engine/fixtures-combat.ts';

/** The smallest table (ruleTable in fixtures-combat.ts). */
const table = ruleTable;

/** Cast in this window the first Spell offered to this seat. */
const castAny = (window: (typeof CAST_WINDOWS)[number], seat: number): Rule => (d) =>
  (d.kind === 'cast' && d.seat === seat && CAST_WINDOWS[d.subject] === window ? d.options.find((c) => c >= 0) : undefined);

/** The windows of the 'cast' decisions asked of a seat. */
function castWindows(asked: ReturnType<typeof script>['asked'], seat: number): string[] {
  return askedOf(asked, 'cast').filter((a) => a.seat === seat).map((a) => CAST_WINDOWS[a.subject]);
}

/** p starts his turn and is offered his Spells castable at its start. */
function castAtStart(g: Game, p: Player): number {
  beginTurn(g, p);
  return offerSpells(g, p, CAST.start);
}

describe('the Spell deck', () => {
  // Reference section 4: 17 Spells, 24 cards, and when each may be cast.
  it.each([
    ['acquisition', 1, ['start']],
    ['alchemy', 1, ['start']],
    ['counterspell', 2, ['counter']],
    ['destroy-magic', 1, ['start', 'end']],
    ['destruction', 2, ['start', 'after-move']],
    ['divination', 1, ['start']],
    ['healing', 2, ['start', 'end', 'life-loss']],
    ['hex', 1, ['start']],
    ['immobility', 2, ['evade', 'others-turn-start']],
    ['invisibility', 1, ['evade', 'evade-character']],
    ['mesmerism', 1, ['start']],
    ['nullify', 1, ['start', 'end', 'others-turn-start']],
    ['preservation', 1, ['life-loss']],
    ['psionic-blast', 2, ['battle']],
    ['random', 2, ['start', 'end', 'others-turn-start']],
    ['teleport', 2, ['instead-of-move']],
    ['temporal-warp', 1, ['start']],
  ])('should hold %s %i time(s), cast in the windows %j', (id, count, windows) => {
    const { g } = makeGame({ heroes: ['troll'] });
    const cards = g.cardDef.filter((d) => d.deck === 'spell' && d.id === id);
    expect(cards).toHaveLength(count as number);
    expect(cards[0].cast).toEqual(windows);
  });

  it('should hold 24 cards of 17 Spells', () => {
    const { g } = makeGame({ heroes: ['troll'] });
    const spells = g.cardDef.filter((d) => d.deck === 'spell');
    expect([spells.length, new Set(spells.map((d) => d.id)).size]).toEqual([24, 17]);
  });
});

describe('Acquisition', () => {
  it('should take the Object of the caster\'s choice from another character', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'tavern' }], []);
    const [priest, warrior] = t.p;
    const [acquisition] = setSpells(t.g, priest, ['acquisition']);
    const helmet = give(t.g, warrior, 'helmet');
    const sword = give(t.g, warrior, 'sword');
    t.on(castIn('start', acquisition), choose('target-seat', 1), choose('target-card', sword));
    castAtStart(t.g, priest);
    expect([priest.objects, warrior.objects]).toEqual([[sword], [helmet]]);
    expect(t.g.spellDiscard).toContain(acquisition);
  });

  it('should take 1 gold instead, if the caster prefers', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'tavern' }], []);
    const [priest, warrior] = t.p;
    const [acquisition] = setSpells(t.g, priest, ['acquisition']);
    give(t.g, warrior, 'sword');
    t.on(castIn('start', acquisition), choose('target-card', -1));
    castAtStart(t.g, priest);
    expect([priest.gold, warrior.gold, warrior.objects.length]).toEqual([2, 0, 1]);
  });
});

describe('Alchemy', () => {
  it('should turn each Object the caster chooses into 1 gold, returning Purchase cards to their stock', () => {
    const t = table([{ character: 'priest', at: 'chapel' }], []);
    const priest = t.p[0];
    const [alchemy] = setSpells(t.g, priest, ['alchemy']);
    const sword = give(t.g, priest, 'sword');
    const helmet = give(t.g, priest, 'helmet');
    t.on(castIn('start', alchemy), answerTo('sell-object', true));
    castAtStart(t.g, priest);
    expect([priest.gold, priest.objects.length]).toEqual([3, 0]);
    expect(t.g.purchaseStock).toEqual(expect.arrayContaining([sword, helmet]));
  });
});

describe('Counterspell', () => {
  it('should cancel a Spell just cast by another character: neither has any effect, both are discarded', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'sorceress', at: 'graveyard' }], []);
    const [priest, sorceress] = t.p;
    const [acquisition] = setSpells(t.g, priest, ['acquisition']);
    const [counter] = setSpells(t.g, sorceress, ['counterspell']);
    const sword = give(t.g, sorceress, 'sword');
    t.on(castIn('start', acquisition), castIn('counter', counter), choose('target-card', sword));
    castAtStart(t.g, priest);
    expect(sorceress.objects).toEqual([sword]);
    expect(priest.objects).toEqual([]);
    expect(t.g.spellDiscard).toEqual(expect.arrayContaining([acquisition, counter]));
    expect(mayCast(t.g, sorceress)).toBe(false); // her one Spell in another character's turn
  });

  it('should cancel the Command Spell, so no die is rolled and nobody loses a life', () => {
    const t = table([{ character: 'priest', at: 'crown-of-command' }, { character: 'sorceress', at: 'crypt' }], []);
    const [priest, sorceress] = t.p;
    const [counter] = setSpells(t.g, sorceress, ['counterspell']);
    t.on(castIn('counter', counter));
    beginTurn(t.g, priest);
    castCommandSpell(t.g, priest);
    expect(sorceress.lives).toBe(4);
    expect(t.g.spellDiscard).toContain(counter);
    expect(diceLeft(t.g)).toBe(0);
  });
});

describe('Destroy Magic', () => {
  it('should last until the start of the caster\'s next turn, however many turns others take first (issue 12, item 13)', () => {
    // Reference section 4: "Until the start of your next turn nobody (you included) may cast Spells or
    // use Magic Objects". The Warrior takes two turns (missed, so no dice) before the Priest's next.
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'fields-1' }], []);
    const [priest, warrior] = t.p;
    const [destroy] = setSpells(t.g, priest, ['destroy-magic']);
    t.on(castIn('end', destroy));
    beginTurn(t.g, priest);
    expect(offerSpells(t.g, priest, CAST.end)).toBe(1);
    warrior.missTurns = 2;
    playTurn(t.g, warrior);
    expect(magicBlocked(t.g)).toBe(true);
    playTurn(t.g, warrior); // as after a Temporal Warp
    expect(magicBlocked(t.g)).toBe(true);
    priest.missTurns = 1;
    playTurn(t.g, priest);
    expect(magicBlocked(t.g)).toBe(false);
  });

  it('makes a character whose Solomon\'s Crown stops counting discard his surplus Spell at once (the invariant run\'s case)', () => {
    // Rulebook p.13: "If at any time a character has more Spells than his Craft allows, surplus Spells
    // must immediately be placed on the Spell Card discard pile" (its example: Solomon's Crown in the
    // Cursed Glade). The Thief's Craft 3 + the Crown's 2 allows two Spells; Craft 3 alone, one.
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'thief', at: 'graveyard' }], []);
    const [priest, thief] = t.p;
    give(t.g, thief, 'solomons-crown');
    const [destroy] = setSpells(t.g, priest, ['destroy-magic']);
    const [healing, teleport] = setSpells(t.g, thief, ['healing', 'teleport']);
    t.on(castIn('start', destroy), choose('drop', teleport, 1));
    castAtStart(t.g, priest);
    expect([craft(t.g, thief), spellLimit(t.g, thief)]).toEqual([3, 1]);
    expect(thief.spells).toEqual([healing]);
    expect(t.g.spellDiscard).toContain(teleport);
  });

  /** The Priest casts Destroy Magic at the start of his turn and moves 1 to the Hills; the Sorceress has a Magic Belt. */
  function destroyMagic() {
    const t = table([{ character: 'priest', at: 'fields-1' }, { character: 'sorceress', at: 'plains-1' }], [1, 1, 1]);
    const [priest, sorceress] = t.p;
    const [destroy] = setSpells(t.g, priest, ['destroy-magic', 'healing']);
    setSpells(t.g, sorceress, ['healing']);
    give(t.g, sorceress, 'magic-belt');
    lay(t.g, 'hills-1', 'bag-of-gold');
    lay(t.g, 'woods-1', 'bag-of-gold');
    lay(t.g, 'fields-1', 'bag-of-gold');
    t.on(castIn('start', destroy), inTurn('move', [t.g.space('hills-1'), t.g.space('fields-1')], 0),
      choose('move', t.g.space('woods-1'), 1));
    playTurn(t.g, priest);
    return { ...t, priest, sorceress };
  }

  it('should let nobody cast a Spell until the start of the caster\'s next turn', () => {
    const t = destroyMagic();
    expect(castWindows(t.s.asked, 0)).toEqual(['start']);
    t.s.asked.length = 0;
    playTurn(t.g, t.sorceress);
    expect(castWindows(t.s.asked, 1)).toEqual([]);
    playTurn(t.g, t.priest);
    expect(castWindows(t.s.asked, 0)).toEqual(['start', 'end']); // his Healing again
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should let nobody use a Magic Object until the start of the caster\'s next turn', () => {
    const t = destroyMagic();
    expect(strength(t.g, t.sorceress)).toBe(2);
    playTurn(t.g, t.sorceress);
    playTurn(t.g, t.priest);
    expect(strength(t.g, t.sorceress)).toBe(3);
  });
});

describe('Destruction', () => {
  it('should discard a face-up Adventure card right after the caster\'s move, before his encounter', () => {
    const t = table([{ character: 'priest', at: 'fields-1' }], [1]);
    const priest = t.p[0];
    const [destruction] = setSpells(t.g, priest, ['destruction']);
    const ogre = lay(t.g, 'hills-1', 'ogre');
    stackDeck(t.g, ['bag-of-gold']);
    t.on(castIn('after-move', destruction), choose('target-card', ogre), choose('move', t.g.space('hills-1')));
    playTurn(t.g, priest);
    expect(t.g.adventureDiscard).toContain(ogre);
    expect(priest.gold).toBe(2); // the card drawn in its place
    expect([priest.lives, priest.trophies.length]).toEqual([4, 0]);
    expect(castWindows(t.s.asked, 0)).toEqual(['start', 'after-move']);
  });
});

describe('Divination', () => {
  it('should show the caster the top 5 Adventure cards, leaving the deck as it was', () => {
    const t = table([{ character: 'priest', at: 'chapel' }], []);
    const priest = t.p[0];
    const [divination] = setSpells(t.g, priest, ['divination']);
    const top = stackDeck(t.g, ['wolf', 'bear', 'ogre', 'giant', 'dragon', 'bag-of-gold']);
    const deck = [...t.g.adventureDeck];
    t.on(castIn('start', divination));
    castAtStart(t.g, priest);
    expect(priest.seen).toEqual(top.slice(0, 5));
    expect(t.g.adventureDeck).toEqual(deck);
  });
});

describe('Healing', () => {
  it('should heal another character up to his life value, wherever he is', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'death' }], []);
    const [priest, warrior] = t.p;
    const [healing] = setSpells(t.g, priest, ['healing']);
    warrior.lives = 2;
    t.g.pool.life += 3;
    t.on(castIn('start', healing), choose('target-seat', 1));
    castAtStart(t.g, priest);
    expect(warrior.lives).toBe(5);
  });

  it('should heal the caster himself at the end of his turn', () => {
    const t = table([{ character: 'priest', at: 'chapel' }], []);
    const priest = t.p[0];
    const [healing] = setSpells(t.g, priest, ['healing']);
    priest.lives = 1;
    t.g.pool.life += 3;
    t.on(castIn('end', healing));
    beginTurn(t.g, priest);
    offerSpells(t.g, priest, CAST.end);
    expect(priest.lives).toBe(4);
  });
});

describe('Hex', () => {
  /** The Priest lays the Hex on `space` at the start of his turn in round 1. */
  function hex(space: string) {
    const t = table([{ character: 'priest', at: 'fields-1' }, { character: 'warrior', at: 'fields-2' }], []);
    const [priest, warrior] = t.p;
    const [card] = setSpells(t.g, priest, ['hex']);
    t.on(castIn('start', card), choose('target-space', t.g.space(space)));
    castAtStart(t.g, priest);
    return { ...t, priest, warrior, card };
  }

  it('should be laid on an Outer or Middle Region space with no character on it, and stay there', () => {
    const t = hex('oasis');
    const offered = askedOf(t.s.asked, 'target-space')[0].options.map((s) => t.g.spaces[s]);
    expect(offered).toHaveLength(24 + 16 - 2);
    expect(offered.map((s) => s.id)).not.toContain('fields-1');
    expect(offered.map((s) => s.id)).not.toContain('fields-2');
    expect(offered.every((s) => s.region === 'outer' || s.region === 'middle')).toBe(true);
    expect(t.g.spaceCards[t.g.space('oasis')]).toEqual([t.card]);
  });

  it('should take a life from whoever lands on its space, counting as one of the cards to draw there', () => {
    // Rulebook "Example of a Turn": on the Oasis (draw 2) the Hex counts as one card, one more is drawn.
    const t = hex('oasis');
    t.g.round = 3;
    stackDeck(t.g, ['bag-of-gold']);
    beginTurn(t.g, t.warrior);
    land(t.g, t.warrior, t.g.space('oasis'));
    expect([t.warrior.lives, t.warrior.gold]).toEqual([4, 2]);
    expect(t.g.spaceCards[t.g.space('oasis')]).toEqual([t.card]);
  });

  it('should take a life from whoever lands there, though he encounters a character there instead of the space (issue 12, item 13)', () => {
    // Reference section 4, Hex: "for 3 full rounds anyone landing there loses 1 life".
    const t = table([{ character: 'priest', at: 'fields-1' }, { character: 'warrior', at: 'fields-2' }, { character: 'thief', at: 'fields-3' }], [6, 1, 1]);
    const [priest, warrior, thief] = t.p;
    const [card] = setSpells(t.g, priest, ['hex']);
    t.on(castIn('start', card), choose('target-space', t.g.space('oasis')), choose('encounter', 2),
      choose('character-action', action('attack')), choose('reward', 0));
    castAtStart(t.g, priest);
    thief.space = t.g.space('oasis');
    t.g.round = 3;
    beginTurn(t.g, warrior);
    land(t.g, warrior, t.g.space('oasis'));
    expect([warrior.lives, thief.lives]).toEqual([4, 3]);
    expect(t.g.spaceCards[t.g.space('oasis')]).toEqual([card]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should take no life from the Amulet\'s holder ("no Spell except the Command Spell affects you")', () => {
    const t = hex('oasis');
    t.g.round = 3;
    give(t.g, t.warrior, 'amulet');
    stackDeck(t.g, ['bag-of-gold']);
    beginTurn(t.g, t.warrior);
    land(t.g, t.warrior, t.g.space('oasis'));
    expect([t.warrior.lives, t.warrior.gold]).toEqual([5, 2]);
    expect(t.g.spaceCards[t.g.space('oasis')]).toEqual([t.card]);
  });

  it('should be discarded once its 3 rounds are over, taking no life, and a card is drawn in its place', () => {
    const t = hex('fields-3');
    t.g.round = 5;
    stackDeck(t.g, ['bag-of-gold']);
    beginTurn(t.g, t.warrior);
    land(t.g, t.warrior, t.g.space('fields-3'));
    expect([t.warrior.lives, t.warrior.gold]).toEqual([5, 2]);
    expect(t.g.spellDiscard).toContain(t.card);
    expect(t.g.spaceCards[t.g.space('fields-3')]).toEqual([]);
  });
});

describe('Immobility', () => {
  it('should let the caster evade a creature he meets', () => {
    const t = table([{ character: 'priest', at: 'fields-1' }], []);
    const priest = t.p[0];
    const [immobility] = setSpells(t.g, priest, ['immobility']);
    const ogre = lay(t.g, 'hills-1', 'ogre');
    t.on(castIn('evade', immobility));
    beginTurn(t.g, priest);
    land(t.g, priest, t.g.space('hills-1'));
    expect(t.g.spaceCards[t.g.space('hills-1')]).toEqual([ogre]);
    expect([priest.lives, priest.trophies.length]).toEqual([4, 0]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should let the caster evade the Sentinel and cross the bridge', () => {
    // Reference section 4: the rulebook shows Immobility used against the Sentinel.
    const t = table([{ character: 'priest', at: 'woods-2' }], [2]);
    const priest = t.p[0];
    const [immobility] = setSpells(t.g, priest, ['immobility']);
    lay(t.g, 'hills-3', 'bag-of-gold');
    t.on(castIn('evade', immobility), choose('move', t.g.space('hills-3') | MOVE_BRIDGE));
    playTurn(t.g, priest);
    expect(at(t.g, priest)).toBe('hills-3');
    expect(priest.gold).toBe(2);
  });

  it('should end a character\'s turn when cast on him at its start', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }, { character: 'priest', at: 'chapel' }], []);
    const [warrior, priest] = t.p;
    const [immobility] = setSpells(t.g, priest, ['immobility']);
    t.on(castIn('others-turn-start', immobility));
    playTurn(t.g, warrior);
    expect(at(t.g, warrior)).toBe('fields-1');
    expect(askedOf(t.s.asked, 'move-mode')).toEqual([]);
    expect(t.g.spellDiscard).toContain(immobility);
  });

  it('should not be offered against the Amulet\'s holder ("no Spell except the Command Spell affects you")', () => {
    // The Warrior holds the Amulet: the Priest is not asked to cast, and the Warrior moves (a 1).
    const t = table([{ character: 'warrior', at: 'fields-1' }, { character: 'priest', at: 'chapel' }], [1]);
    const [warrior, priest] = t.p;
    give(t.g, warrior, 'amulet');
    const [immobility] = setSpells(t.g, priest, ['immobility']);
    lay(t.g, 'hills-1', 'bag-of-gold');
    t.on(castIn('others-turn-start', immobility), choose('move', t.g.space('hills-1')));
    playTurn(t.g, warrior);
    expect(askedOf(t.s.asked, 'cast').filter((a) => a.seat === 1)).toEqual([]);
    expect(at(t.g, warrior)).toBe('hills-1');
    expect(priest.spells).toEqual([immobility]);
  });

  it('should let the character it is cast on answer with Counterspell and move as usual', () => {
    const t = table([{ character: 'elf', at: 'fields-1' }, { character: 'priest', at: 'chapel' }], [1]);
    const [elf, priest] = t.p;
    const [counter] = setSpells(t.g, elf, ['counterspell']);
    const [immobility] = setSpells(t.g, priest, ['immobility']);
    lay(t.g, 'hills-1', 'bag-of-gold');
    t.on(castIn('others-turn-start', immobility), castIn('counter', counter), choose('move', t.g.space('hills-1')));
    playTurn(t.g, elf);
    expect(at(t.g, elf)).toBe('hills-1');
    expect(t.g.spellDiscard).toEqual(expect.arrayContaining([counter, immobility]));
  });

  it('should not be offered against a character who attacks', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }, { character: 'priest', at: 'hills-1' }], [1, 1, 1]);
    const [warrior, priest] = t.p;
    setSpells(t.g, priest, ['immobility']);
    t.on(choose('encounter', 1), choose('character-action', action('attack')), choose('reward', 0));
    beginTurn(t.g, warrior);
    land(t.g, warrior, t.g.space('hills-1'));
    expect(castWindows(t.s.asked, 1)).toEqual([]);
    expect(priest.lives).toBe(3); // 4 + the better of 1, 1 against 2 + 1
  });
});

describe('Invisibility', () => {
  it('should let the caster evade a creature', () => {
    const t = table([{ character: 'priest', at: 'fields-1' }], []);
    const priest = t.p[0];
    const [invisibility] = setSpells(t.g, priest, ['invisibility']);
    lay(t.g, 'hills-1', 'giant');
    t.on(castIn('evade', invisibility));
    beginTurn(t.g, priest);
    land(t.g, priest, t.g.space('hills-1'));
    expect([priest.lives, t.g.spaceCards[t.g.space('hills-1')].length]).toEqual([4, 1]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should let the caster evade a character who attacks him', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }, { character: 'priest', at: 'hills-1' }], []);
    const [warrior, priest] = t.p;
    const [invisibility] = setSpells(t.g, priest, ['invisibility']);
    t.on(choose('encounter', 1), choose('character-action', action('attack')), castIn('evade-character', invisibility));
    beginTurn(t.g, warrior);
    land(t.g, warrior, t.g.space('hills-1'));
    expect([warrior.lives, priest.lives]).toEqual([5, 4]);
    expect(diceLeft(t.g)).toBe(0);
  });
});

describe('Invisibility and Immobility last until the end of the turn (issue 12, item 8)', () => {
  // Reference section 4: Invisibility, "Evade any creature or character until end of turn";
  // Immobility on a creature, "it cannot be attacked but may be evaded until end of turn".
  it('Invisibility: the Priest evades the Ogre with it, then may evade the Giant the same turn without a Spell; next turn he fights', () => {
    const t = table([{ character: 'priest', at: 'fields-1' }], [1, 6]);
    const priest = t.p[0];
    const [invisibility] = setSpells(t.g, priest, ['invisibility']);
    lay(t.g, 'fields-2', 'ogre');
    lay(t.g, 'fields-3', 'giant');
    t.on(castIn('evade', invisibility), choose('evade', 1));
    beginTurn(t.g, priest);
    land(t.g, priest, t.g.space('fields-2'));
    land(t.g, priest, t.g.space('fields-3'));
    expect([priest.lives, diceLeft(t.g)]).toEqual([4, 2]);
    t.g.turn++;
    beginTurn(t.g, priest);
    t.g.handledStamp++;
    land(t.g, priest, t.g.space('fields-3'));
    expect(priest.lives).toBe(3); // 2 + 1 against the Giant's 7 + 6
    expect(diceLeft(t.g)).toBe(0);
  });

  it('Invisibility: a character who attacks the Priest again the same turn may be evaded without a Spell', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }, { character: 'priest', at: 'fields-1' }], []);
    const [warrior, priest] = t.p;
    const [invisibility] = setSpells(t.g, priest, ['invisibility']);
    t.on(castIn('evade-character', invisibility), choose('evade', 1, 1));
    beginTurn(t.g, warrior);
    expect(attackCharacter(t.g, warrior, priest, false, false)).toBe(EVADED);
    expect(attackCharacter(t.g, warrior, priest, false, false)).toBe(EVADED);
    expect([warrior.lives, priest.lives, diceLeft(t.g)]).toEqual([5, 4, 0]);
  });

  it('Immobility: the Ogre it was cast on cannot attack the Priest again that turn; the Giant can, and so can the Ogre next turn', () => {
    const t = table([{ character: 'priest', at: 'fields-1' }], [1, 6, 1, 6]);
    const priest = t.p[0];
    const [immobility] = setSpells(t.g, priest, ['immobility']);
    const ogre = lay(t.g, 'fields-2', 'ogre');
    const giant = lay(t.g, 'fields-3', 'giant');
    t.on(castIn('evade', immobility));
    const attack = (card: number) => {
      const foe = t.g.foe.reset(false, t.g.cardDef[card].strength!);
      foe.cards.push(card);
      return fightCreature(t.g, priest, foe);
    };
    beginTurn(t.g, priest);
    expect(attack(ogre)).toBe(EVADED);
    expect(attack(ogre)).toBe(EVADED);
    expect(diceLeft(t.g)).toBe(4);
    expect(attack(giant)).toBe(LOSE);
    t.g.turn++;
    beginTurn(t.g, priest);
    expect(attack(ogre)).toBe(LOSE);
    expect([priest.lives, diceLeft(t.g)]).toEqual([2, 0]);
  });
});

describe('Nullify and Random at any time (issue 12, item 12)', () => {
  // Reference section 4: Nullify and Random, "Any time, on any character".
  it('Nullify cast at the start of the Warrior\'s turn strips his Spells before he may cast them', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }, { character: 'priest', at: 'chapel' }], [1]);
    const [warrior, priest] = t.p;
    const [nullify] = setSpells(t.g, priest, ['nullify']);
    const warp = setSpells(t.g, warrior, ['temporal-warp']);
    lay(t.g, 'hills-1', 'bag-of-gold');
    t.on(castIn('others-turn-start', nullify), choose('target-seat', 0), choose('move', t.g.space('hills-1')));
    playTurn(t.g, warrior);
    expect(warrior.spells).toEqual([]);
    expect(castWindows(t.s.asked, 0)).not.toContain('start');
    expect(t.g.spellDiscard).toEqual(expect.arrayContaining([nullify, ...warp]));
    expect(at(t.g, warrior)).toBe('hills-1');
  });

  it('Random cast at the end of the Priest\'s turn: the Warrior rolls a 5 and gains 1 Strength', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'tavern' }], [5]);
    const [priest, warrior] = t.p;
    const [card] = setSpells(t.g, priest, ['random']);
    t.on(castIn('end', card), choose('target-seat', 1));
    beginTurn(t.g, priest);
    expect(offerSpells(t.g, priest, CAST.end)).toBe(1);
    expect(warrior.strengthCounters).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('the basic player nullifies a character in the Inner Region at the start of his turn', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'plain-of-peril' }, { character: 'priest', at: 'chapel' }], dice: [] });
    const [warrior, priest] = p;
    setSpells(g, warrior, ['healing', 'teleport']);
    const [nullify] = setSpells(g, priest, ['nullify']);
    g.active = 0;
    beginTurn(g, warrior);
    expect(offerSpells(g, priest, CAST['others-turn-start'], 0)).toBe(1);
    expect(warrior.spells).toEqual([]);
    expect(g.spellDiscard).toContain(nullify);
  });
});

describe('Mesmerism', () => {
  it('should take a Follower, leaving a character without his Mule to put down all but 4 Objects', () => {
    // Rulebook "Example of Carrying Too Much": the Thief takes the Wizard's Mule; the Wizard keeps
    // four of his eight Objects (his choice) and places the rest face up on his space.
    const t = table([{ character: 'thief', at: 'city' }, { character: 'wizard', at: 'fields-1' }], []);
    const [thief, wizard] = t.p;
    const [mesmerism] = setSpells(t.g, thief, ['mesmerism']);
    setSpells(t.g, wizard, ['healing']);
    const mule = give(t.g, wizard, 'mule');
    const objects = ['sword', 'sword', 'helmet', 'helmet', 'shield', 'shield', 'armour', 'axe'].map((id) => give(t.g, wizard, id));
    expect(wizard.objects).toHaveLength(8);
    const dropped = [objects[0], objects[2], objects[4], objects[7]];
    t.on(castIn('start', mesmerism), choose('target-card', mule), inTurn('drop', dropped, 1));
    castAtStart(t.g, thief);
    expect(thief.followers).toEqual([mule]);
    expect(wizard.objects).toEqual(objects.filter((c) => !dropped.includes(c)));
    expect([...t.g.spaceCards[t.g.space('fields-1')]].sort()).toEqual([...dropped].sort());
  });

  it('should not take a Follower for a character who may not have Followers', () => {
    // Rulebook "Having and Using Cards": the Hag forbids her holder any other Follower.
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'tavern' }], []);
    const [priest, warrior] = t.p;
    const [mesmerism] = setSpells(t.g, priest, ['mesmerism']);
    give(t.g, priest, 'hag');
    const mule = give(t.g, warrior, 'mule');
    t.on(castIn('start', mesmerism));
    castAtStart(t.g, priest);
    expect(warrior.followers).toEqual([mule]);
    expect(askedOf(t.s.asked, 'target-card')).toEqual([]);
  });
});

describe('Nullify', () => {
  it('should make a character discard all his Spells', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'sorceress', at: 'graveyard' }], []);
    const [priest, sorceress] = t.p;
    const [nullify] = setSpells(t.g, priest, ['nullify']);
    const spells = setSpells(t.g, sorceress, ['healing', 'teleport']);
    t.on(castIn('start', nullify));
    castAtStart(t.g, priest);
    expect(sorceress.spells).toEqual([]);
    expect(t.g.spellDiscard).toEqual(expect.arrayContaining([nullify, ...spells]));
  });

  it('should leave the Wizard one new Spell', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'wizard', at: 'graveyard' }], []);
    const [priest, wizard] = t.p;
    const [nullify] = setSpells(t.g, priest, ['nullify']);
    const spells = setSpells(t.g, wizard, ['healing', 'teleport']);
    t.on(castIn('start', nullify));
    castAtStart(t.g, priest);
    expect(wizard.spells).toHaveLength(1);
    expect(spells).not.toContain(wizard.spells[0]);
  });
});

describe('Preservation', () => {
  /** The Priest (Strength 2) loses a battle to an Ogre on the Hills: 2 + 1 against 5 + 1. */
  function defeat(saver: 0 | 1) {
    const t = table([{ character: 'priest', at: 'fields-1' }, { character: 'sorceress', at: 'graveyard' }], [1, 1]);
    const [priest, sorceress] = t.p;
    const [preservation] = setSpells(t.g, t.p[saver], ['preservation']);
    lay(t.g, 'hills-1', 'ogre');
    t.on(castIn('life-loss', preservation));
    beginTurn(t.g, priest);
    land(t.g, priest, t.g.space('hills-1'));
    expect(diceLeft(t.g)).toBe(0);
    return { ...t, priest, sorceress };
  }

  it('should save the life the caster was about to lose', () => {
    const t = defeat(0);
    expect(t.priest.lives).toBe(4);
    expect(t.g.turnOver).toBe(true);
  });

  it('should save another character\'s life, cast during his turn', () => {
    const t = defeat(1);
    expect(t.priest.lives).toBe(4);
    expect(mayCast(t.g, t.sorceress)).toBe(false);
  });
});

describe('Psionic Blast', () => {
  it('should add the caster\'s Craft to his Strength for that battle', () => {
    // Priest 2 + Craft 4 + 1 = 7 against the Ogre's 5 + 1 = 6.
    const t = table([{ character: 'priest', at: 'fields-1' }], [1, 1]);
    const priest = t.p[0];
    const [blast] = setSpells(t.g, priest, ['psionic-blast']);
    const ogre = lay(t.g, 'hills-1', 'ogre');
    t.on(castIn('battle', blast));
    beginTurn(t.g, priest);
    land(t.g, priest, t.g.space('hills-1'));
    expect(priest.trophies).toEqual([ogre]);
    expect(strength(t.g, priest)).toBe(2);
    expect(priest.battleStrength).toBe(0);
  });

  it('should add the printed Craft value, not Craft counters', () => {
    // Rulebook "Example of an Attack": the Wizard's Craft value of 5, not his 5 + 2 counters.
    // Priest 2 + 4 + 1 = 7 against the Ogre's 5 + 2 = 7: a stand-off, his Craft counter unused.
    const t = table([{ character: 'priest', at: 'fields-1' }], [1, 2]);
    const priest = t.p[0];
    priest.craftCounters = 1;
    t.g.pool.craft -= 1;
    const [blast] = setSpells(t.g, priest, ['psionic-blast']);
    const ogre = lay(t.g, 'hills-1', 'ogre');
    t.on(castIn('battle', blast));
    beginTurn(t.g, priest);
    land(t.g, priest, t.g.space('hills-1'));
    expect([priest.trophies.length, priest.lives]).toEqual([0, 4]);
    expect(t.g.spaceCards[t.g.space('hills-1')]).toEqual([ogre]);
  });
});

describe('Random', () => {
  /** A Warrior with 2 Strength counters, 1 Craft counter and 3 gold rolls `face` for the Priest's Random. */
  function random(face: number) {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'tavern' }], [face]);
    const [priest, warrior] = t.p;
    const [card] = setSpells(t.g, priest, ['random']);
    warrior.strengthCounters = 2;
    warrior.craftCounters = 1;
    t.g.pool.strength -= 2;
    t.g.pool.craft -= 1;
    warrior.gold = 3;
    t.g.pool.gold -= 2;
    t.on(castIn('start', card), choose('target-seat', 1));
    castAtStart(t.g, priest);
    expect(diceLeft(t.g)).toBe(0);
    return { toad: warrior.toadTurns, strength: warrior.strengthCounters, craft: warrior.craftCounters, gold: warrior.gold, lives: warrior.lives };
  }

  const before = { toad: 0, strength: 2, craft: 1, gold: 3, lives: 5 };
  it.each([
    [1, 'is turned into a Toad for 3 turns', { toad: 3 }],
    [2, 'loses all his Strength counters', { strength: 0 }],
    [3, 'loses all his Craft counters', { craft: 0 }],
    [4, 'loses all his gold', { gold: 0 }],
    [5, 'gains 1 Strength', { strength: 3 }],
    [6, 'gains 1 life, even above his life value', { lives: 6 }],
  ])('should make the target who rolls %i as he %s', (face, _what, change) => {
    expect(random(face)).toEqual({ ...before, ...change });
  });
});

describe('Teleport', () => {
  it('should move the caster instead of rolling to any other space of the Outer Region, where he has his encounter', () => {
    const t = table([{ character: 'priest', at: 'fields-1' }], []);
    const priest = t.p[0];
    const [teleport] = setSpells(t.g, priest, ['teleport']);
    t.on(castIn('instead-of-move', teleport), choose('target-space', t.g.space('village')), choose('visit', VISITS.indexOf('none')));
    playTurn(t.g, priest);
    expect(at(t.g, priest)).toBe('village');
    const offered = askedOf(t.s.asked, 'target-space')[0].options.map((s) => t.g.spaces[s]);
    expect(offered).toHaveLength(23);
    expect(offered.every((s) => s.region === 'outer' && s.id !== 'fields-1')).toBe(true);
    expect(askedOf(t.s.asked, 'visit')).toHaveLength(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should keep the caster in the Middle Region when cast there', () => {
    // He prays there: the Temple gives no choice (reference M05); 4 + 4 is a Spell.
    const t = table([{ character: 'priest', at: 'oasis' }], [4, 4]);
    const priest = t.p[0];
    const [teleport] = setSpells(t.g, priest, ['teleport']);
    t.on(castIn('instead-of-move', teleport), choose('target-space', t.g.space('temple')), answerTo('pray-plus-one-temple', false));
    playTurn(t.g, priest);
    expect(at(t.g, priest)).toBe('temple');
    const offered = askedOf(t.s.asked, 'target-space')[0].options.map((s) => t.g.spaces[s]);
    expect(offered).toHaveLength(15);
    expect(offered.every((s) => s.region === 'middle')).toBe(true);
  });

  it('should not be offered in the Inner Region', () => {
    // On the Plain of Peril the Priest takes the route by the Mines: 3d6 - Craft 4 <= 0 stays.
    const t = table([{ character: 'priest', at: 'plain-of-peril' }], [1, 1, 1]);
    const priest = t.p[0];
    setSpells(t.g, priest, ['teleport']);
    priest.inner.done = true;
    t.on(choose('route', 1));
    playTurn(t.g, priest);
    expect(at(t.g, priest)).toBe('mines');
    expect(askedOf(t.s.asked, 'cast')).toEqual([]);
  });
});

describe('Temporal Warp', () => {
  it('should give the caster three turns in a row', () => {
    const t = table([{ character: 'priest', at: 'fields-1' }, { character: 'warrior', at: 'tavern' }], [1, 1, 1, 1], { rules: { roundCap: 1 } });
    const [priest] = t.p;
    const [warp] = setSpells(t.g, priest, ['temporal-warp']);
    t.g.round = 0;
    for (const s of ['hills-1', 'plains-1', 'woods-1', 'fields-2']) lay(t.g, s, 'bag-of-gold');
    t.on(castIn('start', warp), inTurn('move', ['hills-1', 'plains-1', 'woods-1'].map((s) => t.g.space(s)), 0),
      choose('move', t.g.space('fields-2'), 1));
    const turns: number[] = [];
    playGame(t.g, (g) => turns.push(g.active));
    expect(turns).toEqual([0, 0, 0, 1]);
    expect(at(t.g, priest)).toBe('woods-1');
    expect(diceLeft(t.g)).toBe(0);
  });
});

describe('casting Spells', () => {
  it('should let a character cast in his turn no more Spells than he held at its start', () => {
    const t = table([{ character: 'priest', at: 'chapel' }], []);
    const priest = t.p[0];
    setSpells(t.g, priest, ['healing']);
    beginTurn(t.g, priest);
    give(t.g, priest, 'healing');
    t.on(castAny('start', 0));
    expect(offerSpells(t.g, priest, CAST.start)).toBe(1);
    expect(priest.spells).toHaveLength(1);
    expect(castWindows(t.s.asked, 0)).toEqual(['start']);
  });

  it('should let a character cast only one Spell during another character\'s turn', () => {
    // The Elf casts Random twice; the Priest, holding two Counterspells, may answer only the first.
    const t = table([{ character: 'elf', at: 'fields-1' }, { character: 'priest', at: 'chapel' }], [6]);
    const [elf, priest] = t.p;
    setSpells(t.g, elf, ['random', 'random']);
    setSpells(t.g, priest, ['counterspell', 'counterspell']);
    t.on(castAny('start', 0), castAny('counter', 1), choose('target-seat', 0));
    expect(castAtStart(t.g, elf)).toBe(2);
    expect(castWindows(t.s.asked, 1)).toEqual(['counter']);
    expect([elf.lives, priest.spells.length]).toEqual([5, 1]);
  });

  it('should not let a Toad cast Spells', () => {
    const t = table([{ character: 'priest', at: 'chapel' }], []);
    setSpells(t.g, t.p[0], ['healing']);
    turnIntoToad(t.g, t.p[0]);
    expect(castAtStart(t.g, t.p[0])).toBe(0);
    expect(askedOf(t.s.asked, 'cast')).toEqual([]);
  });

  it('should not let a character cast Spells in the Cursed Glade', () => {
    const t = table([{ character: 'priest', at: 'cursed-glade' }], []);
    setSpells(t.g, t.p[0], ['healing']);
    expect(castAtStart(t.g, t.p[0])).toBe(0);
    expect(askedOf(t.s.asked, 'cast')).toEqual([]);
  });

  it('should not let the holder of the Amulet cast Spells', () => {
    const t = table([{ character: 'priest', at: 'chapel' }], []);
    setSpells(t.g, t.p[0], ['healing']);
    give(t.g, t.p[0], 'amulet');
    expect(castAtStart(t.g, t.p[0])).toBe(0);
    expect(askedOf(t.s.asked, 'cast')).toEqual([]);
  });

  it('should not let a Spell affect the holder of the Amulet', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'tavern' }], [6]);
    const [card] = setSpells(t.g, t.p[0], ['random']);
    give(t.g, t.p[1], 'amulet');
    t.on(castIn('start', card));
    castAtStart(t.g, t.p[0]);
    expect(askedOf(t.s.asked, 'target-seat')).toEqual([]); // only himself is left: no choice
    expect([t.p[0].lives, t.p[1].lives]).toEqual([5, 5]);
  });

  // Rulebook p.13 table: Craft 1-2 no Spell, 3 one, 4-5 two, 6 or more three.
  it.each([[1, 0], [2, 0], [3, 1], [4, 2], [5, 2], [6, 3], [8, 3]])('should let a character of Craft %i have %i Spells', (total, limit) => {
    const t = table([{ character: 'troll', at: 'crags' }], []);
    const troll = t.p[0];
    troll.craftCounters = total - 1;
    t.g.pool.craft -= total - 1;
    expect(gainSpells(t.g, troll, 4)).toBe(limit);
    expect(troll.spells).toHaveLength(limit);
  });

  it('should hold a character to the Spell limit of his Craft, as in the rulebook\'s Cursed Glade example', () => {
    // Rulebook "Example of Spell Limit": Craft 5 + Solomon's Crown = 7 allows three Spells; in the
    // Cursed Glade the Crown does not count, so he discards one of his choice; out of it, three again.
    const t = table([{ character: 'wizard', at: 'hills-3' }], []);
    const wizard = t.p[0];
    give(t.g, wizard, 'solomons-crown');
    const spells = setSpells(t.g, wizard, ['healing', 'teleport', 'hex']);
    expect([craft(t.g, wizard), spellLimit(t.g, wizard)]).toEqual([7, 3]);
    lay(t.g, 'cursed-glade', 'bag-of-gold');
    t.on(choose('drop', spells[1]));
    beginTurn(t.g, wizard);
    land(t.g, wizard, t.g.space('cursed-glade'));
    expect([craft(t.g, wizard), spellLimit(t.g, wizard)]).toEqual([5, 2]);
    expect(wizard.spells).toEqual([spells[0], spells[2]]);
    expect(t.g.spellDiscard).toContain(spells[1]);
    expect(gainSpells(t.g, wizard, 1)).toBe(0);
    wizard.space = t.g.space('hills-3');
    expect(gainSpells(t.g, wizard, 1)).toBe(1);
  });

  it('should shuffle the discarded Spells into a new Spell deck when the deck runs out', () => {
    const t = table([{ character: 'priest', at: 'chapel' }], []);
    const priest = t.p[0];
    setSpells(t.g, priest, []);
    t.g.spellDiscard.push(...t.g.spellDeck.splice(0));
    expect(gainSpells(t.g, priest, 1)).toBe(1);
    expect([t.g.spellDeck.length, t.g.spellDiscard.length]).toEqual([23, 0]);
  });

  it('should let Spells affect characters in the Inner Region', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'crown-of-command' }], [5]);
    const [card] = setSpells(t.g, t.p[0], ['random']);
    t.on(castIn('start', card), choose('target-seat', 1));
    castAtStart(t.g, t.p[0]);
    expect(t.p[1].strengthCounters).toBe(1);
  });

  it('should let no Spell affect a creature of the Inner Region', () => {
    // In the Pits: 1 Pit Fiend (Strength 4), fought; Priest 2 + 6 against 4 + 1.
    const t = table([{ character: 'priest', at: 'vampires-tower' }], [1, 6, 1]);
    const priest = t.p[0];
    setSpells(t.g, priest, ['immobility', 'invisibility']);
    beginTurn(t.g, priest);
    land(t.g, priest, t.g.space('pits'));
    expect(castWindows(t.s.asked, 0)).toEqual([]);
    expect([priest.lives, priest.inner.pitFiends]).toEqual([4, 0]);
    expect(diceLeft(t.g)).toBe(0);
  });
});

describe('Preservation on a Follower or an Enemy (reference section 4)', () => {
  it('should save a Follower the Chasm would kill', () => {
    let preservation = -1;
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'chasm' }, { character: 'priest', at: 'city' }], dice: [5, 1],
      answer: (d) => (d.kind === 'cast' ? (d.options.includes(preservation) && d.seat === 1 ? preservation : -1)
        : d.kind === 'reroll' ? -1 : d.kind === 'yes-no' ? 1 : undefined),
    });
    const mule = give(g, p[0], 'mule');
    [preservation] = setSpells(g, p[1], ['preservation']);
    beginTurn(g, p[0]);
    // The Warrior rolls 5 (safe), the Mule rolls 1 (killed) but the Priest preserves it.
    g.spaces[g.space('chasm')].encounter!(g, p[0], g.space('chasm'));
    expect(p[0].followers).toEqual([mule]);
    expect(p[1].spells).toEqual([]);
  });

  it('should make a won fight against an Enemy a stand-off: the Enemy stays, no trophy', () => {
    let preservation = -1;
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'city' }, { character: 'priest', at: 'city' }], dice: [6, 6, 1],
      answer: (d) => (d.kind === 'cast' ? (d.options.includes(preservation) && d.seat === 1 ? preservation : -1)
        : d.kind === 'reroll' || d.kind === 'encounter' ? -1 : undefined),
    });
    [preservation] = setSpells(g, p[1], ['preservation']);
    const [wolf] = stackDeck(g, ['wolf']);
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[0].trophies).toEqual([]);
    expect(g.spaceCards[g.space('fields-1')]).toEqual([wolf]);
    expect(p[0].lives).toBe(5);
  });
});

describe('Healing cast as a life is about to be lost', () => {
  it('should heal the character first, so the loss leaves him one short of his life value', () => {
    let healing = -1;
    const { g, p } = makeGame({
      heroes: ['warrior', 'priest'], dice: [],
      answer: (d) => (d.kind === 'cast' ? (d.options.includes(healing) ? healing : -1) : undefined),
    });
    [healing] = setSpells(g, p[1], ['healing']);
    p[0].lives = 1;
    g.pool.life += 4;
    loseLifeUnlessSaved(g, p[0], 1);
    expect(p[0].lives).toBe(4);
    expect(p[1].spells).toEqual([]);
  });
});
