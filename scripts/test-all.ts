/**
 * `npm test`: every check, in two lanes, then the end-to-end suite on the build.
 *
 * The type check, lint and build use one core each, and the unit tests one worker per core
 * (vite.config.ts). Run side by side, the four took 145 s against 183 s in a row when the unit
 * tests had one worker, and 123-125 s with two. The end-to-end suite then has the machine alone:
 * its CPU-throttled tests measure a slow phone and must not share it.
 *
 * The unit tests print as they run; the other lane's output is printed as each of its steps
 * ends, so the two never interleave. Each step's time is printed, and the whole run's.
 */
import { spawn } from 'node:child_process'

interface Step {
  name: string
  script: string
}

interface Outcome {
  name: string
  ok: boolean
  seconds: number
}

const started = Date.now()
const since = (from: number) => Math.round((Date.now() - from) / 1000)

/** Runs `npm run <script>`, streaming its output or handing it back once it ends. */
function run({ name, script }: Step, stream: boolean): Promise<Outcome & { output: string }> {
  const from = Date.now()
  if (stream) process.stdout.write(`\n== ${name} (npm run ${script})\n`)
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ name, ok: code === 0, seconds: since(from), output }))
  })
}

/** One step after another, each printed when it ends; stops at the first failure. */
async function lane(steps: readonly Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const step of steps) {
    const { output, ...outcome } = await run(step, false)
    process.stdout.write(`\n== ${step.name} (npm run ${step.script}): ${outcome.ok ? 'passed' : 'FAILED'} in ${outcome.seconds} s\n${output}`)
    outcomes.push(outcome)
    if (!outcome.ok) break
  }
  return outcomes
}

/** A step whose output was printed as it ran. */
async function streamed(step: Step): Promise<Outcome[]> {
  const { output: _printed, ...outcome } = await run(step, true)
  return [outcome]
}

const checks = (
  await Promise.all([
    lane([
      { name: 'type check', script: 'typecheck' },
      { name: 'lint', script: 'lint' },
      { name: 'demo build', script: 'build:demo' },
    ]),
    streamed({ name: 'unit tests', script: 'test:unit' }),
  ])
).flat()

const outcomes = checks.every((outcome) => outcome.ok) ? [...checks, ...(await streamed({ name: 'end-to-end tests', script: 'test:e2e' }))] : checks

process.stdout.write(`\n== npm test: ${since(started)} s\n`)
for (const { name, ok, seconds } of outcomes) process.stdout.write(`   ${ok ? 'passed' : 'FAILED'}  ${String(seconds).padStart(4)} s  ${name}\n`)
// Five steps, all passed: a lane that stopped early has fewer.
process.exitCode = outcomes.length === 5 && outcomes.every((outcome) => outcome.ok) ? 0 : 1
