// Inherited Items (rulebook p.21): a killed character's Objects, gold and Followers are set aside, not
// left on his space, no killer may take them, his player's next character inherits them, and what he
// cannot take (alignment, carrying limit) goes on his start space. Gold stays counted in the stock.
import { describe, expect, it } from 'vitest';
import { characterIndex } from '../../../src/content/index.ts';
import { STOCK, killCharacter, playTurn, removeCard, discard, setupCharacter, type Game } from '../../../src/engine/index.ts';
import { attackCharacter } from '../../../src/engine/combat-characters.ts';
import { at, give, makeGame } from '../../helpers.ts';
import { ids, setGold, setLives } from '../../engine/fixtures.ts';

/** Gold in the pool, on the spaces and held: always the 30 coins (Golden Rules p.15). */
function goldCount(g: Game): number {
  return g.pool.gold + g.players.reduce((n, p) => n + p.gold, 0) + g.spaceGold.reduce((n, x) => n + x, 0);
}

/** The next character drawn for a new one is this one. */
function nextCharacter(g: Game, id: string): void {
  g.characterPool = [characterIndex(id)];
}

describe('Inherited Items', () => {
  it('should set aside a killed character\'s Objects, Followers and gold instead of leaving them on his space', () => {
    const { g, p, log } = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }, 'troll'], rules: { inheritedItems: true } });
    give(g, p[0], 'sword');
    give(g, p[0], 'mule');
    setGold(g, p[0], 3);
    setLives(g, p[0], 0);
    expect([g.spaceCards[g.space('fields-1')], g.spaceGold[g.space('fields-1')]]).toEqual([[], 0]);
    expect([ids(g, p[0].objects), ids(g, p[0].followers), p[0].gold]).toEqual([['sword'], ['mule'], 3]);
    expect(log.lines).toContain('  Thief#0\'s 1 Objects, 1 Followers and 3 gold are set aside for his next character (Inherited Items)');
    expect(goldCount(g)).toBe(STOCK.gold);
  });

  it('should leave them on the space when off (the base game, p.5)', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }, 'troll'] });
    give(g, p[0], 'sword');
    setGold(g, p[0], 3);
    setLives(g, p[0], 0);
    expect([ids(g, g.spaceCards[g.space('fields-1')]), g.spaceGold[g.space('fields-1')]]).toEqual([['sword'], 3]);
  });

  it('should give them to the player\'s next character on his start space, with his own starting gold from the stock', () => {
    const { g, p, log } = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }, 'troll'], rules: { inheritedItems: true } });
    give(g, p[0], 'sword');
    give(g, p[0], 'mule');
    setGold(g, p[0], 3);
    setLives(g, p[0], 0);
    setupCharacter(g, p[0], characterIndex('warrior')); // his next turn's new character (turn.ts newCharacter)
    expect(at(g, p[0])).toBe('tavern');
    expect([ids(g, p[0].objects), ids(g, p[0].followers), p[0].gold]).toEqual([['sword'], ['mule'], 4]);
    expect(log.lines).toContain('Warrior#0 enters at the Tavern');
    expect(goldCount(g)).toBe(STOCK.gold);
  });

  it('should give only the inherited gold when the stock has none left for the new character', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }, 'troll'], rules: { inheritedItems: true } });
    setGold(g, p[0], 2);
    setGold(g, p[1], STOCK.gold - 2); // the rest of the 30 coins
    expect(g.pool.gold).toBe(0);
    setLives(g, p[0], 0);
    setupCharacter(g, p[0], characterIndex('warrior'));
    expect([p[0].gold, g.pool.gold, goldCount(g)]).toEqual([2, 0, STOCK.gold]);
  });

  it('should put on the start space what the new character may not have: an evil Wizard leaves the Holy Lance', () => {
    const { g, p, log } = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }, 'troll'], rules: { inheritedItems: true } });
    give(g, p[0], 'holy-lance');
    give(g, p[0], 'sword');
    setLives(g, p[0], 0);
    nextCharacter(g, 'wizard');
    playTurn(g, p[0]);
    expect(ids(g, p[0].objects)).toEqual(['sword']);
    expect(ids(g, g.spaceCards[g.space('graveyard')])).toEqual(['holy-lance']);
    expect(log.lines).toContain('  Wizard#0 may not have Holy Lance: it stays on the Graveyard');
  });

  it('should put on the start space the Objects over the carrying limit, the player choosing which', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-1' }, 'troll'], rules: { inheritedItems: true }, dice: [1],
      answer: (d) => (d.kind === 'drop' ? d.options.find((c) => g.cardDef[c].id === 'raft') : undefined),
    });
    // Six Objects carried with a Mule; the Mule is lost as the blow kills him (lives already 0, so
    // no limit is applied to the dying man): six Objects set aside, over the limit of four.
    const mule = give(g, p[0], 'mule');
    for (const id of ['sword', 'helmet', 'shield', 'raft', 'water-bottle', 'magic-belt']) give(g, p[0], id);
    g.pool.life += p[0].lives;
    p[0].lives = 0;
    removeCard(g, p[0], mule);
    discard(g, mule);
    killCharacter(g, p[0], -1);
    expect(p[0].objects).toHaveLength(6);
    nextCharacter(g, 'warrior');
    playTurn(g, p[0]);
    expect(p[0].objects).toHaveLength(4);
    expect(ids(g, p[0].objects)).not.toContain('raft');
    expect(ids(g, g.spaceCards[g.space('tavern')])).toContain('raft');
  });

  it('should not let the killer take the killed character\'s things', () => {
    for (const inheritedItems of [false, true]) {
      const { g, p } = makeGame({
        heroes: [{ character: 'troll', at: 'fields-1' }, { character: 'elf', at: 'fields-1' }],
        rules: { inheritedItems }, dice: [6, 1], answers: { reward: [0], reroll: [-1] },
      });
      give(g, p[1], 'sword');
      setLives(g, p[1], 1);
      attackCharacter(g, p[0], p[1], false, false); // 6 + 6 against 3 + 1: the Elf is killed
      expect(p[1].dead).toBe(true);
      expect(ids(g, p[0].objects)).toEqual(inheritedItems ? [] : ['sword']);
      expect(ids(g, p[1].objects)).toEqual(inheritedItems ? ['sword'] : []);
    }
  });

  it('should leave them where he died when his player is out: killed after someone reached the Crown', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }, 'troll'], rules: { inheritedItems: true } });
    g.crownReached = true;
    give(g, p[0], 'sword');
    setGold(g, p[0], 2);
    setLives(g, p[0], 0);
    expect([p[0].inGame, p[0].objects.length, p[0].gold]).toEqual([false, 0, 0]);
    expect([ids(g, g.spaceCards[g.space('fields-1')]), g.spaceGold[g.space('fields-1')]]).toEqual([['sword'], 2]);
    expect(at(g, p[0])).toBe('fields-1');
  });
});
