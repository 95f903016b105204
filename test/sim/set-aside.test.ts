// Cards set aside before play (RunPlan.setAside): card-balance's and doc-balance's arms without a
// card play every other card in the order the whole deck has it, so that the arms differ by that
// card alone (leaving a card out of the shuffled list, as the arms did before, dealt every card after
// it elsewhere). The dice do not depend on the decks: their streams are the seat's own.
import { describe, expect, it } from 'vitest';
import { TextLog, playGame, type Game } from '../../src/engine/index.ts';
import type { Arm } from '../../src/experiment/arms.ts';
import { cardBalanceExperiment, cardEntries } from '../../src/experiment/card-balance.ts';
import { docBalanceExperiment } from '../../src/experiment/doc-balance.ts';
import { docState } from '../../src/rules/doc/deck.ts';
import { DOC_CARD_IDS } from '../../src/rules/doc/cards.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { halfOf, setAsideOf } from '../../src/sim/set-aside.ts';

const IDS = { characters: ['thief', 'troll', 'elf', 'monk'], strategies: ['basic'] };
const FAN = parseScenario(`players: 3
seed: set-aside
cards:
  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 3 }
  - { title: Silver Blade, type: object, battle: 2, count: 2 }
  - { title: Giant, replace: true, type: enemy, kind: monster, strength: 8 }
  - { title: Dragon, remove: true }
`, 'fan.yaml', IDS);
const DOC = parseScenario('players: 3\nseed: set-aside\nrules: { doc: x1 }\n', 'doc.yaml', IDS);

/** The Adventure deck as card ids, top last, with the ids in `out` left out. */
function adventure(g: Game, out: readonly string[]): string[] {
  return g.adventureDeck.map((c) => g.cardDef[c].id).filter((id) => !out.includes(id));
}

describe('cards set aside', () => {
  const entries = cardEntries(FAN.cards!);
  const x = cardBalanceExperiment({ name: 'fan', file: 'fan.yaml', plan: FAN }, entries, 4);

  it.each(entries.map((e, i) => [e.id, i] as const))('card-balance without %s: every other card where the whole deck has it', (_id, i) => {
    const whole = x.arms[1].plan;
    const without = x.arms[3 + i].plan;
    // The cards either arm sets aside (the entry's own card, a base card it replaced or removed).
    const differ = [...(whole.setAside?.ids ?? []), ...(without.setAside?.ids ?? [])];
    for (let game = 0; game < 4; game++) {
      const a = createGame(whole, game);
      const b = createGame(without, game);
      expect(adventure(b, differ)).toEqual(adventure(a, differ));
      expect(adventure(b, [])).not.toEqual(adventure(a, []));
      expect(b.diceBy.map((r) => r.d6())).toEqual(a.diceBy.map((r) => r.d6()));
      expect(b.removedCards.map((c) => b.cardDef[c].id).every((id) => without.setAside?.ids.includes(id))).toBe(true);
    }
  });

  it('plays the arm without a fan card as the whole deck, line for line, up to that card\'s first draw', () => {
    const j = entries.findIndex((e) => e.id === 'fan-barrow-beast');
    let forked = 0;
    for (let game = 0; game < 6; game++) {
      const [whole, without] = [x.arms[1].plan, x.arms[3 + j].plan].map((plan) => {
        const log = new TextLog();
        playGame(createGame(plan, game, log));
        return log.lines;
      });
      const first = whole.findIndex((line, i) => line !== without[i]);
      if (first < 0) continue;
      // The whole deck draws the Barrow Beast where the other draws the next card: nothing differs before.
      expect(whole[first], `game ${game}`).toContain('draws Barrow Beast');
      expect(whole.slice(0, first).some((line) => line.includes('Barrow Beast')), `game ${game}`).toBe(false);
      forked++;
    }
    expect(forked).toBeGreaterThan(3);
  });

  it('doc-balance without a DOC card: every other DOC card where the whole deck has it', () => {
    const d = docBalanceExperiment({ name: 'doc', file: 'doc.yaml', plan: DOC } as Arm, [...DOC_CARD_IDS], 4);
    const deckOf = (g: Game, out: string) => docState(g).deck.map((c) => DOC_CARD_IDS[c]).filter((id) => id !== out);
    for (const id of ['good-vibes', 'barter', 'mercurial-reaction']) {
      const k = d.arms.findIndex((a) => a.name === `without ${id}`);
      for (let game = 0; game < 4; game++) {
        const whole = deckOf(createGame(d.arms[1].plan, game), id);
        const without = docState(createGame(d.arms[k].plan, game)).deck.map((c) => DOC_CARD_IDS[c]);
        expect(without).toEqual(whole);
        expect(without).toHaveLength(24);
      }
    }
  });

  it('gives the factorial\'s two arms complementary halves of the entries, the same in every thread', () => {
    const plan = (complement: boolean) => ({ ...FAN, setAside: { ids: ['dragon'], half: { entries, complement } } });
    for (let game = 0; game < 20; game++) {
      const kept = halfOf(FAN.seed, game, entries.length);
      const [a, b] = [setAsideOf(plan(false), game), setAsideOf(plan(true), game)];
      entries.forEach((e, i) => {
        for (const id of e.without) expect([a.includes(id), b.includes(id)]).toEqual([!kept[i], kept[i]]);
      });
      expect(a[0]).toBe('dragon');
      expect(b[0]).toBe('dragon');
    }
    const coins = Array.from({ length: 400 }, (_, game) => halfOf('coins', game, 1)[0]);
    expect(coins.filter(Boolean).length).toBeGreaterThan(160);
    expect(coins.filter(Boolean).length).toBeLessThan(240);
  });
});
