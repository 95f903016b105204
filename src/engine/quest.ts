// The Warlock's quests (reference section 1.6): one at a time; on completion the character is at
// once teleported back to the Warlock's Cave and given a Talisman if one is left. The quest is
// handed out by the Warlock's Cave space (content/board.ts).
import { changed, placeOn } from './changes.ts';
import { KIND } from './decisions.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { discardCard, gainCard } from './possessions.ts';
import { payGold } from './stats.ts';
import { leaveSpace } from './hooks.ts';

/** Quest by die roll: 1 take a life from a character, 2 kill an Enemy, 3 deliver a Follower,
 * 4 deliver a Magic Object, 5 deliver 3G, 6 deliver 2G. */
export const QUESTS = ['', 'take-life', 'kill-enemy', 'follower', 'magic-object', 'gold-3', 'gold-2'] as const;

/** Give p the quest rolled, remembering where to return; deliveries already in hand finish at once. */
export function takeQuest(g: Game, p: Player, roll: number, space: number): void {
  p.quest = roll;
  changed(p);
  p.questSpace = space;
  if (g.log.on) g.say(`  ${g.name(p)} takes the Warlock's quest: ${QUESTS[roll]}`);
  checkDelivery(g, p);
}

/** Something happened that may complete p's quest. */
export function questEvent(g: Game, p: Player, what: 'take-life' | 'kill-enemy'): void {
  if (p.quest > 0 && QUESTS[p.quest] === what) completeQuest(g, p);
}

/** Delivery quests complete as soon as p has what is asked (the item or gold is discarded). */
export function checkDelivery(g: Game, p: Player): void {
  if (p.quest === 0 || !p.alive) return;
  const q = QUESTS[p.quest];
  if (q === 'gold-3' || q === 'gold-2') {
    const need = q === 'gold-3' ? 3 : 2;
    if (p.gold < need) return;
    payGold(g, p, need);
  } else if (q === 'follower' || q === 'magic-object') {
    const o = g.options(KIND.drop, p);
    if (q === 'follower') for (const c of p.followers) o.push(c);
    else for (const c of p.objects) if (g.cardDef[c].kind === 'magic-object') o.push(c);
    if (o.length === 0) return;
    discardCard(g, p, g.decide());
  } else return;
  completeQuest(g, p);
}

function completeQuest(g: Game, p: Player): void {
  p.quest = 0;
  changed(p);
  if (p.space !== p.questSpace) leaveSpace(g, p);
  placeOn(g, p, p.questSpace);
  g.turnOver = true;
  if (g.log.on) g.say(`  ${g.name(p)} completes the quest and returns to the ${g.spaces[p.space].name}`);
  g.rules.steps.giveTalisman(g, p);
}

/** Base step "a Talisman from the board" (RuleSet.giveTalisman): a Talisman card, if one is left (reference M01, M05). */
export function giveTalismanCard(g: Game, p: Player): void {
  const t = g.talismanStock.pop();
  if (t !== undefined) gainCard(g, p, t);
}
