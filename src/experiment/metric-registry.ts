// Every metric an experiment may fold its games into, by id: the worker threads find a batch's
// metric here by the id its task names. A new metric: its file (metric.ts says what it is) and a
// line here.
import { AGGREGATE_METRIC } from './aggregate-metric.ts';
import { DISAGREEMENTS_METRIC } from './disagreements-metric.ts';
import { FORK_METRIC } from './fork-metric.ts';
import type { Metric } from './metric.ts';
import { PAIRED_METRIC } from './paired-metric.ts';
import { PAIRING_METRIC } from './pairing-metric.ts';
import { POSITIONS_METRIC } from './positions-metric.ts';
import { WORTH_METRIC } from './worth-metric.ts';

export const METRICS = {
  aggregate: AGGREGATE_METRIC,
  paired: PAIRED_METRIC,
  positions: POSITIONS_METRIC,
  pairing: PAIRING_METRIC,
  disagreements: DISAGREEMENTS_METRIC,
  worth: WORTH_METRIC,
  fork: FORK_METRIC,
} as const;

export type MetricId = keyof typeof METRICS;
/** What a batch of metric K returns, what its total is, and its parameters. */
export type BatchOf<K extends MetricId> = (typeof METRICS)[K] extends Metric<infer B, unknown, unknown> ? B : never;
export type TotalOf<K extends MetricId> = (typeof METRICS)[K] extends Metric<unknown, infer T, unknown> ? T : never;
export type ParamsOf<K extends MetricId> = (typeof METRICS)[K] extends Metric<unknown, unknown, infer P> ? P : never;

/** Metric K, typed by its id. */
export function metricOf<K extends MetricId>(id: K): Metric<BatchOf<K>, TotalOf<K>, ParamsOf<K>> {
  return METRICS[id] as unknown as Metric<BatchOf<K>, TotalOf<K>, ParamsOf<K>>;
}
