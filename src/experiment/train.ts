// `talisman-sim train`: self-play games on the worker pool, the scenarios as the arms of one
// experiment and positions recorded per game (positions-metric.ts), merged in game order, so the
// positions, and so the model, are the same bytes whatever the worker count; every fifth game
// (index 4 mod 5) is held out; the logistic fit and the held-out measures are in train-fit.ts, as is
// the calibration of its score fitted on the same positions. Policy iteration (--generations,
// generations.ts): generation k+1 is fitted on the games of learned players playing generation k's
// model, and kept only if it beats it.
import type { TopLevelSpec } from 'vega-lite';
import { FEATURE_COUNT, FEATURE_NAMES } from '../../strategies/learned/features.ts';
import { MODEL_FORMAT, MODEL_VERSION, type HeldOut, type ModelFile } from '../../strategies/learned/value.ts';
import type { RunPlan } from '../sim/plan.ts';
import { openRunner, type BatchRunner } from './pool.ts';
import { PositionList } from './positions-metric.ts';
import { measureArms } from './run.ts';
import { FIT_DEFAULTS, fitCalibration, fitLogistic, heldOutMeasures, roundWeights, type Positions } from './train-fit.ts';
import { VERSION } from '../sim/summary.ts';

export interface CollectOptions {
  runner: BatchRunner;
  batch: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** The lists' positions one after another (each plan's, plan by plan). */
function joined(lists: readonly PositionList[]): Positions {
  const parts = lists.map((l) => l.positions());
  const count = parts.reduce((n, p) => n + p.count, 0);
  const x = new Float32Array(count * FEATURE_COUNT);
  const y = new Uint8Array(count);
  let at = 0;
  for (const p of parts) {
    x.set(p.x, at * FEATURE_COUNT);
    y.set(p.y, at);
    at += p.count;
  }
  return { x, y, width: FEATURE_COUNT, count };
}

/**
 * The fitting and the held-out positions of the plans' games: the plans are the arms of one
 * experiment on the same game indices, the positions metric's (positions-metric.ts), joined plan by
 * plan, each in game order.
 */
export async function collectPositions(plans: readonly RunPlan[], o: CollectOptions): Promise<{ fit: Positions; held: Positions } | null> {
  const games = plans[0].games;
  const arms = plans.map((p) => {
    if (p.games !== games || p.seed !== plans[0].seed) throw new Error(`train plays every scenario on the same game indices: ${p.scenario} has ${p.games} games on seed '${p.seed}', ${plans[0].scenario} ${games} on '${plans[0].seed}'`);
    return p;
  });
  const total = arms.length * games;
  const byArm = await measureArms({ arms, metric: 'positions', params: null }, games, {
    runner: o.runner, batch: o.batch, signal: o.signal, onProgress: o.onProgress && ((done) => o.onProgress?.(done * arms.length, total)),
  });
  return byArm === null ? null : { fit: joined(byArm.map((a) => a.fit)), held: joined(byArm.map((a) => a.held)) };
}

export interface TrainSettings {
  scenarios: string[];
  games: number;
  seed: string;
  generation: number;
  l2?: number;
}

/** Fit the model on the positions and measure it on the held-out ones: the model file. */
export function fitModel(data: { fit: Positions; held: Positions }, s: TrainSettings): ModelFile {
  const l2 = s.l2 ?? FIT_DEFAULTS.l2;
  const weights = roundWeights(fitLogistic(data.fit, FEATURE_NAMES.indexOf('bias'), { ...FIT_DEFAULTS, l2 }));
  const calibration = fitCalibration(weights, data.fit);
  return {
    format: MODEL_FORMAT,
    version: MODEL_VERSION,
    provenance: {
      tool: `talisman-sim ${VERSION}`, scenarios: s.scenarios, games: s.games, seed: s.seed, generation: s.generation,
      positions: data.fit.count, l2,
    },
    features: [...FEATURE_NAMES],
    weights,
    calibration,
    heldOut: heldOutMeasures(weights, data.held, calibration),
  };
}

/** Play the plans' games and fit a model on their positions; null when stopped by the signal. */
export async function trainOn(plans: readonly RunPlan[], s: TrainSettings, o: Omit<CollectOptions, 'runner'> & { workers: number }): Promise<ModelFile | null> {
  const runner = openRunner(o.workers);
  try {
    const data = await collectPositions(plans, { ...o, runner });
    return data === null ? null : fitModel(data, s);
  } finally {
    await runner.stop();
  }
}

/** The plans of generation k + 1's games: every seat the learned player with generation k's model. */
export function learnedPlans(plans: readonly RunPlan[], model: ModelFile): RunPlan[] {
  return plans.map((p) => ({ ...p, rotate: false, tables: undefined, seats: p.seats.map((s) => ({ ...s, strategy: 'learned' })), models: { learned: model } }));
}

/** The held-out reliability as a Vega-Lite chart: predicted against observed by tenth, and the diagonal. */
export function reliabilitySpec(h: HeldOut, description: string): TopLevelSpec {
  const values = h.reliability.filter((b) => b.positions > 0).map((b) => ({ ...b, share: Number((b.positions / Math.max(1, h.positions)).toFixed(6)) }));
  const axis = { format: '.0%' };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description,
    title: { text: 'Learned value: reliability on held-out positions', subtitle: `log-loss ${h.logLoss}, Brier ${h.brier}, ${h.positions} positions` },
    width: 360,
    height: 360,
    layer: [
      {
        data: { values: [{ p: 0 }, { p: 1 }] },
        mark: { type: 'line', strokeDash: [4, 4], color: '#b03a2e' },
        encoding: { x: { field: 'p', type: 'quantitative' }, y: { field: 'p', type: 'quantitative' } },
      },
      {
        data: { values },
        mark: { type: 'line', point: true, color: '#1f4e9c' },
        encoding: {
          x: { field: 'predicted', type: 'quantitative', title: 'predicted chance to win', axis, scale: { domain: [0, 1] } },
          y: { field: 'observed', type: 'quantitative', title: 'share that won', axis, scale: { domain: [0, 1] } },
          size: { field: 'share', type: 'quantitative', title: 'share of positions' },
          tooltip: [
            { field: 'from', type: 'quantitative', format: '.0%' }, { field: 'to', type: 'quantitative', format: '.0%' },
            { field: 'positions', type: 'quantitative' }, { field: 'predicted', type: 'quantitative', format: '.1%' },
            { field: 'observed', type: 'quantitative', format: '.1%' },
          ],
        },
      },
    ],
  } as TopLevelSpec;
}
