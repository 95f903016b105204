// The `cards` listing: every card of every deck with its count, type, encounter number, Strength
// (an Enemy's, or always added), Strength in battle only (Weapons), Craft and a one-line effect, for
// users checking the engine against the printed cards.
import type { CardDef, Content } from '../engine/index.ts';
import { DOC_CARDS } from '../rules/doc/cards.ts';

export interface CardRow {
  deck: string;
  id: string;
  name: string;
  count: number;
  type: string;
  enc: number | null;
  /** An Enemy's Strength, or Strength the card adds at all times (Magic Belt, Ring, Unicorn). */
  strength: number | null;
  /** Strength the card adds in battle only (Sword, Axe, Holy Lance, Runesword). */
  battleStrength: number | null;
  craft: number | null;
  effect: string;
  /** A scenario's fan card (`cards:`); absent for the base game's cards. */
  fan?: true;
}

const SUBTYPES = ['animal', 'dragon', 'monster', 'spirit'] as const;

/** "Enemy - Dragon", "Magic Object", "Spell"... */
function typeOf(d: CardDef): string {
  const kind = d.kind.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  const sub = SUBTYPES.find((t) => d.traits.includes(t));
  return sub ? `${kind} - ${sub[0].toUpperCase()}${sub.slice(1)}` : kind;
}

export function cardRows(content: Content): CardRow[] {
  return content.cards.map((d) => ({
    deck: d.deck, id: d.id, name: d.name, count: d.count, type: typeOf(d),
    enc: d.deck === 'adventure' ? d.enc : null,
    strength: d.strength ?? null,
    battleStrength: d.battleStrength ?? null,
    craft: d.craft ?? null,
    effect: d.text,
  }));
}

/** The DOC deck's 25 cards (seed 000), one of each (`rules.doc: x2` plays two). */
export function docCardRows(): CardRow[] {
  return DOC_CARDS.map((d) => ({
    deck: 'doc', id: d.id, name: d.name, count: 1, type: 'DOC', enc: null, strength: null, battleStrength: null, craft: null, effect: d.text,
  }));
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

/** A plain-text table, one deck after another, with each deck's total. */
export function formatCards(rows: readonly CardRow[]): string {
  const out: string[] = ['Str: an Enemy\'s Strength, or Strength always added; Bat: Strength added in battle only.', ''];
  for (const deck of ['adventure', 'spell', 'purchase', 'talisman', 'doc']) {
    const inDeck = rows.filter((r) => r.deck === deck);
    if (inDeck.length === 0) continue;
    out.push(`${deck === 'doc' ? 'DOC' : deck[0].toUpperCase() + deck.slice(1)} deck: ${inDeck.reduce((n, r) => n + r.count, 0)} cards, ${inDeck.length} titles`);
    out.push(`  ${pad('card', 20)} ${pad('x', 2)} ${pad('type', 17)} enc Str Bat Cr  effect`);
    for (const r of inDeck) {
      const num = (v: number | null): string => pad(v === null ? '-' : String(v), 3);
      out.push(`${r.fan ? '*' : ' '} ${pad(r.name, 20)} ${pad(String(r.count), 2)} ${pad(r.type, 17)} ${num(r.enc)} ${num(r.strength)} ${num(r.battleStrength)} ${num(r.craft)} ${r.effect}`);
    }
    out.push('');
  }
  if (rows.some((r) => r.fan)) out.push('*: a fan card of the scenario (cards:)', '');
  return out.join('\n');
}
