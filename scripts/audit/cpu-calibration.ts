/**
 * The CPU slowdown that makes the audit's emulated phone the same on any machine.
 *
 * Lighthouse's mobile preset slows the CPU four times, which emulates a mid-tier phone
 * on a machine of benchmark index ~1,750 (Lighthouse's throttling guide). On a slower
 * machine the same 4x emulates a slower phone: even a page with no script then reads
 * over the TBT budget (decision 0015). Lighthouse measures the machine's benchmark index
 * at the start of every run (`lhr.environment.benchmarkIndex`); the audit reads it in
 * the same run, on the trivial page, and scales the slowdown in proportion, within 1x-8x:
 * index 1,090 gives 2.5x, 2,890 gives 6.6x. The same multiplier is used wherever the
 * audit slows the CPU (Lighthouse mobile, the machine floor, the interaction and
 * hydration benchmarks).
 */

/** The benchmark index at which Lighthouse's 4x emulates the reference phone. */
export const REFERENCE_BENCHMARK_INDEX = 1750
export const REFERENCE_CPU_SLOWDOWN = 4
export const CPU_SLOWDOWN_BOUNDS = { min: 1, max: 8 } as const

/** The slowdown for a machine of `benchmarkIndex`, to one decimal. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`No benchmark index to calibrate the CPU slowdown with (got ${benchmarkIndex})`)
  const proportional = (REFERENCE_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX
  const bounded = Math.min(CPU_SLOWDOWN_BOUNDS.max, Math.max(CPU_SLOWDOWN_BOUNDS.min, proportional))
  return Math.round(bounded * 10) / 10
}

export interface CpuCalibration {
  /** The machine's benchmark index: the median of the runs below. */
  benchmarkIndex: number
  /** Each calibration run's index, as Lighthouse reported it. */
  indexRuns: number[]
  /** The CPU slowdown multiplier every throttled measurement of the run uses. */
  cpuSlowdown: number
}

/** The calibration from the benchmark indexes of several runs (their median). */
export function calibrationFrom(indexRuns: readonly number[]): CpuCalibration {
  const sorted = [...indexRuns].filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) throw new Error('No benchmark index to calibrate the CPU slowdown with')
  const middle = Math.floor(sorted.length / 2)
  const benchmarkIndex = Math.round(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2)
  return { benchmarkIndex, indexRuns: [...indexRuns], cpuSlowdown: calibratedCpuSlowdown(benchmarkIndex) }
}

/** How the audit prints the calibration beside a figure: `CPU 2.5x (benchmark index 1090)`. */
export function calibrationLabel(calibration: Pick<CpuCalibration, 'benchmarkIndex' | 'cpuSlowdown'>): string {
  return `CPU ${calibration.cpuSlowdown}x (benchmark index ${Math.round(calibration.benchmarkIndex)})`
}
