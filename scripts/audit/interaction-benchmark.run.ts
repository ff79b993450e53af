/**
 * The interaction benchmark alone, against a running server:
 * BASE_URL=http://localhost:4411 node scripts/audit/interaction-benchmark.run.ts
 */
import { interactionFigures } from './interaction-benchmark.ts'

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4411'
const figures = await interactionFigures(baseUrl)

const ms = (value: number) => (value <= 16 ? '≤ 16' : String(value))
const rows = [['interaction', 'page', 'median ms', '(runs)'], ...figures.map((f) => [f.name, f.page, ms(f.medianMs), `(${f.runsMs.map(ms).join(', ')})`])]
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
console.log(`INP at ${baseUrl}, CPU slowed 4x (Event Timing reports nothing under 16 ms)`)
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd())
