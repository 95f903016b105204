// Facts about a space that several Upgrade parts read: the region where moves are rolled and
// characters met (Outer and Middle), and whether an Enemy card lies there.
import type { Game } from '../../engine/index.ts';

/** Is the space in the Outer or Middle Region (not the Inner Region, whose spaces are met separately, clause 7)? */
export function outerOrMiddle(g: Game, space: number): boolean {
  const region = g.topo.region[space];
  return region === 'outer' || region === 'middle';
}

/** Does an Enemy card lie on the space (clause 28: it "cancels the opportunity for attackers to use their special abilities"; it guards what lies there)? */
export function enemiesHere(g: Game, space: number): boolean {
  for (const c of g.spaceCards[space]) if (g.cardDef[c].kind === 'enemy') return true;
  return false;
}
