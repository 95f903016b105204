// card-balance's experiment: doc-balance's ablation for a scenario's fan cards (`cards:`). The arms:
// the scenario without its cards: entries (the base deck), with them (every ablation's base), with
// two copies of each fan card for one, then with them less each entry in turn (a fan card added,
// a base card replaced, which comes back, or a base card removed, which comes back); every arm on
// the same game seeds. The findings and report are doc-balance's (doc-balance.ts, read through
// FAN_DECK); the exposure counts 'fan.<id>.<what>' (content/fan/cards.ts).
import type { FanCard } from '../content/fan/cards.ts';
import { fanId } from '../content/fan/cards.ts';
import type { FanDeck } from '../content/fan/deck.ts';
import type { RunPlan } from '../sim/plan.ts';
import { experimentOf, type Arm, type Experiment } from './arms.ts';
import type { BalanceDeck } from './balance-deck.ts';

/** One entry of `cards:` that card-balance leaves out in turn: its id, its name in the report, and the deck without it. */
export interface CardEntry {
  id: string;
  name: string;
  without: (deck: FanDeck) => FanDeck;
}

/** The id of a removal entry: 'removed-' and the base title's words. */
export function removalId(title: string): string {
  return `removed-${fanId(title).slice('fan-'.length)}`;
}

/** Every entry of the deck, fan cards first (in the file's order), then the removals. */
export function cardEntries(deck: FanDeck): CardEntry[] {
  const replaced = new Set(deck.cards.filter((c) => c.replace).map((c) => c.title));
  const cards = deck.cards.map((c): CardEntry => ({
    id: c.id, name: c.title,
    without: (d) => ({ cards: d.cards.filter((x) => x.id !== c.id), remove: c.replace ? d.remove.filter((t) => t !== c.title) : d.remove }),
  }));
  const removals = deck.remove.filter((t) => !replaced.has(t)).map((t): CardEntry => ({
    id: removalId(t), name: `${t} removed`,
    without: (d) => ({ cards: d.cards, remove: d.remove.filter((x) => x !== t) }),
  }));
  return [...cards, ...removals];
}

/** The deck arms' names. */
export const FAN_DECK_ARMS = ['fan cards off', 'fan cards x1', 'fan cards x2'] as const;

/** card-balance's deck: the scenario's entries, named by title. */
export function fanBalanceDeck(entries: readonly CardEntry[]): BalanceDeck {
  const names = new Map(entries.map((e) => [e.id, e.name]));
  return {
    command: 'card-balance',
    arms: FAN_DECK_ARMS,
    events: 'fan',
    title: 'Fan card balance',
    cards: 'Fan cards',
    card: 'fan card',
    armsDo: 'play the scenario\'s cards: entries: as written, with two copies of each fan card, and as written less each entry in turn',
    against: 'Arm minus the scenario without its cards: entries (the base deck)',
    name: (id) => names.get(id) ?? id,
  };
}

/** The deck with two copies of each fan card for one (its removals as they are). */
function doubled(deck: FanDeck): FanDeck {
  return { cards: deck.cards.map((c): FanCard => ({ ...c, count: 2 * c.count })), remove: deck.remove };
}

/** The arms, paired as doc-balance's: off, x1 and x2 against off; each entry's ablation against x1. */
export function cardBalanceExperiment(base: Arm, entries: readonly CardEntry[], games: number): Experiment {
  const deck = base.plan.cards as FanDeck;
  const arm = (name: string, cards: FanDeck | undefined): Arm => {
    const plan: RunPlan = { ...base.plan };
    if (cards === undefined) {
      delete plan.cards;
      delete plan.cardsFile;
    } else plan.cards = cards;
    return { name, file: base.file, plan };
  };
  const arms = [
    arm(FAN_DECK_ARMS[0], undefined), arm(FAN_DECK_ARMS[1], deck), arm(FAN_DECK_ARMS[2], doubled(deck)),
    ...entries.map((e) => arm(`without ${e.id}`, e.without(deck))),
  ];
  const x = experimentOf(arms, games);
  const ablations = entries.map((_, i) => FAN_DECK_ARMS.length + i);
  return { ...x, bases: arms.map((_, a) => (a < FAN_DECK_ARMS.length ? 0 : 1)), eventsOf: 1, pool: ablations };
}
