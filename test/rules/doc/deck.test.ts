// The DOC deck's rules (seed 000 section 2): its options, which spaces take a DOC card, drawing one
// on the first encounter of such a space and never again there, and the table of the 25 cards.
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT } from '../../../src/content/index.ts';
import { DOC_CARDS, DOC_CARD_IDS, DOC_STATUS } from '../../../src/rules/doc/cards.ts';
import { QUALIFYING_SPACES, docState } from '../../../src/rules/doc/deck.ts';
import { resolveScenario } from '../../../src/scenario/load.ts';
import { makeGame, stackDeck } from '../../helpers.ts';
import { landOn, script } from '../../content/adventure/script.ts';

/** The 25 titles, in the seed's order ("DOC CARDS"). */
const SEED_TITLES = [
  'Good Vibes', 'Bad Vibes', 'Vibes', 'Benevolence', 'Malevolence', 'Benefactor', 'Quid Pro Quo 1', 'Quid Pro Quo 2',
  'Uncaged', 'Barter', 'Temp Agency', 'All That Glitters...', 'Spirit Spells', 'Gift Horse', 'Sardines',
  'Salt and Pepper 1', 'Salt and Pepper 2', 'Salt and Pepper 3', 'Next!', 'Soothe the Savage Beast', 'Healthy Heart',
  'Curse of Pebo', 'Jinx of Soca', 'Claddagh Reward', 'Mercurial Reaction',
];

describe('the DOC cards table', () => {
  it('names all 25 cards of the seed, in its order, each with a status', () => {
    expect(DOC_CARDS.map((c) => c.name)).toEqual(SEED_TITLES);
    expect(new Set(DOC_CARD_IDS).size).toBe(25);
    expect(Object.keys(DOC_STATUS).sort()).toEqual([...DOC_CARD_IDS].sort());
  });

  it('gives every card at least one handler on a hook site', () => {
    for (const c of DOC_CARDS) {
      const handlers = ['draw', 'beforeCards', 'enemiesAttack', 'enemiesFought', 'cardsDealtWith', 'leaveSpace', 'turnEnd'].filter((k) => k in c);
      expect(handlers.length, c.id).toBeGreaterThan(0);
    }
  });
});

describe('the deck and its options', () => {
  const deckSize = (rules: object) => docState(makeGame({ heroes: ['thief'], rules }).g).deck.length;

  it('holds 25 cards with doc x1, 50 with x2, the chosen ones with docCards, less docExclude', () => {
    expect(deckSize({ doc: 'x1' })).toBe(25);
    expect(deckSize({ doc: 'x2' })).toBe(50);
    expect(deckSize({ doc: 'x2', docCards: ['vibes', 'next'] })).toBe(4);
    expect(deckSize({ doc: 'x1', docExclude: ['vibes', 'next', 'barter'] })).toBe(22);
  });

  it('is off by default: no DOC state, no hook handler', () => {
    const t = makeGame({ heroes: ['thief'] });
    expect(t.g.ruleState['doc-deck']).toBeUndefined();
    expect(t.g.rules.hooks.spaceEncounter).toHaveLength(0);
  });

  it('the loader validates the options and names the field', () => {
    const ids = { characters: BASE_CONTENT.characters.map((c) => c.id), strategies: ['basic'] };
    const where = { file: 'x.yaml', lineOf: () => undefined };
    expect(resolveScenario({ rules: { doc: 'x2', docExclude: ['vibes'] } }, where, ids).rules.docExclude).toEqual(['vibes']);
    expect(() => resolveScenario({ rules: { doc: 'x3' } }, where, ids)).toThrow('x.yaml: rules.doc must be one of off, x1, x2 (got "x3")');
    expect(() => resolveScenario({ rules: { docCards: ['vibes', 'bogus'] } }, where, ids)).toThrow(/rules\.docCards\[1\] is no DOC card id \(got "bogus"\) \(DOC card ids: good-vibes, /);
    expect(() => resolveScenario({ rules: { docCards: ['vibes', 'vibes'] } }, where, ids)).toThrow(/rules\.docCards\[1\] repeats "vibes"; give each once/);
    expect(() => resolveScenario({ rules: { docCards: 'vibes' } }, where, ids)).toThrow(/rules\.docCards must be a list of distinct DOC card ids/);
  });
});

describe('drawing a DOC card (seed 000, rules 1-4)', () => {
  it('the first encounter of a qualifying space draws one, face up for the rest of the game', () => {
    const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], rules: { doc: 'x1' }, answer: script() });
    stackDeck(t.g, ['helmet-card', 'shield-card']);
    const s = docState(t.g);
    const top = s.deck[s.deck.length - 1];
    landOn(t.g, t.p[0], 'fields-1');
    const at = t.g.space('fields-1');
    expect(s.at[at]).toBe(top);
    expect(s.deck).toHaveLength(24);
    expect(t.log.lines).toContain(`  Thief#0 draws the DOC card ${DOC_CARDS[top].name} for the Fields`);
    t.p[0].space = t.g.space('fields-2');
    landOn(t.g, t.p[0], 'fields-1');
    expect(s.at[at]).toBe(top);
    expect(s.deck).toHaveLength(24);
  });

  it.each(['runes-1', 'oasis', 'ruins', 'hidden-valley', 'city', 'chapel'])('draws none on the %s', (space) => {
    const t = makeGame({ heroes: [{ character: 'priest', at: 'fields-2' }], rules: { doc: 'x1' }, answer: script() });
    stackDeck(t.g, ['helmet-card', 'shield-card', 'armour-card']);
    landOn(t.g, t.p[0], space);
    expect(docState(t.g).deck).toHaveLength(25);
  });

  it('qualify: the 22 Draw 1 Card spaces but the Runes', () => {
    const draw1 = BASE_CONTENT.spaces.filter((s) => s.draw === 1 && !s.creatureBonus).map((s) => s.id);
    expect([...QUALIFYING_SPACES].sort()).toEqual(draw1.sort());
    expect(QUALIFYING_SPACES).toHaveLength(22);
  });

  it('draws none when the character encounters another character instead of the space', () => {
    const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }, { character: 'troll', at: 'fields-1' }], rules: { doc: 'x1' },
      answer: script({ more: (d) => (d.kind === 'encounter' ? 1 : d.kind === 'character-action' ? d.options[0] : undefined) }), dice: [6, 1] });
    landOn(t.g, t.p[0], 'fields-1');
    expect(docState(t.g).at[t.g.space('fields-1')]).toBe(-1);
  });

  it('the Desert draws one before its life loss', () => {
    const t = makeGame({ heroes: [{ character: 'thief', at: 'oasis' }], rules: { doc: 'x1' }, answer: script() });
    stackDeck(t.g, ['helmet-card']);
    landOn(t.g, t.p[0], 'desert-1');
    expect(docState(t.g).at[t.g.space('desert-1')]).toBeGreaterThanOrEqual(0);
  });
});

describe('talisman-sim cards --deck doc', () => {
  it('lists the 25 DOC cards, as JSON too', async () => {
    const { main } = await import('../../../src/cli/main.ts');
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: () => {} };
    expect(await main(['cards', '--deck', 'doc', '--json'], io)).toBe(0);
    const rows = JSON.parse(out.join('\n')) as { id: string; deck: string }[];
    expect(rows.map((r) => r.id)).toEqual(DOC_CARD_IDS);
    out.length = 0;
    expect(await main(['cards', '--deck', 'doc'], io)).toBe(0);
    expect(out.join('\n')).toContain('DOC deck: 25 cards, 25 titles');
  });
});
