/** A duration as cards draw it (ValueFormat 'duration': seconds) from the milliseconds services answer. */
export function durationSeconds(ms: number): number;
export function durationSeconds(ms: number | null): number | null;
export function durationSeconds(ms: number | null): number | null {
  return ms === null ? null : ms / 1000;
}
