// The CPU slowdown that makes this machine a mid-tier phone, from Lighthouse's measure of its speed
// (benchmarkIndex, in every result's `environment`). Lighthouse's own 4x fits a high-end desktop of
// index ~1500; on a faster machine 4x is a faster phone than Lighthouse's target, on a slower or busy
// one a slower phone. Lighthouse's docs (docs/throttling.md, "Calibrating the CPU slowdown") send the
// index to its CPU slowdown calculator; this is the calculator's rule (computeMultiplierMessages):
//   index 150 -> 1x, 800 -> 2x, 1300 -> 3x, linear between them; above 1300 one more x per 233
//   (1533 -> 4x, 2000 -> 6x, 3100 -> 10.7x). Below 150 the calculator says the machine is too slow to
//   stand for the phone at all.

/** the slowdown used when the index could not be measured: Lighthouse's own default */
export const DEFAULT_CPU_SLOWDOWN = 4;
/** the slowdowns the bench accepts: below 1x is a machine slower than the phone, above 20x is a measure gone wrong */
export const CPU_SLOWDOWN_RANGE = { min: 1, max: 20 } as const;

/** Lighthouse's CPU slowdown calculator's multiplier for `benchmarkIndex`, bounded; 4 when there is no measure */
export function cpuSlowdownFor(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233
    : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500
    : 1 + (benchmarkIndex - 150) / 650;
  const bounded = Math.min(CPU_SLOWDOWN_RANGE.max, Math.max(CPU_SLOWDOWN_RANGE.min, multiplier));
  // one decimal, as the calculator shows it (and as the figures print it)
  return Math.round(bounded * 10) / 10;
}
