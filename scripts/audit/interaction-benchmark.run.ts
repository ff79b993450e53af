/**
 * The interaction benchmark alone, against a running server, at a given CPU slowdown
 * (without CPU_SLOWDOWN, calibrated to the host before each run, as the audit does):
 * BASE_URL=http://localhost:4411 CPU_SLOWDOWN=2.5 node scripts/audit/interaction-benchmark.run.ts
 */
import { measurementCpuLabel } from './cpu-calibration.ts'
import { interactionFigures } from './interaction-benchmark.ts'

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4411'
const cpuSetting = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : 'calibrated'
const figures = await interactionFigures(baseUrl, cpuSetting)

const ms = (value: number) => (value <= 16 ? '≤ 16' : String(value))
const rows = [['interaction', 'page', 'median ms', '(runs)'], ...figures.map((f) => [f.name, f.page, ms(f.medianMs), `(${f.runsMs.map(ms).join(', ')})`])]
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
console.log(`INP at ${baseUrl}, CPU slowed ${measurementCpuLabel(figures.flatMap((f) => f.cpu))} (Event Timing reports nothing under 16 ms)`)
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd())
