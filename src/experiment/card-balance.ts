// card-balance's experiment: doc-balance's ablation for a scenario's fan cards (`cards:`). The arms:
// the scenario without its cards: entries (the base deck), with them (every ablation's base), with
// two copies of each fan card for one, then with them less each entry in turn (a fan card added,
// a base card replaced, which comes back, or a base card removed, which comes back); every arm on
// the same game seeds. Every arm but x2 shuffles every card, base and fan, and sets aside those it
// leaves out (RunPlan.setAside), so that leaving an entry out moves no other card. The findings and
// report are doc-balance's (doc-balance.ts, read through FAN_DECK); the exposure counts
// 'fan.<id>.<what>' (content/fan/cards.ts).
import type { FanCard } from '../content/fan/cards.ts';
import { fanId, titleWords } from '../content/fan/cards.ts';
import type { FanDeck } from '../content/fan/deck.ts';
import { ADVENTURE_CARDS } from '../content/adventure-cards.ts';
import type { RunPlan, SetAsideEntry } from '../sim/plan.ts';
import { experimentOf, type Arm, type Experiment } from './arms.ts';
import { factorialExperiment } from './factorial.ts';
import type { BalanceDeck } from './balance-deck.ts';

/**
 * One entry of `cards:` that card-balance leaves out in turn: its id, its name in the report, and
 * the card ids set aside with it in the deck (a base card it replaces or removes) and without it
 * (its own card).
 */
export interface CardEntry extends SetAsideEntry {
  id: string;
  name: string;
}

/** The id of a removal entry: 'removed-' and the base title's words. */
export function removalId(title: string): string {
  return `removed-${fanId(title).slice('fan-'.length)}`;
}

/** A base Adventure card's id by its title, case and punctuation folded as the scenario loader matches them. */
function baseId(title: string): string {
  return (ADVENTURE_CARDS.find((c) => titleWords(c.name) === titleWords(title)) as { id: string }).id;
}

/** Every entry of the deck, fan cards first (in the file's order), then the removals. */
export function cardEntries(deck: FanDeck): CardEntry[] {
  const replaced = new Set(deck.cards.filter((c) => c.replace).map((c) => baseId(c.title)));
  const cards = deck.cards.map((c): CardEntry => ({ id: c.id, name: c.title, with: c.replace ? [baseId(c.title)] : [], without: [c.id] }));
  const removals = deck.remove.filter((t) => !replaced.has(baseId(t))).map((t): CardEntry => ({ id: removalId(t), name: `${t} removed`, with: [baseId(t)], without: [] }));
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

/**
 * Every card of the scenario, its fan cards and every base card (none removed): the deck of every
 * arm but x2, whose set-aside cards (Game.setAside) say which are played. Each is shuffled in and
 * then set aside, so that leaving an entry out leaves every other card where it was.
 */
function everyCard(deck: FanDeck): FanDeck {
  return { cards: deck.cards, remove: [] };
}

/** The arms, paired as doc-balance's: off, x1 and x2 against off; each entry's ablation against x1. */
export function cardBalanceExperiment(base: Arm, entries: readonly CardEntry[], games: number): Experiment {
  const deck = base.plan.cards as FanDeck;
  const arm = (name: string, cards: FanDeck, setAside?: readonly string[]): Arm => {
    const plan: RunPlan = { ...base.plan, cards };
    if (setAside) plan.setAside = { ids: setAside };
    return { name, file: base.file, plan };
  };
  const inDeck = (left?: CardEntry) => entries.flatMap((e) => (e === left ? e.without : e.with));
  const arms = [
    arm(FAN_DECK_ARMS[0], everyCard(deck), deck.cards.map((c) => c.id)),
    arm(FAN_DECK_ARMS[1], everyCard(deck), inDeck()),
    arm(FAN_DECK_ARMS[2], doubled(deck)),
    ...entries.map((e) => arm(`without ${e.id}`, everyCard(deck), inDeck(e))),
  ];
  const x = experimentOf(arms, games);
  const ablations = entries.map((_, i) => FAN_DECK_ARMS.length + i);
  // A card the whole deck holds and its arm sets aside has a first drawer to follow: a fan card that replaces nothing.
  const drawer = { whole: 1, events: entries.map((e) => (e.with.length === 0 && e.without.length > 0 ? `fan.${e.id}.first-drawn` : '')) };
  return { ...x, bases: arms.map((_, a) => (a < FAN_DECK_ARMS.length ? 0 : 1)), eventsOf: 1, pool: ablations, drawer };
}

/** The factorial design of the same check: every card shuffled in, a random half of the entries in effect, then the other half (experiment/factorial.ts). */
export function cardFactorialExperiment(base: Arm, entries: readonly CardEntry[], games: number): Experiment {
  const arm = { ...base, plan: { ...base.plan, cards: everyCard(base.plan.cards as FanDeck) } };
  return { ...factorialExperiment(arm, entries, [], games), eventsOf: 0 };
}
