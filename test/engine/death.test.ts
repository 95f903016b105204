// Killed characters, new ones and the game's end (src/engine/death.ts, rulebook p.4-5 and p.20),
// each field checked: what goes back to which stock, what stays on the space, who is out of the
// game, who wins and why (issue 22: the file's mutation score).
import { describe, expect, it } from 'vitest';
import { gainCraft, gainStrength, has, killCharacter, setupCharacter, STOCK } from '../../src/engine/index.ts';
import { checkLastStanding, drawCharacter, endGame } from '../../src/engine/death.ts';
import { characterIndex } from '../../src/content/index.ts';
import { give, makeGame } from '../helpers.ts';

function three() {
  const t = makeGame({ heroes: [{ character: 'warrior', at: 'fields-1' }, { character: 'thief', at: 'fields-3' }, { character: 'wizard', at: 'city' }], dice: [] });
  t.log.lines.length = 0;
  return t;
}

describe('a character killed (p.5)', () => {
  it('returns his counters, fate, Spells and trophies, and leaves Objects, Followers and gold on his space', () => {
    const { g, p, log } = three();
    const w = p[2];
    gainStrength(g, w, 2);
    gainCraft(g, w, 1);
    Object.assign(w, { toadStrength: 1, toadCraft: 2, tempStrength: 1, tempCraft: 1, battleStrength: 1, turnBattleStrength: 1, quest: 2 });
    g.pool.strength -= 1;
    g.pool.craft -= 2;
    const sword = give(g, w, 'sword');
    const mule = give(g, w, 'mule');
    w.gold = 3;
    w.trophies.push(give(g, p[1], 'helmet'));
    p[1].objects.pop();
    const fate = g.pool.fate;
    const spells = w.spells.slice();
    expect(spells.length).toBeGreaterThan(0);
    log.lines.length = 0;
    killCharacter(g, w, 1);
    expect([g.pool.strength, g.pool.craft, g.pool.fate]).toEqual([STOCK.strength, STOCK.craft, fate + 3]);
    expect([w.strengthCounters, w.craftCounters, w.toadStrength, w.toadCraft, w.fate]).toEqual([0, 0, 0, 0, 0]);
    expect([w.tempStrength, w.tempCraft, w.battleStrength, w.turnBattleStrength, w.quest, w.castWindows]).toEqual([0, 0, 0, 0, 0, 0]);
    expect([w.spells, w.trophies, w.objects, w.followers, w.gold]).toEqual([[], [], [], [], 0]);
    for (const c of spells) expect(g.spellDiscard).toContain(c);
    expect(g.spaceCards[g.space('city')]).toEqual(expect.arrayContaining([sword, mule]));
    expect(g.spaceGold[g.space('city')]).toBe(3);
    expect([w.dead, w.deaths, p[1].kills, p[0].kills, w.inGame]).toEqual([true, 1, 1, 0, true]);
    expect(log.lines[0]).toBe('  Wizard#2 is killed');
  });
  // The kill goes to seat 0 as to any seat; the character card's abilities leave with him.
  it('credits a kill to seat 0, and takes the dead character\'s abilities away', () => {
    const { g, p, log } = three();
    killCharacter(g, p[1], 0);
    expect([p[0].kills, has(g, p[1], 'steal')]).toEqual([1, false]);
    g.crownReached = true;
    p[1].inGame = p[2].inGame = false;
    log.lines.length = 0;
    checkLastStanding(g);
    expect([g.winner, log.lines]).toEqual([0, ['Warrior#0 wins (last-standing)']]);
  });
  it('counts no kill without a killer, and ends the turn of the active character only', () => {
    const { g, p } = three();
    g.active = 1;
    killCharacter(g, p[0], -1);
    expect([p[0].kills, p[1].kills, p[2].kills, g.turnOver]).toEqual([0, 0, 0, false]);
    killCharacter(g, p[1], -1);
    expect(g.turnOver).toBe(true);
  });
  // Once the Crown is reached, or with no character card left, a killed player is out (p.5, p.20).
  it('puts the player out of the game once the Crown is reached', () => {
    const { g, p } = three();
    g.crownReached = true;
    killCharacter(g, p[0], 2);
    expect([p[0].inGame, g.ended]).toEqual([false, false]);
    killCharacter(g, p[1], 2);
    expect([g.ended, g.winner, g.endReason]).toEqual([true, 2, 'last-standing']);
  });
  it('puts him out when no character card is left', () => {
    const { g, p } = three();
    g.characterPool.length = 0;
    killCharacter(g, p[0], -1);
    expect([p[0].inGame, g.ended]).toEqual([false, false]);
  });
});

