// The board's shape, derived once per content from the space table: the Outer and Middle rings,
// the Inner ring with its two routes, the bridge, the Portal and the Raft crossings.
import type { Content, Region } from './types.ts';

export interface Topology {
  readonly region: readonly Region[];
  /** Next space clockwise / counterclockwise within its ring (-1 for the Crown). */
  readonly cw: Int16Array;
  readonly ccw: Int16Array;
  /** Space across the bridge, or -1; and the guard's Strength when crossing from here (0 none). */
  readonly bridge: Int16Array;
  readonly bridgeGuard: Int8Array;
  /** Raft crossings: spaces directly opposite across the Storm River. */
  readonly opposite: readonly (readonly number[])[];
  /** The one space whose bridge is guarded (the Sentinel); move options flag crossing it. */
  readonly sentinel: number;
  readonly portal: number;
  readonly plain: number;
  readonly valley: number;
  readonly crown: number;
  /**
   * Move options already worked out, by from * MOVE_CACHE_STEPS + steps (movement.ts fills it):
   * they depend on the board alone.
   */
  readonly moves: (readonly number[] | undefined)[];
  /**
   * Shortest route by count of spaces between two Outer or Middle spaces, at from * n + to: steps
   * round the rings and the bridge hop (one movement point, reference 1.5); -1 if none (the Inner
   * Region and the Crown, reached only through the Portal).
   */
  readonly route: Int16Array;
}

/** Moves of fewer steps than this are remembered per board (a die or two). */
export const MOVE_CACHE_STEPS = 16;

const cache = new WeakMap<Content, Topology>();

export function topology(content: Content): Topology {
  let t = cache.get(content);
  if (!t) {
    t = buildTopology(content);
    cache.set(content, t);
  }
  return t;
}

function buildTopology(content: Content): Topology {
  const spaces = content.spaces;
  const n = spaces.length;
  const index = new Map(spaces.map((s, i) => [s.id, i]));
  const at = (id: string): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`board: unknown space '${id}'`);
    return i;
  };
  const cw = new Int16Array(n).fill(-1);
  const ccw = new Int16Array(n).fill(-1);
  for (const region of ['outer', 'middle', 'inner'] as const) {
    const ring = spaces.flatMap((s, i) => (s.region === region ? [i] : []));
    ring.forEach((s, k) => {
      cw[s] = ring[(k + 1) % ring.length];
      ccw[s] = ring[(k + ring.length - 1) % ring.length];
    });
  }
  const bridge = new Int16Array(n).fill(-1);
  const bridgeGuard = new Int8Array(n);
  spaces.forEach((s, i) => {
    if (s.bridge) bridge[i] = at(s.bridge);
    bridgeGuard[i] = s.bridgeGuard ?? 0;
  });
  const portal = spaces.findIndex((s) => s.portal);
  const inner = spaces.flatMap((s, i) => (s.region === 'inner' ? [i] : []));
  return {
    region: spaces.map((s) => s.region),
    cw, ccw, bridge, bridgeGuard,
    opposite: spaces.map((s) => (s.opposite ?? []).map(at)),
    sentinel: bridgeGuard.findIndex((v) => v > 0),
    portal,
    plain: inner[0],
    valley: inner[inner.length / 2],
    crown: spaces.findIndex((s) => s.region === 'crown'),
    // Filled with undefined up front: keys reach n * MOVE_CACHE_STEPS, and an array grown by
    // scattered indices may fall back to slow (dictionary) elements.
    moves: new Array<readonly number[] | undefined>(n * MOVE_CACHE_STEPS).fill(undefined),
    route: routes(spaces.map((s) => s.region), cw, ccw, bridge),
  };
}

/** Breadth-first search from every Outer and Middle space over ring steps and the bridge. */
function routes(region: readonly Region[], cw: Int16Array, ccw: Int16Array, bridge: Int16Array): Int16Array {
  const n = region.length;
  const dist = new Int16Array(n * n).fill(-1);
  const queue: number[] = [];
  for (let from = 0; from < n; from++) {
    if (region[from] !== 'outer' && region[from] !== 'middle') continue;
    dist[from * n + from] = 0;
    queue.length = 0;
    queue.push(from);
    for (let i = 0; i < queue.length; i++) {
      const s = queue[i];
      for (const t of [cw[s], ccw[s], bridge[s]]) {
        if (t < 0 || dist[from * n + t] >= 0) continue;
        dist[from * n + t] = dist[from * n + s] + 1;
        queue.push(t);
      }
    }
  }
  return dist;
}
