/**
 * The chat benchmark alone: toggle to first word (median of RUNS, default 3) and what a
 * first question downloads beyond code. Against a running server:
 *   BASE_URL=http://localhost:4411 CPU_SLOWDOWN=1 node scripts/audit/chat-benchmark.run.ts
 * or against a deploy build served here with the test provider (as the audit measures it):
 *   DEPLOY_DIST=dist-deploy PORT=4411 node scripts/audit/chat-benchmark.run.ts
 * Without CPU_SLOWDOWN each run is calibrated to the host first, as the audit does.
 */
import { chatFirstTokenFigures, firstAnswerBytes } from './chat-benchmark.ts'
import { measurementCpuLabel } from './cpu-calibration.ts'
import { serveDeployWithFakeProvider } from './serve.ts'

const cpu = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : 'calibrated'
const runs = Number(process.env.RUNS ?? 3)
const served = process.env.DEPLOY_DIST ? await serveDeployWithFakeProvider(process.env.DEPLOY_DIST, Number(process.env.PORT ?? 4411)) : undefined
const baseUrl = served?.baseUrl ?? process.env.BASE_URL ?? 'http://localhost:4411'
try {
  const figures = await chatFirstTokenFigures(baseUrl, { cpu, runs })
  console.log(`Chat at ${baseUrl}, toggle to first word: ${figures.medianMs} ms median (${figures.runsMs.join(', ')} ms; CPU ${measurementCpuLabel(figures.cpu)})`)
  const bytes = await firstAnswerBytes(baseUrl)
  console.log(`First question, cold visit: knowledge ${(bytes.knowledge / 1024).toFixed(1)} KB, assistant API answers ${(bytes.assistantApi / 1024).toFixed(1)} KB (as fetched)`)
} finally {
  await served?.stop()
}
