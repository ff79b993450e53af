/**
 * The main-thread benchmark alone (main-thread-benchmark.ts), against a running server:
 *   BASE_URL=http://localhost:4173 CPU_SLOWDOWN=4 RUNS=5 node scripts/audit/main-thread-benchmark.run.ts [paths...]
 * Without paths, the key routes.
 */
import { keyRoutes } from './budgets.ts'
import { mainThreadFigures, mainThreadLine } from './main-thread-benchmark.ts'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : [...keyRoutes]
const figures = await mainThreadFigures(process.env.BASE_URL ?? 'http://localhost:4173', paths, Number(process.env.CPU_SLOWDOWN ?? 4), Number(process.env.RUNS ?? 3))
for (const f of figures) console.log(mainThreadLine(f))
