// The stock effects a fan card (a scenario's `cards:`) may name: each is an engine primitive the base
// Adventure cards already use (gain or lose lives, Strength, Craft, gold or fate; draw cards; lose a
// turn; teleport; be attacked by a creature; become a Toad; gain a Spell...). An effect is written
// as one line, "verb" or "verb N" or "verb word" ("lose-life 1", "teleport-to tavern"), parsed once
// when the scenario is loaded into an Effect (plain data); compiled once per content into a handler.
import {
  ALIGNMENTS, changeAlignment, drawCards, gainCraft, gainFate, gainGold, gainLife, gainSpells, gainStrength, heal, land,
  loseCraft, loseLifeUnlessSaved, loseStrength, payGold, replenishFate, spendFate, turnIntoToad,
  type Alignment, type Game, type Outcome, type Player,
} from '../../engine/index.ts';
import { loseTurnHere, teleportInRegion } from '../adventure-common.ts';
import { BOARD } from '../board.ts';
import { creatureAttacks } from '../board-services.ts';
import { didYouMean } from '../../fields/suggest.ts';

/** What an effect's argument is: none, a count of 1 to 20, a board space id, or an alignment. */
type Arg = 'none' | 'count' | 'space' | 'alignment';

/** The verbs, their argument, and one line each for docs/scenarios.md and the errors. */
export const EFFECT_VERBS = {
  'gain-life': { arg: 'count', doc: 'gain N lives (may go above the life value)', like: 'Angel' },
  'lose-life': { arg: 'count', doc: 'lose N lives (Spells such as Preservation may save them)', like: 'Pestilence' },
  heal: { arg: 'count', doc: 'heal up to N lives, not above the life value', like: 'Healer' },
  'gain-strength': { arg: 'count', doc: 'gain N Strength counters', like: 'Witch' },
  'lose-strength': { arg: 'count', doc: 'lose N Strength counters (never below the printed value)', like: 'Random' },
  'gain-craft': { arg: 'count', doc: 'gain N Craft counters', like: 'Witch' },
  'lose-craft': { arg: 'count', doc: 'lose N Craft counters (never below the printed value)', like: 'Random' },
  'gain-gold': { arg: 'count', doc: 'gain N gold', like: 'Cave' },
  'lose-gold': { arg: 'count', doc: 'lose up to N gold to the stock', like: 'Raiders' },
  'gain-fate': { arg: 'count', doc: 'gain N fate (may go above the fate value)', like: 'Shrine' },
  'lose-fate': { arg: 'count', doc: 'lose up to N fate', like: '' },
  'replenish-fate': { arg: 'none', doc: 'replenish fate up to the fate value', like: 'Witch' },
  'gain-spell': { arg: 'count', doc: 'gain N Spells, as the Spell limit allows', like: 'Mage' },
  'draw-cards': { arg: 'count', doc: 'draw N more Adventure cards onto the space, met after this one', like: '' },
  'lose-turn': { arg: 'none', doc: 'lose a turn (the turn ends; the next is missed if no card is left to meet)', like: 'Cave' },
  teleport: { arg: 'none', doc: 'move to any other space of the same Region', like: 'Shrine' },
  'teleport-to': { arg: 'space', doc: 'move to the space named (a board id, as `cards` and traces name them)', like: 'Imp' },
  'attacked-strength': { arg: 'count', doc: 'a creature of Strength N attacks in battle (named as the card)', like: 'Cave' },
  'attacked-craft': { arg: 'count', doc: 'a creature of Craft N attacks in psychic combat (named as the card)', like: '' },
  toad: { arg: 'none', doc: 'become a Toad for three turns', like: 'Witch' },
  become: { arg: 'alignment', doc: 'change alignment to good, neutral or evil', like: 'Mephistopheles' },
  nothing: { arg: 'none', doc: 'no effect (a die table\'s blank face)', like: 'Shrine' },
} as const satisfies Record<string, { arg: Arg; doc: string; like: string }>;

export type EffectVerb = keyof typeof EFFECT_VERBS;
export const VERBS = Object.keys(EFFECT_VERBS) as EffectVerb[];

/** One parsed effect: its verb and argument (a count, or a space or alignment id). */
export interface Effect {
  readonly verb: EffectVerb;
  readonly n?: number;
  readonly id?: string;
}

/** The most one effect may move: a count of 1 to MAX_COUNT. */
export const MAX_COUNT = 20;
const SPACE_IDS: readonly string[] = BOARD.map((s) => s.id);

