import { runGame } from './src/sim/run-game.ts';
import { DEFAULT_RULES } from './src/rules/options.ts';
const n = Number(process.argv[2] ?? 200);
const plan = { scenario: 'x', rules: { ...DEFAULT_RULES }, seats: [0,1,2,3].map(() => ({ character: null, strategy: process.env.S ?? 'basic' })), games: n, seed: process.env.SEED ?? 'b' };
const t0 = performance.now(); let to = 0, rounds = 0;
for (let i = 0; i < n; i++) { const r = runGame(plan, i); rounds += r.rounds; if (r.endReason === 'timeout') to++; }
const dt = (performance.now() - t0) / 1000;
console.log(`games ${n} gps ${(n/dt).toFixed(1)} timeouts ${to} meanRounds ${(rounds/n).toFixed(1)}`);
