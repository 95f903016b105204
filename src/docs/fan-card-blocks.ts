// The docs blocks of what a fan card may do (docs/scenarios.md "Fan cards"), made from the registries
// the scenario loader checks against: every effect verb with its argument and an example
// (content/fan/effects.ts EFFECT_VERBS), and every ability an Object or Follower may give
// (engine ABILITIES, described in content/fan/card-abilities.ts) with the base cards that have it.
import { BASE_CONTENT } from '../content/index.ts';
import { EFFECT_VERBS, MAX_COUNT, VERBS, type EffectVerb } from '../content/fan/effects.ts';
import { CARD_ABILITY_NAMES, abilityDoc } from '../content/fan/card-abilities.ts';
import { CHARACTER_ABILITIES } from '../content/character-abilities.ts';
import { characterName } from '../report/labels.ts';
import type { Ability } from '../engine/index.ts';

/** An effect line for a verb as a card would write it: a count of 2, the Tavern, evil. */
export function effectExample(v: EffectVerb): string {
  const arg = EFFECT_VERBS[v].arg;
  return arg === 'count' ? `${v} 2` : arg === 'space' ? `${v} tavern` : arg === 'alignment' ? `${v} evil` : v;
}

/** The fan-effects block: each verb, its argument, what it does, an example and the base card it is taken from. */
export async function fanEffectLines(): Promise<string[]> {
  const arg = { none: '', count: ` N (1-${MAX_COUNT})`, space: ' SPACE (a board id)', alignment: ' good, neutral or evil' } as const;
  const rows = VERBS.map((v) => {
    const e = EFFECT_VERBS[v];
    return `| \`${v}\`${arg[e.arg]} | ${e.doc} | \`effect: ${effectExample(v)}\` | ${e.like || '–'} |`;
  });
  return ['| effect | what it does | example | as on the base card |', '| --- | --- | --- | --- |', ...rows];
}

/** The base cards (by name, once each) and the base character that have an ability. */
function holders(a: Ability): string {
  const cards = [...new Set(BASE_CONTENT.cards.filter((c) => c.abilities?.includes(a)).map((c) => c.name))];
  const from = CHARACTER_ABILITIES[a]?.from;
  return [...(from ? [`the ${characterName(from)}`] : []), ...cards].join(', ');
}

/** The fan-card-abilities block: each ability an Object, Magic Object or Follower may give, with its holders and an example. */
export async function fanCardAbilityLines(): Promise<string[]> {
  const rows = CARD_ABILITY_NAMES.map((a) => `| \`${a}\` | ${abilityDoc(a)} | ${holders(a)} |`);
  return [
    `Every one of the ${CARD_ABILITY_NAMES.length} abilities, as \`abilities: [${CARD_ABILITY_NAMES[1]}]\` names it:`,
    '',
    '| ability | what its holder gets | as the base character or cards |',
    '| --- | --- | --- |',
    ...rows,
  ];
}
