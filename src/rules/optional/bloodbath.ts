// Alternative Rules for Faster Play, "Talisman Bloodbath" (rulebook p.21): three of the four
// Talisman Cards are removed at the start, and a player whose character is killed "immediately
// loses the game instead of drawing a new character card". The last player left wins.
import { changed } from '../../engine/changes.ts';
import { endGame } from '../../engine/death.ts';
import type { Game } from '../../engine/game.ts';
import type { Player } from '../../engine/player.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { ruleModule, option, withHooks } from '../module.ts';

/** "Remove three cards from the available Talisman Cards instead of using all four" (p.21). */
const TALISMANS_REMOVED = 3;

function removeTalismans(g: Game): void {
  for (let i = 0; i < TALISMANS_REMOVED && g.talismanStock.length > 0; i++) g.removedCards.push(g.talismanStock.pop()!);
  if (g.log.on) g.say(`${TALISMANS_REMOVED} Talisman Cards are removed from the game; ${g.talismanStock.length} left (Talisman Bloodbath)`);
}

/**
 * The killed character's player is out. The game's own check then ends it when no one is left (a
 * draw); here, since the base game's last-standing end waits for the Crown (p.20), the last player
 * left wins at once: by the Command Spell if it did the killing, else as last standing.
 */
function playerLoses(g: Game, p: Player): void {
  p.inGame = false;
  changed(p);
  if (g.log.on) g.say(`  ${g.name(p)}'s player is out of the game (Talisman Bloodbath)`);
  let left = 0;
  let last = -1;
  for (const q of g.players) {
    if (q.inGame) {
      left++;
      last = q.seat;
    }
  }
  if (left === 1) endGame(g, last, g.commandSpell ? 'command-spell' : 'last-standing');
}

export const bloodbath = ruleModule({
  id: 'talisman-bloodbath',
  desc: 'Faster play: one Talisman Card in the stock, and a player whose character is killed is out; the last player left wins (rulebook p.21).',
  options: [option('bloodbath', BOOLEAN, false, 'Talisman Bloodbath: three Talisman Cards removed, killed characters\' players are out (rulebook p.21)')],
  enabled: (o) => o.bloodbath,
  apply: (r) => withHooks(r, { gameStart: removeTalismans, characterKilled: playerLoses }),
});
