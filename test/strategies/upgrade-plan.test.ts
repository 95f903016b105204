// The basic player's plan for a Talisman Upgrade table (strategies/modules/upgrade-plan.ts, modules/upgrade-finale.ts):
// for each decision it changes, two states that differ in the one thing the plan weighs, and two answers.
import { describe, expect, it } from 'vitest';
import { seededRng, type Game, type Strategy } from '../../src/engine/index.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { joinParties } from '../../src/rules/upgrade/parties.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { crownDragons } from '../../src/rules/upgrade/finale-state.ts';
import { finaleReady, partnerValue, partySeats, seatsChance, FINALE_ODDS, SET_OUT_STALLED } from '../../strategies/modules/upgrade-finale.ts';
import { decision, give, lay, makeGame, nextDecision, type TestGame } from '../helpers.ts';

const basic: Strategy = makeStrategy('basic');

function game(heroes: [string, string][], upgrade: Record<string, unknown> = {}): TestGame {
  return makeGame({
    heroes: heroes.map(([character, at]) => ({ character, at })),
    rules: { upgrade: { ...UPGRADE_DEFAULTS, finale: 'dragon-king', ...upgrade } },
    fallback: 'basic',
  });
}

/** The space seat 0's basic player moves to, from `spaces`. */
function move(g: Game, spaces: string[]): string {
  const options = spaces.map((s) => g.space(s));
  nextDecision(g);
  const i = basic.choose(g.views[0], decision('move', options), seededRng('upgrade-plan'));
  return spaces[i];
}

describe('the basic player\'s plan under the Upgrade', () => {
  it("heads for a Talisman lying on the board when it holds none ('move')", () => {
    // From the Ruins, one step either way: the Plains toward the Forest, the Fields toward the Tavern.
    const answers = ['forest', 'tavern'].map((where) => {
      const t = game([['priest', 'ruins'], ['troll', 'city']]);
      lay(t.g, where, 'talisman');
      return move(t.g, ['plains-3', 'fields-2']);
    });
    expect(answers).toEqual(['plains-3', 'fields-2']);
  });

  it("heads for the raising means of what it lacks most of its printed values (clause 8; 'move', modules/upgrade-plan.ts)", () => {
    // From the Ruins, one step either way: the Plains toward the Fountain of Wisdom on the Forest,
    // the Fields toward the Magic Stream on the Tavern. The Troll lacks two Craft, or two Strength.
    const answers = [true, false].map((lacksCraft) => {
      const t = game([['troll', 'ruins'], ['priest', 'city']]);
      give(t.g, t.p[0], 'talisman');
      lay(t.g, 'forest', 'fountain-of-wisdom');
      lay(t.g, 'tavern', 'magic-stream');
      if (lacksCraft) t.p[0].craftCounters = -2;
      else t.p[0].strengthCounters = -2;
      return move(t.g, ['plains-3', 'fields-2']);
    });
    expect(answers).toEqual(['plains-3', 'fields-2']);
  });

  it("heads for a wish only where it would be granted: the Fairy's to the good, the Phantom's to the evil ('move')", () => {
    // Each asked with the options both ways round, so that a tie (first option) cannot pass.
    const answers = (['good', 'evil'] as const).map((alignment) =>
      [['plains-3', 'fields-2'], ['fields-2', 'plains-3']].map((options) => {
        const t = game([['troll', 'ruins'], ['priest', 'city']]);
        give(t.g, t.p[0], 'talisman');
        t.p[0].alignment = alignment;
        lay(t.g, 'forest', 'fairy');
        lay(t.g, 'tavern', 'phantom');
        return move(t.g, options);
      }));
    expect(answers).toEqual([['plains-3', 'plains-3'], ['fields-2', 'fields-2']]);
  });

  it('pulls a holder toward a fellow holder only as far as the model says their party could win (partnerValue, modules/upgrade-plan.ts)', () => {
    const pull = (kingLives: number): number => {
      const t = game([['troll', 'ruins'], ['warrior', 'forest']], { dragonKingLives: kingLives });
      give(t.g, t.p[0], 'talisman');
      give(t.g, t.p[1], 'talisman');
      for (const c of ['wand', 'orb-of-knowledge', 'cross', 'amulet']) give(t.g, t.p[0], c);
      nextDecision(t.g);
      return partnerValue(t.g.views[0], t.g.space('plains-3'));
    };
    // Against a King of 1 life the Troll and the Warrior would often win: worth travelling to; of 15, never.
    expect(pull(1)).toBeGreaterThan(0);
    expect(pull(15)).toBe(0);
  });

  it('weighs a partner by the chance against the King alone, while the party setting out counts the Princes too where they must fall (crownWonBy every-dragon; partnerValue, seatsChance)', () => {
    const weigh = (finale: string): [number, number, number] => {
      const t = game([['troll', 'ruins'], ['warrior', 'forest']], { finale, crownWonBy: 'every-dragon' });
      for (const q of t.p) {
        give(t.g, q, 'talisman');
        q.strengthCounters += 10;
        q.craftCounters += 10;
        q.lives = 10;
      }
      for (const c of ['wand', 'orb-of-knowledge', 'cross', 'amulet']) give(t.g, t.p[0], c);
      nextDecision(t.g);
      const v = t.g.views[0];
      return [partnerValue(v, t.g.space('plains-3')), seatsChance(v, 0b11), crownDragons(v)?.princesChance ?? 0];
    };
    const [kingPull, kingChance] = weigh('dragon-king');
    const [rollPull, rollChance, princes] = weigh('roll');
    expect(princes).toBeGreaterThan(0);
    // The party that may set out counts its chance against the Princes too...
    expect(rollChance).toBeGreaterThan((1 - princes) * kingChance + 0.001);
    // ...the partner weight only the King's share (finale-model.ts kingAloneChance).
    expect(rollPull).toBeGreaterThan(0);
    expect(rollPull).toBeCloseTo((1 - princes) * kingPull, 12);
  });

  it('sets out with a party of a low modelled chance once its record shows a loop that gains nothing (finaleReady)', () => {
    const answers = [false, true].map((looping) => {
      const t = game([['troll', 'fields-1'], ['warrior', 'fields-1'], ['elf', 'city']], { dragonKingLives: 2 });
      give(t.g, t.p[0], 'talisman');
      give(t.g, t.p[1], 'talisman');
      joinParties(t.g, t.p[0], t.p[1]);
      // basic-loop.ts: the record's "stalled" flag (notes[2]).
      t.p[0].notes[2] = looping ? 1 : 0;
      const v = t.g.views[0];
      const chance = seatsChance(v, partySeats(v));
      expect(chance).toBeGreaterThanOrEqual(SET_OUT_STALLED);
      expect(chance).toBeLessThan(FINALE_ODDS);
      return finaleReady(v);
    });
    expect(answers).toEqual([false, true]);
  });
});
