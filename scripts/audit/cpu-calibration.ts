/**
 * The CPU slowdown that makes the audit's emulated phone the same on any machine.
 *
 * Lighthouse's mobile preset slows the CPU four times, which emulates a mid-tier phone
 * on a machine of benchmark index ~1,750 (Lighthouse's throttling guide). On a slower
 * machine the same 4x emulates a slower phone: even a page with no script then reads
 * over the TBT budget (decision 0015). Lighthouse measures the machine's benchmark index
 * at the start of every run (`lhr.environment.benchmarkIndex`); the audit reads it in
 * the same run, on the trivial page, and scales the slowdown in proportion, within 1x-8x:
 * index 1,090 gives 2.5x, 2,890 gives 6.6x.
 *
 * The host's speed also moves within a run (on a shared two-core machine the index read
 * 968-2032 within minutes), so each throttled measurement is calibrated where it is taken:
 * the interaction and hydration benchmarks run Lighthouse's benchmark in the browser just
 * before each load, and a Lighthouse run whose own index calls for a slowdown more than
 * 20% away from the one it ran at is measured again at that one (runAtHostSlowdown).
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

/** The benchmark index at which Lighthouse's 4x emulates the reference phone. */
export const REFERENCE_BENCHMARK_INDEX = 1750
export const REFERENCE_CPU_SLOWDOWN = 4
export const CPU_SLOWDOWN_BOUNDS = { min: 1, max: 8 } as const
/** How far, as a share of the slowdown an index calls for, a run's slowdown may be from it and still count. */
export const RUN_CALIBRATION_TOLERANCE = 0.2

/** The slowdown for a machine of `benchmarkIndex`, to one decimal. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`No benchmark index to calibrate the CPU slowdown with (got ${benchmarkIndex})`)
  const proportional = (REFERENCE_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX
  const bounded = Math.min(CPU_SLOWDOWN_BOUNDS.max, Math.max(CPU_SLOWDOWN_BOUNDS.min, proportional))
  return Math.round(bounded * 10) / 10
}

/** The CPU slowdown of one measurement and the benchmark index it was calibrated at. */
export interface MeasurementCpu {
  benchmarkIndex: number
  cpuSlowdown: number
}

/**
 * The run's calibration: the median index of the calibration runs and its slowdown, where
 * Lighthouse's runs start (each measurement is then calibrated where it is taken).
 */
export interface CpuCalibration extends MeasurementCpu {
  /** Each calibration run's index, as Lighthouse reported it. */
  indexRuns: number[]
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
export function calibrationLabel(calibration: MeasurementCpu): string {
  return `CPU ${calibration.cpuSlowdown}x (benchmark index ${Math.round(calibration.benchmarkIndex)})`
}

/**
 * The slowdown to measure a Lighthouse run again at, or null when the run counts: the
 * slowdown it ran at is within 20% of what the index Lighthouse measured at its start calls for.
 */
export function slowdownToRemeasureAt(ranAt: number, runBenchmarkIndex: number): number | null {
  const wanted = calibratedCpuSlowdown(runBenchmarkIndex)
  return Math.abs(ranAt - wanted) > RUN_CALIBRATION_TOLERANCE * wanted ? wanted : null
}

/**
 * The slowdown a series of Lighthouse runs is made at: the run's calibration to begin with,
 * then wherever the host's speed has moved it (runAtHostSlowdown).
 */
export type HostSlowdown = Pick<MeasurementCpu, 'cpuSlowdown'>

/** Tries of one run, the first included, before it is kept at whatever slowdown it ran. */
export const CALIBRATED_TRIES = 3

/**
 * One run that emulates the reference phone. The run measures the host's benchmark index
 * at its start (Lighthouse does); when that index calls for a slowdown more than 20% away
 * from the one it was made at, the host has changed speed, and the run is made again at the
 * slowdown it calls for, up to three tries in all. `cpu` follows: the runs after start there.
 */
export async function runAtHostSlowdown<T>(cpu: HostSlowdown, run: (cpuSlowdown: number) => Promise<T>, indexOf: (result: T) => number, log: (line: string) => void = () => {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const ranAt = cpu.cpuSlowdown
    const result = await run(ranAt)
    const index = indexOf(result)
    const remeasureAt = slowdownToRemeasureAt(ranAt, index)
    if (remeasureAt === null) return result
    cpu.cpuSlowdown = remeasureAt
    if (attempt === CALIBRATED_TRIES) {
      log(`try ${attempt} at CPU ${ranAt}x read benchmark index ${Math.round(index)}, which calls for ${remeasureAt}x; kept (printed with its own index)`)
      return result
    }
    log(`ran at CPU ${ranAt}x, but the host read benchmark index ${Math.round(index)} in the run, which calls for ${remeasureAt}x: measuring again at ${remeasureAt}x`)
  }
}

/** Lighthouse's own benchmark (behind `benchmarkIndex`), as an expression for a page to evaluate: ~1 s of work. */
export const benchmarkIndexExpression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`

/**
 * A fixed CPU slowdown, or `'calibrated'`: each measurement runs Lighthouse's benchmark in
 * its browser first and is slowed by what that index calls for.
 */
export type CpuSetting = number | 'calibrated'

/**
 * The slowdown for one measurement: `'calibrated'` runs Lighthouse's benchmark in the
 * measuring browser just before it (`measureIndex`, unthrottled); a number is used as it is
 * (its index is not measured: NaN).
 */
export async function measurementCpu(setting: CpuSetting, measureIndex: () => Promise<number>): Promise<MeasurementCpu> {
  if (setting !== 'calibrated') return { benchmarkIndex: NaN, cpuSlowdown: setting }
  const benchmarkIndex = await measureIndex()
  return { benchmarkIndex, cpuSlowdown: calibratedCpuSlowdown(benchmarkIndex) }
}

/** The slowdowns of a benchmark's measurements, as printed beside its figure: `2.7-3.1x (index 1180-1340)`. */
export function measurementCpuLabel(measurements: readonly MeasurementCpu[]): string {
  const range = (values: number[], unit = '') => {
    const finite = values.filter(Number.isFinite)
    if (finite.length === 0) return null
    const [low, high] = [Math.min(...finite), Math.max(...finite)]
    return low === high ? `${low}${unit}` : `${low}-${high}${unit}`
  }
  const index = range(measurements.map((m) => Math.round(m.benchmarkIndex)))
  return `${range(measurements.map((m) => m.cpuSlowdown), 'x') ?? 'not slowed'}${index ? ` (index ${index})` : ''}`
}
