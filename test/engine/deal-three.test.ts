// Dealing the characters (rulebook p.4, Game Setup step 5): one to each player, or under the
// alternative rule (dealThree) three to EACH player at once, each then choosing one, the others
// "returned to the box and may be available if a character is killed".
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT } from '../../src/content/index.ts';
import { Game, dealCharacters, seededRng, type Strategy } from '../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { buildRuleSet } from '../../src/rules/ruleset.ts';

/** A game of `players` seats whose strategies note the characters offered and keep the last. */
function deal(players: number, dealThree: boolean, seed = 'deal') {
  const offered: number[][] = [];
  const keepLast: Strategy = {
    id: 'keep-last',
    choose(_v, d) {
      offered[d.seat] = [...d.options];
      return d.options.length - 1;
    },
  };
  const rules = buildRuleSet({ ...DEFAULT_RULES, dealThree, players });
  const g = new Game(BASE_CONTENT, rules, Array.from({ length: players }, () => keepLast), {
    deal: seededRng(`${seed}/deal`), adventure: seededRng(`${seed}/adventure`), spell: seededRng(`${seed}/spell`),
    dice: seededRng(`${seed}/dice`), strategies: Array.from({ length: players }, (_, i) => seededRng(`${seed}/s${i}`)), modules: seededRng(`${seed}/modules`),
  });
  for (let i = 0; i < players; i++) g.players[i].strategy = i;
  dealCharacters(g, Array(players).fill(null));
  return { g, offered, kept: g.players.map((p) => BASE_CONTENT.characters.indexOf(p.character!)) };
}

describe('dealing three characters to each player (rulebook p.4)', () => {
  it('should deal three to each player at once: no character is offered to two seats', () => {
    // Rulebook p.4: "players who want more selection may be dealt three character cards each, and
    // then choose which one of those three characters they wish play. The other characters not
    // chosen are returned to the box and may be available if a character is killed."
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { g, offered, kept } = deal(4, true, seed);
      expect(offered.map((o) => o.length)).toEqual([3, 3, 3, 3]);
      expect(new Set(offered.flat()).size).toBe(12);
      for (let seat = 0; seat < 4; seat++) expect(kept[seat]).toBe(offered[seat][2]);
      // The eight not chosen go back, with the two never dealt: ten for new characters.
      expect(g.characterPool.length).toBe(10);
      expect(g.characterPool.some((c) => kept.includes(c))).toBe(false);
    }
  });

  it('should share out what there is when three each would need more than 14 (5 players: 3, 3, 3, 3, 2)', () => {
    const { g, offered } = deal(5, true);
    expect(offered.map((o) => o.length).sort()).toEqual([2, 3, 3, 3, 3]);
    expect(new Set(offered.flat()).size).toBe(14);
    expect(g.characterPool.length).toBe(9);
  });

  it('should deal one each without the option', () => {
    const { g, offered, kept } = deal(4, false);
    expect(offered.every((o) => o === undefined || o.length === 1)).toBe(true);
    expect(new Set(kept).size).toBe(4);
    expect(g.characterPool.length).toBe(10);
  });
});
