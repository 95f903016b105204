// Throwaway diagnostic: capped Upgrade games, the state at the cap.
import { playGame } from '/work/wt/i46-plan/src/engine/index.ts';
import { loadScenario } from '/work/wt/i46-plan/src/scenario/load.ts';
import { CHARACTER_IDS } from '/work/wt/i46-plan/src/content/index.ts';
import { STRATEGY_IDS } from '/work/wt/i46-plan/strategies/index.ts';
import { createGame } from '/work/wt/i46-plan/src/sim/run-game.ts';
const plan = loadScenario('/work/wt/i46-plan/scenarios/upgrade.yaml', { characters: CHARACTER_IDS, strategies: STRATEGY_IDS });
const n = Number(process.argv[2] ?? 60);
const reasons: Record<string, number> = {};
const kinds: Record<string, number> = {};
for (let i = 0; i < n; i++) {
  const g = createGame({ ...plan, seed: 'diag' } as any, i);
  playGame(g);
  reasons[g.endReason] = (reasons[g.endReason] ?? 0) + 1;
  if (g.endReason !== 'timeout') continue;
  const alive = g.players.filter((p) => p.inGame && !p.dead);
  const tal = (p: any) => p.objects.filter((c: number) => (g as any).cardDef[c].id === "talisman").length;
  const holders = alive.filter((p) => tal(p) > 0).length;
  const desc = alive.map((p) => `${p.character!.id}:L${p.lives}S${p.character!.strength + p.strengthCounters}C${p.character!.craft + p.craftCounters}T${tal(p)}@${g.topo.region[p.space][0]}`).join(' ');
  const k = `alive${alive.length} holders${holders} crown${g.crownReached ? 1 : 0}`;
  kinds[k] = (kinds[k] ?? 0) + 1;
  console.log(i, k, desc);
}
console.log(reasons, kinds);
