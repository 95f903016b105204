// Encountering another character (rulebook p.9-11): attack him, or use a special ability on him
// (the Thief's theft, the Sorceress's beguiling and Follower-taking, the Minstrel's Maiden and
// Princess). The attack itself is in combat-characters.ts.
import { CHARACTER_ACTIONS, type CharacterAction } from './decisions.ts';
import { attackCharacter, defenderEvades } from './combat-characters.ts';
import { rollOne } from './dice.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { canHave, gainCard, removeCard } from './possessions.ts';
import { giveGold, has } from './stats.ts';

const A = (a: CharacterAction): number => CHARACTER_ACTIONS.indexOf(a);

/** The actions p may take against q here. */
export function characterActions(g: Game, p: Player, q: Player, onCrown: boolean, out: number[]): void {
  out.push(A('attack'));
  if (has(g, p, 'psychic-attack')) out.push(A('psychic-attack'));
  if (!onCrown && has(g, p, 'assassinate')) out.push(A('assassinate'));
  if (onCrown) return;
  const loot = q.gold > 0 || q.objects.some((c) => canHave(g, p, c));
  if (has(g, p, 'steal') && loot) out.push(A('steal'));
  if (has(g, p, 'beguile') && loot) out.push(A('beguile'));
  if (has(g, p, 'take-follower') && q.followers.some((c) => takable(g, p, c, 'pure', false))) out.push(A('take-follower'));
  if (has(g, p, 'take-maiden-princess') && q.followers.some((c) => takable(g, p, c, 'lady', true))) out.push(A('take-maiden-princess'));
}

function takable(g: Game, p: Player, c: number, trait: 'pure' | 'lady', wanted: boolean): boolean {
  const d = g.cardDef[c];
  return d.kind === 'follower' && d.traits.includes(trait) === wanted && canHave(g, p, c);
}

/** p encounters q: one attack or one special ability. */
export function encounterCharacter(g: Game, p: Player, q: Player): void {
  const onCrown = g.topo.region[p.space] === 'crown';
  const o = g.options('character-action', p, q.seat);
  characterActions(g, p, q, onCrown, o);
  const action = CHARACTER_ACTIONS[g.decide()];
  g.turnOver = true;
  if (action === 'attack' || action === 'psychic-attack' || action === 'assassinate') {
    attackCharacter(g, p, q, action === 'psychic-attack', action === 'assassinate');
    return;
  }
  if (g.log.on) g.say(`  ${g.name(p)} uses ${action} on ${g.name(q)}`);
  if (defenderEvades(g, q, p)) {
    if (g.log.on) g.say(`  ${g.name(q)} evades`);
    return;
  }
  if (action === 'beguile' && rollOne(g, p, 1) < beguileTarget(q)) return;
  if (action === 'steal' || action === 'beguile') takeGoldOrObject(g, p, q);
  else takeFollower(g, p, q, action === 'take-follower' ? 'pure' : 'lady', action !== 'take-follower');
}

/** The Sorceress needs 6 against good, 5-6 against neutral, 4-6 against evil (reference 2). */
function beguileTarget(q: Player): number {
  return q.alignment === 'good' ? 6 : q.alignment === 'neutral' ? 5 : 4;
}

/** p takes one gold or one Object of his choice from q (the Thief, the Sorceress, Acquisition). */
export function takeGoldOrObject(g: Game, p: Player, q: Player): void {
  const o = g.options('target-card', p, q.seat);
  if (q.gold > 0) o.push(-1);
  for (const c of q.objects) if (canHave(g, p, c)) o.push(c);
  const c = g.decide();
  if (c < 0) return giveGold(g, q, p, 1);
  removeCard(g, q, c);
  gainCard(g, p, c);
}

function takeFollower(g: Game, p: Player, q: Player, trait: 'pure' | 'lady', wanted: boolean): void {
  const o = g.options('target-card', p, q.seat);
  for (const c of q.followers) if (takable(g, p, c, trait, wanted)) o.push(c);
  const c = g.decide();
  removeCard(g, q, c);
  gainCard(g, p, c);
}
