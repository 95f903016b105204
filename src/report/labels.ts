// How the report names things a run's files keep as ids: characters, seats and end reasons.
// CSV and summary.json keep the ids; charts and index.html show these names, and say in words
// which rule set and which bots made the numbers.
import type { CompareRow } from '../experiment/results.ts';
import { DOC_CARDS } from '../rules/doc/cards.ts';
import { RULE_OPTIONS } from '../rules/options.ts';

/** "prophetess" -> "Prophetess" (character ids are the rulebook names in lower case). */
export function characterName(id: string): string {
  return id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** Seat 0 plays first: "1st seat". */
export function seatName(seat: number): string {
  const n = seat + 1;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix} seat`;
}

const END_REASON_NAMES: Record<string, string> = {
  'command-spell': 'Command Spell (at the Crown of Command)',
  'last-standing': 'last character standing',
  'no-one-left': 'no one left',
  'sudden-death': 'Sudden Death (rulebook p.21 optional ending)',
  timeout: 'timeout (round cap reached)',
  'dragon-king': 'the dragons at the Crown defeated (Talisman Upgrade finale)',
};

/** An end reason in words; one this list does not know yet, its id with spaces. */
export function endReasonName(reason: string): string {
  return END_REASON_NAMES[reason] ?? reason.replace(/-/g, ' ');
}

/** How a row's subject reads: "Troll (dealt)", "1st seat", "mean rounds (timeout = round cap)": a timed-out game counts as roundCap rounds. */
export function subjectName(r: Pick<CompareRow, 'metric' | 'subject'>): string {
  switch (r.metric) {
    case 'character-dealt': return `${characterName(r.subject)} (dealt)`;
    case 'character-played': return `${characterName(r.subject)} (played)`;
    case 'seat': return seatName(Number(r.subject));
    case 'strategy': return `${r.subject} (strategy)`;
    case 'rounds': return 'mean rounds (timeout = round cap)';
    case 'median-rounds': return 'median rounds';
    case 'timeout': return 'timeout rate';
    case 'end-reason': return `ends: ${endReasonName(r.subject)}`;
  }
}

/** A rate difference in percentage points, rounds as rounds. */
export function amount(r: Pick<CompareRow, 'metric'>, x: number | null): string {
  if (x === null) return '–';
  const rounds = r.metric === 'rounds' || r.metric === 'median-rounds';
  return rounds ? `${x >= 0 ? '+' : ''}${x.toFixed(1)}` : `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`;
}

/** Any kebab-case id as words with capitals: "dragon-king" -> "Dragon King" (cards, places, modules). */
export const idName = characterName;

/** Rule keys whose words are not just the key split: the DOC deck's. */
const OPTION_NAMES: Record<string, string> = {
  doc: 'DOC deck',
  docCards: 'DOC cards in the deck',
  docExclude: 'DOC cards left out',
};

/** A camelCase rule key as words: "trophyRate" -> "trophy rate", "evadeUnfriendlyList" -> "evade unfriendly list". */
export function optionName(key: string): string {
  return OPTION_NAMES[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Za-z])(\d)/g, '$1 $2').toLowerCase();
}

/** A DOC card's printed name ("Curse of Pebo"), any other id as words. */
export function cardOrIdName(id: string): string {
  return DOC_CARDS.find((c) => c.id === id)?.name ?? idName(id);
}

/** A rule option's value in words: on/off, lists of ids as names ("none" when empty), a mapping as its keys' words. */
export function optionValue(value: unknown): string {
  if (value === true) return 'on';
  if (value === false) return 'off';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((v) => cardOrIdName(String(v))).join(', ');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).map(([k, v]) => `${optionName(k)} ${optionValue(v)}`).join(', ');
  }
  return String(value);
}

/** A text with every rule key in it as words: "0 takes it from commandSpell" -> "0 takes it from command spell". */
export function keysAsWords(text: string): string {
  return text.replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (word) => (RULE_OPTIONS.some((o) => o.key === word) ? optionName(word) : word));
}

/** One rule option as the pages show it: its words, its value in words, the key and its one-line doc (for the tooltip). */
export interface RuleWords {
  key: string;
  name: string;
  value: string;
  doc: string;
}

/** Every rule option (players left out: the pages name the player count on its own), in RULE_OPTIONS order. */
export function ruleWords(options: object, only: 'all' | 'changed' = 'all'): RuleWords[] {
  const rules = options as Readonly<Record<string, unknown>>;
  return RULE_OPTIONS
    .filter((o) => o.key in rules && (only === 'all' || JSON.stringify(rules[o.key]) !== JSON.stringify(o.default)))
    .map((o) => ({ key: o.key, name: optionName(o.key), value: optionValue(rules[o.key]), doc: keysAsWords(o.doc) }));
}

/** The rule set in words: "the base game" or "the base game but trophy rate 5, combat 2d6". */
export function rulesInWords(rules: object): string {
  const changed = ruleWords(rules, 'changed');
  return changed.length === 0 ? 'the base game (every rule option at its default)' : `the base game but ${changed.map((r) => `${r.name} ${r.value}`).join(', ')}`;
}

/** Who sat where: "basic at every seat", or "1st seat basic, 2nd seat expert, ..."; characters named when fixed. */
export function seatsInWords(seats: readonly { character: string | null; strategy: string }[]): string {
  const characters = seats.some((s) => s.character !== null);
  if (!characters && seats.every((s) => s.strategy === seats[0]?.strategy)) return `${seats[0]?.strategy ?? 'no one'} at every seat`;
  return seats.map((s, i) => `${seatName(i)} ${s.strategy}${s.character === null ? '' : ` (${characterName(s.character)})`}`).join(', ');
}

/** The line every page carries under its rule set: whose numbers these are. */
export function botCaveat(who: string): string {
  return `The figures are those of these bots (${who}) playing these rules: a character's win rate here is how often the bot wins with it, not a property of the game as people play it; other bots or people may differ.`;
}

/**
 * An arm's name as words: the generated "rules.trophyRate=5" -> "trophy rate 5", "doc=x1" ->
 * "DOC deck x1", "without gift-horse" -> "without Gift Horse"; a name from a scenario file as it is.
 */
export function armName(name: string, card: (id: string) => string = cardOrIdName): string {
  const vary = /^(?:rules\.)?([A-Za-z]+)=(.*)$/.exec(name);
  if (vary && RULE_OPTIONS.some((o) => o.key === vary[1])) return `${optionName(vary[1])} ${vary[2]}`;
  const without = /^without ([a-z0-9-]+)$/.exec(name);
  if (without) return `without ${card(without[1])}`;
  return name;
}
