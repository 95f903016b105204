// Offers the basic player declines whatever their options (Strategy.declines, strategies/basic-declines.ts)
// are counted as declined without being built or asked (Game.declined). The same games with every
// offer asked: the same records, the same ability tally; and basic's own choose() takes the first
// option wherever declines() said it would.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { AbilityTally, CAST, NULL_LOG, QUESTIONS, ROLL, WANT, type DecisionKind, type Strategy } from '../../src/engine/index.ts';
import { loadScenario } from '../../src/scenario/load.ts';
import { contentOf, runGame } from '../../src/sim/run-game.ts';
import { declines } from '../../strategies/basic-declines.ts';
import { BASIC } from '../../strategies/personality.ts';
import { STRATEGY_IDS, makeStrategy } from '../../strategies/index.ts';
import { give, lay, makeGame, nextDecision } from '../helpers.ts';
import { yieldTurn } from '../sizes.ts';

const SCENARIOS = join(import.meta.dirname, '../../scenarios');
const IDS = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
/** Games per scenario, each played twice: enough that every kind declared is seen declined. */
const GAMES = 25;

/** The strategy with every offer asked (no declines()), counting where declines() would have answered and checking choose() agrees. */
function askingAll(s: Strategy, said: Map<string, number>): Strategy {
  const declined = s.declines!;
  return {
    id: s.id,
    choose(v, d, rng) {
      // The game asks about a reroll only when its options are the roll's dice (offerReroll).
      const asks = d.asked === null && (d.kind !== 'reroll' || d.options.length - 1 === v.diceCount);
      const skip = asks && declined(v, d.kind as DecisionKind, d.subject, d.detail);
      const i = s.choose(v, d, rng);
      if (skip && i !== 0) throw new Error(`declines() said a '${d.kind}' offer (subject ${d.subject}) is declined; choose() took option ${i}`);
      if (skip) said.set(d.kind, (said.get(d.kind) ?? 0) + 1);
      return i;
    },
  };
}

describe('offers basic declines whatever their options', () => {
  for (const file of ['default.yaml', 'faster-play-6p.yaml', 'doc-x1.yaml']) {
    it(`${file}: ${GAMES} games play the same asked or not, with the same ability tally`, async () => {
      const plan = loadScenario(join(SCENARIOS, file), IDS);
      const said = new Map<string, number>();
      const characters = contentOf(plan).characters;
      const quick = new AbilityTally(characters);
      const asked = new AbilityTally(characters);
      for (let i = 0; i < GAMES; i++) {
        const a = runGame(plan, i, NULL_LOG, makeStrategy, { tally: quick });
        const b = runGame(plan, i, NULL_LOG, (id) => askingAll(makeStrategy(id), said), { tally: asked });
        expect(a).toEqual(b);
        await yieldTurn();
      }
      expect(quick.counts).toEqual(asked.counts);
      // Each kind is seen declined, so the comparison can fail.
      for (const kind of ['yes-no', 'reroll', 'ditch', 'cast', 'inner', 'alignment']) expect(said.get(kind) ?? 0).toBeGreaterThan(0);
    });
  }
});