/** Parse one effect line; a string saying what is wrong when it is no effect. */
export function parseEffect(text: unknown): Effect | string {
  if (typeof text !== 'string') return `must be an effect written as text, "verb" or "verb N" (got ${JSON.stringify(text)})`;
  const words = text.trim().split(/\s+/);
  const verb = words[0] as EffectVerb;
  if (!(verb in EFFECT_VERBS)) return `names an unknown effect '${words[0]}'; known effects: ${VERBS.join(', ')}${didYouMean(words[0], VERBS)}`;
  const arg: Arg = EFFECT_VERBS[verb].arg;
  if (arg === 'none') return words.length === 1 ? { verb } : `'${verb}' takes no argument (got '${text.trim()}')`;
  if (words.length !== 2) return `'${verb}' takes one argument, ${argText(arg)} (got '${text.trim()}')`;
  const w = words[1];
  if (arg === 'count') {
    const n = /^\d+$/.test(w) ? Number(w) : NaN;
    return n >= 1 && n <= MAX_COUNT ? { verb, n } : `'${verb}' takes ${argText(arg)} (got '${w}')`;
  }
  if (arg === 'space') return SPACE_IDS.includes(w) ? { verb, id: w } : `'${verb}' takes ${argText(arg)} (got '${w}')${didYouMean(w, SPACE_IDS)}`;
  return (ALIGNMENTS as readonly string[]).includes(w) ? { verb, id: w } : `'${verb}' takes ${argText(arg)} (got '${w}')${didYouMean(w, ALIGNMENTS)}`;
}

function argText(arg: Arg): string {
  if (arg === 'count') return `a whole number from 1 to ${MAX_COUNT}`;
  if (arg === 'space') return `a board space id (${SPACE_IDS.join(', ')})`;
  return `an alignment (${ALIGNMENTS.join(', ')})`;
}

/** How an effect reads in a card's text line ("lose 1 life"). */
export function effectText(e: Effect): string {
  return e.n !== undefined ? `${e.verb} ${e.n}` : e.id !== undefined ? `${e.verb} ${e.id}` : e.verb;
}

/** A compiled effect: it acts on p, who met `card` on `space`. */
export type EffectRun = (g: Game, p: Player, card: number, space: number) => Outcome;

/** Compile one effect into its handler (once per content, never per draw). */
export function compileEffect(e: Effect, title: string): EffectRun {
  const n = e.n ?? 0;
  switch (e.verb) {
    case 'gain-life': return (g, p) => (gainLife(g, p, n), 'continue');
    case 'lose-life': return (g, p) => (loseLifeUnlessSaved(g, p, n), 'continue');
    case 'heal': return (g, p) => (heal(g, p, n), 'continue');
    case 'gain-strength': return (g, p) => (gainStrength(g, p, n), 'continue');
    case 'lose-strength': return (g, p) => (loseStrength(g, p, n), 'continue');
    case 'gain-craft': return (g, p) => (gainCraft(g, p, n), 'continue');
    case 'lose-craft': return (g, p) => (loseCraft(g, p, n), 'continue');
    case 'gain-gold': return (g, p) => (gainGold(g, p, n), 'continue');
    case 'lose-gold': return (g, p) => (payGold(g, p, n), 'continue');
    case 'gain-fate': return (g, p) => (gainFate(g, p, n), 'continue');
    case 'lose-fate': return (g, p) => (loseFate(g, p, n), 'continue');
    case 'replenish-fate': return (g, p) => (replenishFate(g, p, p.character!.fate), 'continue');
    case 'gain-spell': return (g, p) => (gainSpells(g, p, n), 'continue');
    case 'draw-cards': return (g, p, _card, space) => (drawCards(g, p, space, g.spaceCards[space].length + n), 'continue');
    case 'lose-turn': return (g, p, card, space) => loseTurnHere(g, p, card, space);
    case 'teleport': return (g, p, card) => teleportInRegion(g, p, card);
    case 'teleport-to': return teleportTo(e.id!);
    case 'attacked-strength': return (g, p) => creatureAttacks(g, p, title, false, n);
    case 'attacked-craft': return (g, p) => creatureAttacks(g, p, title, true, n);
    case 'toad': return (g, p) => (turnIntoToad(g, p), 'continue');
    case 'become': return becomeOf(e.id as Alignment);
    case 'nothing': return () => 'continue';
  }
}

function loseFate(g: Game, p: Player, n: number): void {
  for (let i = 0; i < n && p.fate > 0; i++) spendFate(g, p);
}

function teleportTo(id: string): EffectRun {
  return (g, p) => {
    const to = g.space(id);
    if (g.log.on) g.say(`  ${g.name(p)} is teleported to the ${g.spaces[to].name}`);
    land(g, p, to);
    return 'moved';
  };
}

function becomeOf(a: Alignment): EffectRun {
  return (g, p) => (changeAlignment(g, p, a), 'continue');
}

/**
 * Several effects in order: the first that ends the turn or moves the character stops the rest
 * (as the base cards' text is read: a character who lost his turn or left the space does no more).
 */
export function compileEffects(list: readonly Effect[], title: string): EffectRun {
  const runs = list.map((e) => compileEffect(e, title));
  if (runs.length === 1) return runs[0];
  return (g, p, card, space) => {
    for (const run of runs) {
      const out = run(g, p, card, space);
      if (out !== 'continue' || !p.alive) return out;
    }
    return 'continue';
  };
}
