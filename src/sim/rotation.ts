// Seat rotation: which strategy sits in which seat in game i of a plan. With `rotate` (or
// `tables`, the tournament's), game i plays table floor(i / n) mod T shifted by i mod n, so every
// strategy of a table takes every seat equally often. Fixed characters stay with their seat.
// A pure function of (plan, i): any worker count gives the same games.
import type { RunPlan, SeatPlan } from './plan.ts';

/** True when the plan's strategies move between seats from game to game. */
export function isRotating(plan: RunPlan): boolean {
  return plan.rotate === true || (plan.tables !== undefined && plan.tables.length > 0);
}

/** The seats of game `index`: seat s plays strategy table[(s + index) mod n]. */
export function seatsOf(plan: RunPlan, index: number): SeatPlan[] {
  if (!isRotating(plan)) return plan.seats;
  const n = plan.seats.length;
  const tables = plan.tables && plan.tables.length > 0 ? plan.tables : [plan.seats.map((s) => s.strategy)];
  const table = tables[Math.floor(index / n) % tables.length];
  const shift = index % n;
  return plan.seats.map((seat, s) => ({ character: seat.character, strategy: table[(s + shift) % n] }));
}