describe('declines() reads the state', () => {
  const SELL_OBJECT = QUESTIONS.indexOf('sell-object');

  it('selling an Object: declined with 2 gold, asked with 1', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    p[0].gold = 2;
    expect(declines(g.views[0], 'yes-no', SELL_OBJECT, 0, BASIC)).toBe(true);
    p[0].gold = 1;
    expect(declines(g.views[0], 'yes-no', SELL_OBJECT, 0, BASIC)).toBe(false);
  });

  it('selling an Object short of gold: declined for a Sword, asked for a Water Bottle', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    p[0].gold = 1;
    const sword = give(g, p[0], 'sword');
    const bottle = give(g, p[0], 'water-bottle');
    expect(declines(g.views[0], 'yes-no', SELL_OBJECT, sword, BASIC)).toBe(true);
    expect(declines(g.views[0], 'yes-no', SELL_OBJECT, bottle, BASIC)).toBe(false);
  });

  it('praying: declined when hurt, asked at full lives (good)', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const PRAY = QUESTIONS.indexOf('pray');
    p[0].alignment = 'good';
    p[0].lives = p[0].character!.life - 1;
    expect(declines(g.views[0], 'yes-no', PRAY, 0, BASIC)).toBe(true);
    p[0].lives += 1;
    expect(declines(g.views[0], 'yes-no', PRAY, 0, BASIC)).toBe(false);
  });

  it('a fate reroll of a roll that wants high: declined on a 5, asked on a 1', () => {
    const { g } = makeGame({ heroes: ['troll', 'priest'] });
    g.diceCount = 1;
    g.dice[0] = 5;
    expect(declines(g.views[0], 'reroll', WANT.higher, ROLL.pray, BASIC)).toBe(true);
    g.dice[0] = 1;
    expect(declines(g.views[0], 'reroll', WANT.higher, ROLL.pray, BASIC)).toBe(false);
  });

  it('a fate reroll of an attack roll: declined when winning, asked when losing', () => {
    const { g } = makeGame({ heroes: ['troll', 'priest'] });
    g.diceCount = 1;
    g.dice[0] = 3;
    g.combat.myScore = 9;
    g.combat.theirScore = 5;
    expect(declines(g.views[0], 'reroll', WANT.attack, ROLL.attack, BASIC)).toBe(true);
    g.combat.myScore = 4;
    expect(declines(g.views[0], 'reroll', WANT.attack, ROLL.attack, BASIC)).toBe(false);
  });

  it('turning back in the Inner Region: declined holding a Talisman unhurt, asked without one', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    expect(declines(g.views[0], 'inner', 0, 0, BASIC)).toBe(false);
    give(g, p[0], 'talisman');
    expect(declines(g.views[0], 'inner', 0, 0, BASIC)).toBe(true);
  });

  it('ditching before a draw: declined with 2 lives, asked on the last', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    p[0].lives = 2;
    expect(declines(g.views[0], 'ditch', 0, 0, BASIC)).toBe(true);
    p[0].lives = 1;
    expect(declines(g.views[0], 'ditch', 0, 0, BASIC)).toBe(false);
  });

  it('a Spell at a life loss: declined for another\'s loss, asked for my own on 2 lives', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    p[0].lives = 2;
    g.lifeLossSeat = 1;
    expect(declines(g.views[0], 'cast', CAST['life-loss'], 0, BASIC)).toBe(true);
    g.lifeLossSeat = 0;
    expect(declines(g.views[0], 'cast', CAST['life-loss'], 0, BASIC)).toBe(false);
  });

  it('the Druid\'s alignment: kept at full lives and fate, asked when hurt and not good', () => {
    const { g, p } = makeGame({ heroes: ['druid', 'priest'] });
    p[0].alignment = 'neutral';
    p[0].lives = p[0].character!.life;
    p[0].fate = p[0].character!.fate;
    expect(declines(g.views[0], 'alignment', 0, 0, BASIC)).toBe(true);
    p[0].lives -= 1;
    expect(declines(g.views[0], 'alignment', 0, 0, BASIC)).toBe(false);
  });

  it('a Spell at my turn\'s start: declined holding Destruction and Healing unhurt, asked when hurt or holding Temporal Warp', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const v = g.views[0];
    give(g, p[0], 'destruction');
    give(g, p[0], 'healing');
    expect(declines(v, 'cast', CAST.start, 0, BASIC)).toBe(true);
    p[0].lives = p[0].character!.life - BASIC.healSpellMissing - 1;
    expect(declines(v, 'cast', CAST.start, 0, BASIC)).toBe(false);
    p[0].lives = p[0].character!.life;
    give(g, p[0], 'temporal-warp');
    expect(declines(v, 'cast', CAST.start, 0, BASIC)).toBe(false);
  });

  it('a Spell at my turn\'s end when hurt: declined holding only Destruction, asked holding Healing', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    const v = g.views[0];
    p[0].lives = p[0].character!.life - BASIC.healSpellMissing - 1;
    give(g, p[0], 'destruction');
    expect(declines(v, 'cast', CAST.end, 0, BASIC)).toBe(true);
    give(g, p[0], 'healing');
    expect(declines(v, 'cast', CAST.end, 0, BASIC)).toBe(false);
  });

  it('a Spell at another\'s turn start: declined while he is outside the Inner Region, asked once he is on the Crown', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'priest'] });
    g.active = 1;
    expect(declines(g.views[0], 'cast', CAST['others-turn-start'], 0, BASIC)).toBe(true);
    p[1].space = g.topo.crown;
    expect(declines(g.views[0], 'cast', CAST['others-turn-start'], 0, BASIC)).toBe(false);
  });
  it('a Spell instead of moving: declined holding Teleport while weak, asked once the Middle Region is wanted', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'troll', at: 'fields-1' }, 'priest'] });
    const v = g.views[0];
    give(g, p[0], 'teleport');
    expect(declines(v, 'cast', CAST['instead-of-move'], 0, BASIC)).toBe(true);
    p[0].strengthCounters = 6;
    p[0].craftCounters = 4;
    nextDecision(g);
    expect(declines(v, 'cast', CAST['instead-of-move'], 0, BASIC)).toBe(false);
  });

  it('a Spell after moving: declined holding Destruction on an empty space, asked beside a Dragon', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'priest', at: 'fields-1' }, 'troll'] });
    const v = g.views[0];
    give(g, p[0], 'destruction');
    expect(declines(v, 'cast', CAST['after-move'], 0, BASIC)).toBe(true);
    lay(g, 'fields-1', 'dragon');
    nextDecision(g);
    expect(declines(v, 'cast', CAST['after-move'], 0, BASIC)).toBe(false);
  });
});
