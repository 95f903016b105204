// Alternative Rules for Faster Play, "The Command Spell" (rulebook p.21): "With five or more
// characters in the game" the Spell works on a lower roll (5 players 3-6, 6 players 2-6, 7 or more
// casts automatically); fewer keep the base 4-6 (p.20). Reading: the characters in the game when it
// is cast, so the table falls as players lose. A scenario may also name its own fixed minimum.
import type { Game } from '../../engine/index.ts';
import { intRule, oneOfRule } from '../../fields/field-rules.ts';
import { ruleModule, option, withSteps, withHooks } from '../module.ts';

export const COMMAND_SPELL_TABLES = ['base', 'faster'] as const;
export type CommandSpellTable = (typeof COMMAND_SPELL_TABLES)[number];

/** The base game's lowest working roll (p.20: "On a 4, 5, or 6"). */
const BASE_MIN = 4;

/** p.21's table: the lowest roll that works with this many players (1: it casts automatically). */
export function fasterCommandSpellMin(players: number): number {
  if (players >= 7) return 1;
  if (players === 6) return 2;
  if (players === 5) return 3;
  return BASE_MIN;
}

/** The players still in the game (p.20: one killed by the Command Spell "loses the game"). */
function inGame(g: Game): number {
  let n = 0;
  for (const q of g.players) if (q.inGame) n++;
  return n;
}

const byPlayersInGame = (g: Game): number => fasterCommandSpellMin(inGame(g));

export const commandSpell = ruleModule({
  id: 'command-spell-faster',
  desc: 'Faster play: the Command Spell works on 3-6 with 5 players, 2-6 with 6, automatically with 7+ (rulebook p.21), or on a chosen minimum roll.',
  options: [
    option('commandSpell', oneOfRule(COMMAND_SPELL_TABLES), 'base',
      'Command Spell roll: base (4-6) or faster (by the characters still in the game, rulebook p.21)'),
    option('commandSpellMinRoll', intRule(0, 6), 0, 'lowest roll that casts the Command Spell, 1 (automatic) to 6; 0 takes it from commandSpell'),
  ],
  enabled: (o) => (o.commandSpellMinRoll > 0 ? o.commandSpellMinRoll !== BASE_MIN : o.commandSpell === 'faster' && fasterCommandSpellMin(o.players) !== BASE_MIN),
  apply: (r, o) => {
    const fixed = o.commandSpellMinRoll;
    const min = fixed > 0 ? fixed : fasterCommandSpellMin(o.players);
    const text = min === 1 ? 'casts automatically' : `works on ${min}-6`;
    const step = fixed > 0 ? () => fixed : byPlayersInGame;
    return withHooks(withSteps(r, { commandSpellMin: () => step }), { gameStart: (g) => {
      if (g.log.on) g.say(`The Command Spell ${text} (${r.params.players} players, rulebook p.21)`);
    } });
  },
});
