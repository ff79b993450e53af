/**
 * The main-thread benchmark alone (main-thread-benchmark.ts), against a running server:
 *   BASE_URL=http://localhost:4173 CPU_SLOWDOWN=4 RUNS=5 node scripts/audit/main-thread-benchmark.run.ts [paths...]
 * Without paths, the key routes. Each route as a reader who never acts, then tapped once loaded.
 */
import { keyRoutes } from './budgets.ts'
import { mainThreadFigures, mainThreadLine } from './main-thread-benchmark.ts'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : [...keyRoutes]
const baseUrl = process.env.BASE_URL ?? 'http://localhost:4173'
const multiplier = Number(process.env.CPU_SLOWDOWN ?? 4)
const runs = Number(process.env.RUNS ?? 3)
// A reader who never acts, then a visitor who taps once the page has loaded.
for (const tap of [false, true]) for (const f of await mainThreadFigures(baseUrl, paths, multiplier, { runs, tap })) console.log(mainThreadLine(f))
