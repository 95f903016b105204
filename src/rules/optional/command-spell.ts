// Alternative Rules for Faster Play, "The Command Spell" (rulebook p.21): with five or more
// characters the Spell works on a lower roll (5 players 3-6, 6 players 2-6, 7 or more casts
// automatically); fewer players keep the base 4-6 (p.20). A scenario may also name its own minimum.
import { intRule, oneOfRule } from '../../fields/field-rules.ts';
import { withHooks, type RuleModule } from '../module.ts';
import { COMMAND_SPELL_TABLES } from '../option-types.ts';
export { COMMAND_SPELL_TABLES, type CommandSpellTable } from '../option-types.ts';


/** The base game's lowest working roll (p.20: "On a 4, 5, or 6"). */
const BASE_MIN = 4;

/** p.21's table: the lowest roll that works with this many players (1: it casts automatically). */
export function fasterCommandSpellMin(players: number): number {
  if (players >= 7) return 1;
  if (players === 6) return 2;
  if (players === 5) return 3;
  return BASE_MIN;
}

export const commandSpell: RuleModule = {
  id: 'command-spell-faster',
  desc: 'Faster play: the Command Spell works on 3-6 with 5 players, 2-6 with 6, automatically with 7+ (rulebook p.21), or on a chosen minimum roll.',
  options: [
    { key: 'commandSpell', rule: oneOfRule(COMMAND_SPELL_TABLES), default: 'base', doc: 'Command Spell roll: base (4-6) or faster (by player count, rulebook p.21)' },
    {
      key: 'commandSpellMinRoll', rule: intRule(0, 6), default: 0,
      doc: 'lowest roll that casts the Command Spell, 1 (automatic) to 6; 0 takes it from commandSpell',
    },
  ],
  enabled: (o) => (o.commandSpellMinRoll > 0 ? o.commandSpellMinRoll !== BASE_MIN : o.commandSpell === 'faster' && fasterCommandSpellMin(o.players) !== BASE_MIN),
  apply: (r, o) => {
    const min = o.commandSpellMinRoll > 0 ? o.commandSpellMinRoll : fasterCommandSpellMin(o.players);
    const text = min === 1 ? 'casts automatically' : `works on ${min}-6`;
    return withHooks({ ...r, commandSpellMin: min }, { gameStart: (g) => {
      if (g.log.on) g.say(`The Command Spell ${text} (${r.players} players, rulebook p.21)`);
    } });
  },
};
