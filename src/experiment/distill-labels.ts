// The labels cache of expert iteration (`train --expert-iteration N --labels FILE`): the first
// generation's labelled decisions (distill.ts Label) written to FILE after labelling, and read back
// instead of labelling when FILE exists, so that a fit costs seconds, not a relabel. The file is a
// first line naming the format, a JSON line saying what was labelled (scenario, seed, games, search
// budget and horizon, the rollout player, the option and context features, the kinds), then the
// decisions in game order, binary and little-endian: per decision its game, kind, option count,
// basic's pick and the search's, the options, each option's non-zero features (index, value), the
// rollout values and the context. Doubles are kept whole, so a fit from the file is the fit from
// the labelling byte for byte; the same labels give the same file byte for byte.
import { readFileSync } from 'node:fs';
import { CONTEXT_FEATURES, OPTION_FEATURES, OPTION_FEATURE_COUNT } from '../../strategies/learned/option-features.ts';
import { POLICY_KINDS } from '../../strategies/learned/policy.ts';
import { InputError, fsReason, writeFileAtomic } from '../sim/json-file.ts';
import type { Label } from './distill.ts';

export const LABELS_FORMAT = 'talisman-sim-labels 1';

/** What a labels file was made from: a cache is used only for the same. */
export interface LabelsHeader {
  scenario: string;
  seed: string;
  games: number;
  budget: number;
  horizon: number;
  /** The search's rollout player: 'basic' (the first generation's). */
  rollout: string;
}

/** The header as written: what was labelled, and the features and kinds the labels are in. */
function fullHeader(h: LabelsHeader): Record<string, unknown> {
  return { ...h, features: OPTION_FEATURES, context: CONTEXT_FEATURES, kinds: POLICY_KINDS };
}

const KIND_INDEX = new Map<string, number>(POLICY_KINDS.map((k, i) => [k, i]));

/** Bytes of one decision (its rows sparse). */
function sizeOf(l: Label): number {
  let size = 5 * 4 + l.n * 4 + l.n * 8 + l.ctx.length * 8 + 4 + l.n;
  for (let j = 0; j < l.n * OPTION_FEATURE_COUNT; j++) if (l.rows[j] !== 0) size += 1 + 8;
  return size;
}

/** The labels (by game, in game order) as the bytes of a labels file. */
export function encodeLabels(header: LabelsHeader, byGame: readonly (readonly Label[])[]): Buffer {
  const head = Buffer.from(`${LABELS_FORMAT}\n${JSON.stringify(fullHeader(header))}\n`);
  let size = 4;
  for (const labels of byGame) for (const l of labels) size += sizeOf(l);
  const body = Buffer.alloc(size);
  let at = body.writeInt32LE(byGame.length, 0);
  for (const labels of byGame) {
    for (const l of labels) {
      at = body.writeInt32LE(l.game, at);
      at = body.writeInt32LE(KIND_INDEX.get(l.kind) ?? -1, at);
      at = body.writeInt32LE(l.n, at);
      at = body.writeInt32LE(l.basic, at);
      at = body.writeInt32LE(l.pick, at);
      for (let i = 0; i < l.n; i++) at = body.writeInt32LE(l.options[i], at);
      for (let i = 0; i < l.n; i++) at = body.writeDoubleLE(l.q[i], at);
      at = body.writeInt32LE(l.ctx.length, at);
      for (let k = 0; k < l.ctx.length; k++) at = body.writeDoubleLE(l.ctx[k], at);
      for (let i = 0; i < l.n; i++) {
        const row = i * OPTION_FEATURE_COUNT;
        let nonZero = 0;
        for (let k = 0; k < OPTION_FEATURE_COUNT; k++) if (l.rows[row + k] !== 0) nonZero++;
        at = body.writeUInt8(nonZero, at);
        for (let k = 0; k < OPTION_FEATURE_COUNT; k++) {
          if (l.rows[row + k] === 0) continue;
          at = body.writeUInt8(k, at);
          at = body.writeDoubleLE(l.rows[row + k], at);
        }
      }
    }
  }
  return Buffer.concat([head, body]);
}

/** Reads a labels file's bytes: the labels by game; an InputError naming `source` unless it holds labels of `header`. */
export function decodeLabels(bytes: Buffer, header: LabelsHeader, source: string): Label[][] {
  const fail = (what: string): never => {
    throw new InputError(`${source}: ${what}`);
  };
  const first = bytes.indexOf(10);
  const second = first < 0 ? -1 : bytes.indexOf(10, first + 1);
  if (second < 0 || bytes.subarray(0, first).toString() !== LABELS_FORMAT) fail(`not a labels file (its first line must be '${LABELS_FORMAT}')`);
  let made: Record<string, unknown> = {};
  try {
    made = JSON.parse(bytes.subarray(first + 1, second).toString()) as Record<string, unknown>;
  } catch {
    fail('its second line is not JSON (the file is damaged)');
  }
  const want = fullHeader(header);
  for (const key of Object.keys(want)) {
    if (JSON.stringify(made[key]) !== JSON.stringify(want[key])) {
      fail(`labelled with ${key} ${JSON.stringify(made[key])}, this run's is ${JSON.stringify(want[key])} (delete the file to label again, or name another)`);
    }
  }
  try {
    return readBody(bytes.subarray(second + 1), header.games);
  } catch (err) {
    return fail(`damaged (${err instanceof RangeError ? 'it ends early' : err instanceof Error ? err.message : String(err)})`);
  }
}

function readBody(body: Buffer, games: number): Label[][] {
  let at = 0;
  const int = () => ((at += 4), body.readInt32LE(at - 4));
  const double = () => ((at += 8), body.readDoubleLE(at - 8));
  if (int() !== games) throw new Error(`not ${games} games`);
  const byGame: Label[][] = Array.from({ length: games }, () => []);
  while (at < body.length) {
    const game = int();
    const kind = POLICY_KINDS[int()];
    const n = int();
    if (kind === undefined || game < 0 || game >= games || n < 1 || n > 255) throw new Error(`a decision at byte ${at} is not one`);
    const basic = int();
    const pick = int();
    const options = new Int32Array(n);
    for (let i = 0; i < n; i++) options[i] = int();
    const q = new Float64Array(n);
    for (let i = 0; i < n; i++) q[i] = double();
    const ctx = new Float64Array(int());
    for (let k = 0; k < ctx.length; k++) ctx[k] = double();
    const rows = new Float64Array(n * OPTION_FEATURE_COUNT);
    for (let i = 0; i < n; i++) {
      const nonZero = body.readUInt8(at++);
      for (let j = 0; j < nonZero; j++) {
        const k = body.readUInt8(at++);
        if (k >= OPTION_FEATURE_COUNT) throw new Error(`feature ${k} at byte ${at - 1}`);
        rows[i * OPTION_FEATURE_COUNT + k] = double();
      }
    }
    byGame[game].push({ game, kind, options, basic, pick, n, rows, q, ctx });
  }
  return byGame;
}

/** Write the labels to `path` whole or not at all (json-file.ts writeFileAtomic). */
export function writeLabels(path: string, header: LabelsHeader, byGame: readonly (readonly Label[])[]): void {
  writeFileAtomic(path, encodeLabels(header, byGame));
}

/** The labels of `path`, or null when there is no such file; an InputError for a file that is not labels of `header`. */
export function readLabels(path: string, header: LabelsHeader): Label[][] | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new InputError(`cannot read ${path}: ${fsReason(err, path)}`);
  }
  return decodeLabels(bytes, header, path);
}
