// The expert's weights: a plain JSON file (expert.weights.json) of one Personality per game phase,
// checked key by key against BASIC's shape so that a typo or a wrong type names the file and key.
// The tuner may pass its own weights object; it is validated the same way.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BASIC, type Personality } from './personality.ts';

export interface ExpertWeights {
  /** Rounds at which the mid and the late phase start. */
  midRound: number;
  lateRound: number;
  /** Spell ids the expert never casts. */
  neverCast: string[];
  /** Reroll a movement die when a new roll's expected best landing is better by this much. */
  moveRerollGain: number;
  /** Worth of landing on a Talisman holder while I have none, times my chance to beat him. */
  talismanPrey: number;
  /** Attack a Talisman holder (while I have none) when my chance to beat him is at least this. */
  talismanOdds: number;
  early: Personality;
  mid: Personality;
  late: Personality;
  /** Used instead of the phase's while a rival is in the Inner Region or on the Crown. */
  race: Personality;
}

const NUMBERS = ['midRound', 'lateRound', 'moveRerollGain', 'talismanPrey', 'talismanOdds'];
/** The Personality phases of a weights file, in file order. */
export const PHASES = ['early', 'mid', 'late', 'race'];

export const WEIGHTS_FILE = fileURLToPath(new URL('./expert.weights.json', import.meta.url));

function fail(source: string, key: string, what: string): never {
  throw new Error(`${source}: key '${key}' ${what}`);
}

function isPairs(x: unknown): boolean {
  return Array.isArray(x) && x.length > 0 && x.every((p) => Array.isArray(p) && p.length === 2 && p.every(Number.isFinite));
}

/** Check `x` has exactly the keys of `shape`, each of the same type (numbers finite). */
function checkLike(x: unknown, shape: object, source: string, path: string): void {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) fail(source, path, 'must be an object');
  for (const k of Object.keys(x)) if (!(k in shape)) fail(source, `${path}.${k}`, 'is not a known weight');
  for (const [k, want] of Object.entries(shape)) {
    const key = `${path}.${k}`;
    const got = (x as Record<string, unknown>)[k];
    if (got === undefined) fail(source, key, 'is missing');
    if (Array.isArray(want)) {
      if (!isPairs(got)) fail(source, key, 'must be a non-empty list of [lives, strength] pairs');
    } else if (typeof want === 'object') checkLike(got, want, source, key);
    else if (typeof want === 'number' && !Number.isFinite(got)) fail(source, key, 'must be a number');
    else if (typeof got !== typeof want) fail(source, key, `must be a ${typeof want}`);
  }
}

/** Validate a weights object; `source` names where it came from in errors. */
export function validateWeights(x: unknown, source: string): ExpertWeights {
  if (typeof x !== 'object' || x === null) fail(source, '(root)', 'must be an object');
  const w = x as Record<string, unknown>;
  const known = ['comment', 'neverCast', ...NUMBERS, ...PHASES];
  for (const k of Object.keys(w)) if (!known.includes(k)) fail(source, k, 'is not a known weight');
  for (const k of NUMBERS) if (!Number.isFinite(w[k])) fail(source, k, 'must be a number');
  if (!Array.isArray(w.neverCast) || !w.neverCast.every((s) => typeof s === 'string')) fail(source, 'neverCast', 'must be a list of Spell ids');
  for (const phase of PHASES) checkLike(w[phase], BASIC, source, phase);
  return w as unknown as ExpertWeights;
}

/** Read and validate a weights file. */
export function loadWeights(file: string): ExpertWeights {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`${file}: cannot read expert weights (${(e as Error).message})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not valid JSON (${(e as Error).message})`);
  }
  return validateWeights(data, file);
}
