// Alternative Rules, "Inherited Items" (rulebook p.21): a killed character's Objects (Magic Objects
// too), gold and Followers are put to one side, not left on his space, so no killer may take them;
// his player's next character inherits them, and what he cannot take goes on his start space.
import { boardChanged } from '../../engine/changes.ts';
import { leaveOnSpace } from '../../engine/death.ts';
import type { Game } from '../../engine/game.ts';
import type { Player } from '../../engine/player.ts';
import { canHave, enforceLimits, removeCard } from '../../engine/possessions.ts';
import { BOOLEAN } from '../../fields/field-rules.ts';
import { ruleModule, option, withSteps, withHooks } from '../module.ts';

function holds(p: Player): boolean {
  return p.objects.length + p.followers.length + p.gold > 0;
}

/**
 * Step "leave possessions": the player keeps them to one side (they stay in his play area, which
 * no one else reaches while he has no character, and count in the stocks as held).
 */
function setAside(g: Game, p: Player): void {
  if (g.log.on && holds(p)) {
    g.say(`  ${g.name(p)}'s ${p.objects.length} Objects, ${p.followers.length} Followers and ${p.gold} gold are set aside for his next character (Inherited Items)`);
  }
}

/** A player with no next character (out of the game) leaves what he set aside where he died (p.5). */
function leaveIfOut(g: Game, p: Player): void {
  if (p.dead && !p.inGame && holds(p)) leaveOnSpace(g, p);
}

/** The first arrival on the Crown puts out every player still waiting for a character (p.20). */
function crownReached(g: Game): void {
  for (const q of g.players) if (q.dead && holds(q)) leaveOnSpace(g, q);
}

/**
 * The new character inherits what was set aside, on his start space. What he may not have (an
 * alignment's Objects, Followers he may not keep) and what is over his carrying limit (p.12, his
 * choice as ever) "must be placed on his start space".
 */
function inherit(g: Game, p: Player): void {
  const space = g.spaceCards[p.space];
  for (const list of [p.objects, p.followers]) {
    for (let i = list.length - 1; i >= 0; i--) {
      const c = list[i];
      if (canHave(g, p, c)) continue;
      removeCard(g, p, c);
      space.push(c);
      boardChanged(g);
      if (g.log.on) g.say(`  ${g.name(p)} may not have ${g.cardDef[c].name}: it stays on the ${g.spaces[p.space].name}`);
    }
  }
  enforceLimits(g, p);
}

export const inheritedItems = ruleModule({
  id: 'inherited-items',
  desc: 'Inherited Items: a killed character\'s Objects, gold and Followers go to his player\'s next character, never to his killer (rulebook p.21).',
  options: [option('inheritedItems', BOOLEAN, false, 'a killed character\'s Objects, gold and Followers pass to his player\'s next character (rulebook p.21)')],
  enabled: (o) => o.inheritedItems,
  apply: (r) => withHooks(withSteps(r, { leavePossessions: () => setAside }), {
    characterKilled: leaveIfOut, turnStart: leaveIfOut, crownReached, characterEntered: inherit,
  }),
});