describe('the game\'s end (p.20)', () => {
  it('ends by the Command Spell when it took the last lives, with no one left when all are out', () => {
    const { g, p, log } = three();
    g.crownReached = true;
    g.commandSpell = true;
    p[0].inGame = false;
    checkLastStanding(g);
    expect(g.ended).toBe(false);
    p[1].inGame = false;
    checkLastStanding(g);
    expect([g.winner, g.endReason, g.turnOver]).toEqual([2, 'command-spell', true]);
    expect(log.lines).toEqual(['Wizard#2 wins (command-spell)']);
    // The first end stands.
    endGame(g, 0, 'timeout');
    expect([g.winner, g.endReason]).toEqual([2, 'command-spell']);
  });
  it('does not end with one player left before the Crown is reached; ends with none', () => {
    const { g, p, log } = three();
    p[0].inGame = p[1].inGame = false;
    checkLastStanding(g);
    expect(g.ended).toBe(false);
    p[2].inGame = false;
    checkLastStanding(g);
    expect([g.ended, g.winner, g.endReason]).toEqual([true, -1, 'no-one-left']);
    expect(log.lines).toEqual(['The game ends: no-one-left']);
  });
});

describe('a new character (p.4)', () => {
  it('enters at his start with his lives, fate, 1 gold added to what the player holds, and a clean slate', () => {
    const { g, p, log } = three();
    const q = p[0];
    killCharacter(g, q, -1);
    Object.assign(q, { gold: 2, toadTurns: 2, missTurns: 1, pendingMove: 3, enslaved: true, quest: 1 });
    q.inner.done = q.inner.turningBack = true;
    Object.assign(q.inner, { route: 1, pitFiends: 2, werewolf: 5 });
    log.lines.length = 0;
    const pool = { ...g.pool };
    setupCharacter(g, q, characterIndex('troll'));
    expect([g.pool.life, g.pool.fate, g.pool.gold]).toEqual([pool.life - 6, pool.fate - 1, pool.gold - 1]);
    expect(has(g, q, 'regenerate-on-six')).toBe(true);
    expect([q.character!.id, g.spaces[q.space].id, q.alignment, q.lives, q.fate, q.gold, q.dead]).toEqual(['troll', 'crags', 'neutral', 6, 1, 3, false]);
    expect([q.toadTurns, q.missTurns, q.pendingMove, q.enslaved, q.quest]).toEqual([0, 0, 0, false, 0]);
    expect(q.inner).toMatchObject({ done: false, turningBack: false, route: 0, pitFiends: 0, werewolf: 0 });
    expect(q.charactersPlayed).toEqual(['warrior', 'troll']);
    expect(log.lines[0]).toBe('Troll#0 enters at the Crags');
  });
  it('takes only what the stocks hold', () => {
    const { g, p } = three();
    killCharacter(g, p[0], -1);
    Object.assign(g.pool, { life: 2, fate: 0, gold: 0 });
    p[0].gold = 0;
    setupCharacter(g, p[0], characterIndex('troll'));
    expect([p[0].lives, p[0].fate, p[0].gold, g.pool.life, g.pool.gold]).toEqual([2, 0, 0, 0, 0]);
  });
  it('draws each unused character card once, then none', () => {
    const { g } = three();
    const n = g.characterPool.length;
    const drawn = Array.from({ length: n }, () => drawCharacter(g));
    expect(new Set(drawn).size).toBe(n);
    expect(drawCharacter(g)).toBe(-1);
  });
});
