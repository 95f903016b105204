// The DOC deck as a rule module (issue 15; seed 000 "Draw One Card"): its options, and handlers on
// the engine's hook sites that find the DOC card lying on the space concerned and let it act. The
// deck's rules and state are in deck.ts, the cards in cards.ts.
import type { View } from '../../engine/index.ts';
import { ruleModule, option, withHooks, withState } from '../module.ts';
import type { FieldRule } from '../../fields/field-rules.ts';
import { idListRule, oneOfRule } from '../../fields/field-rules.ts';
import { DOC_CARDS, DOC_CARD_IDS } from './cards.ts';
import { DOC_STATE, MODULE_ID, docState, drawDocCard, newDeck } from './deck.ts';
import { MOVE_AGAIN } from './combat-cards.ts';
import { LEAVE_BEHIND, SWAP_CARD } from './swap-cards.ts';

export const DOC_MODES = ['off', 'x1', 'x2'] as const;
export type DocMode = (typeof DOC_MODES)[number];

/** A list of distinct DOC card ids. */
const CARD_LIST: FieldRule<readonly string[]> = idListRule('DOC card id', 'DOC card ids', DOC_CARD_IDS);

/** The DOC card indices in play under these options: docCards (all by default) less docExclude. */
export function docCardsInPlay(cards: readonly string[], exclude: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < DOC_CARDS.length; i++) {
    const id = DOC_CARDS[i].id;
    if ((cards.length === 0 || cards.includes(id)) && !exclude.includes(id)) out.push(i);
  }
  return out;
}

/** The DOC card face up on a space (seed 000 rule 2: it "stays face up"), for the players to weigh a move there; null if none. */
export function docCardAt(v: View, space: number): string | null {
  const c = v.state(DOC_STATE)?.at[space] ?? -1;
  return c >= 0 ? DOC_CARDS[c].id : null;
}

export const docDeck = ruleModule({
  id: MODULE_ID,
  questions: [MOVE_AGAIN, SWAP_CARD, LEAVE_BEHIND],
  desc: 'DOC deck (Draw One Card, T. E. Pulver): a DOC card drawn on each Draw 1 Card space when first encountered changes that space for the rest of the game.',
  options: [
    option('doc', oneOfRule(DOC_MODES), 'off', 'the DOC deck: off, one copy of each card (x1) or two (x2)'),
    option('docCards', CARD_LIST, [], 'the DOC cards in the deck (empty: all 25)', { key: 'doc', values: ['x1', 'x2'] }),
    option('docExclude', CARD_LIST, [], 'DOC cards left out of the deck', { key: 'doc', values: ['x1', 'x2'] }),
  ],
  enabled: (o) => o.doc !== 'off',
  // A turn encounters few spaces, and draws a DOC card only on one that has none yet.
  decks: [{ id: 'doc', ids: () => DOC_CARD_IDS, cards: (g) => docState(g).deck, passOver: (g, at) => void docState(g).deck.splice(at, 1), depth: 3 }],
  apply: (r, o) => {
    const cards = docCardsInPlay(o.docCards, o.docExclude);
    const copies = o.doc === 'x2' ? 2 : 1;
    return withHooks(withState(r, DOC_STATE, (g) => newDeck(g, cards, copies, DOC_CARD_IDS)), {
      turnStart: (g, p) => {
        docState(g).fightSpace[p.seat] = -1;
      },
      // Gift Horse binds the character who encountered the space, not the player's next one.
      characterKilled: (g, p) => {
        docState(g).encountered[p.seat] = -1;
      },
      spaceEncounter: (g, p, space) => {
        drawDocCard(g, p, space, DOC_CARDS);
      },
      drawCards: (g, p, space, n) => {
        const c = docState(g).at[space];
        const h = c >= 0 ? DOC_CARDS[c].drawCards : undefined;
        return h !== undefined && h(g, p, space, n);
      },
      beforeCards: (g, p, space) => {
        const c = docState(g).at[space];
        if (c >= 0) DOC_CARDS[c].beforeCards?.(g, p, space);
      },
      enemiesAttack: (g, p, foe, space) => {
        const c = docState(g).at[space];
        if (c >= 0) DOC_CARDS[c].enemiesAttack?.(g, p, foe, space);
      },
      enemiesFought: (g, p, foe, space, result) => {
        const c = docState(g).at[space];
        if (c >= 0) DOC_CARDS[c].enemiesFought?.(g, p, foe, space, result);
      },
      cardsDealtWith: (g, p, space) => {
        const c = docState(g).at[space];
        if (c >= 0) DOC_CARDS[c].cardsDealtWith?.(g, p, space);
      },
      leaveSpace: (g, p, space) => {
        const s = docState(g);
        if (s.encountered[p.seat] !== space) return;
        s.encountered[p.seat] = -1;
        const c = s.at[space];
        if (c >= 0) DOC_CARDS[c].leaveSpace?.(g, p, space);
      },
      turnEnd: (g, p) => {
        const c = p.alive ? docState(g).at[p.space] : -1;
        if (c >= 0) DOC_CARDS[c].turnEnd?.(g, p);
      },
    });
  },
});
