/**
 * The machine's floor: what Lighthouse reads on this machine for pages whose cost the
 * site's code does not set, measured in the same run as the routes so that code can be
 * told from machine.
 *
 * - A trivial page (a heading and a paragraph, no script, no stylesheet, no image): the
 *   browser's own cost of any navigation. Lighthouse's simulation multiplies every task
 *   it observes by the CPU slowdown; with the slowdown calibrated to the machine
 *   (cpu-calibration.ts) this page reads within the TBT budget, which checks the
 *   calibration. It also calibrates: the audit reads the benchmark index on it.
 * - The landing page without its scripts: the prerendered HTML and styles alone, as the
 *   site's server sends them. A route's figures minus these are what its JavaScript costs.
 *
 * Both are served by the site's own server from a copy of the build (same precompressed
 * copies, caching and headers), under `$SITE_DIST/machine-floor`.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { precompressFiles } from '../lib/precompress.ts'
import { budgets, type LighthouseFigures } from './budgets.ts'

export interface MachineFloor {
  /** The trivial page. */
  trivial: LighthouseFigures
  /** The landing page (/) without its scripts. */
  landingWithoutScripts: LighthouseFigures
}

export const trivialPagePath = '/trivial'

export const trivialPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A trivial page</title>
<link rel="icon" href="data:,">
<meta name="description" content="One heading and one paragraph: the browser's own cost of a page on this machine.">
<style>body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.5}</style>
</head>
<body><main><h1>A trivial page</h1><p>One heading and one paragraph, no script, no stylesheet and no image.</p></main></body>
</html>
`

/**
 * The page as a visitor without JavaScript gets it: external and module scripts removed,
 * with the preloads of their code. Inline scripts stay (the theme is set before the first
 * paint by one; structured data is not run).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
}

/**
 * Writes the floor's site inside the build: a copy of its client files whose home page
 * has no scripts, plus the trivial page. Returns the folder to serve (as $SITE_DIST).
 */
export async function writeFloorSite(dist: string): Promise<string> {
  const floorDist = join(dist, 'machine-floor')
  const floorClient = join(floorDist, 'client')
  await rm(floorDist, { recursive: true, force: true })
  await cp(join(dist, 'client'), floorClient, { recursive: true })
  const landing = join(floorClient, 'index.html')
  const trivial = join(floorClient, trivialPagePath.slice(1), 'index.html')
  await writeFile(landing, withoutScripts(await readFile(landing, 'utf8')))
  await mkdir(join(floorClient, trivialPagePath.slice(1)), { recursive: true })
  await writeFile(trivial, trivialPage)
  // The server sends the build's precompressed copies: those of the pages written here are written again.
  await precompressFiles([landing, trivial])
  return floorDist
}

/**
 * What the floor says about the calibration: a page with nothing to run must read within
 * the TBT budget at the calibrated CPU slowdown. When it does not, the emulated phone of
 * this run was slower than the reference (the machine was busier during the routes than
 * while its index was read), and the run's TBT and performance figures cannot show
 * whether the site meets its budgets.
 */
export function floorVerdict(floor: MachineFloor): string {
  const tbt = (f: LighthouseFigures) => `${Math.round(f.tbtMs)} ms`
  const t = floor.trivial
  const at = `At CPU ${t.cpuSlowdown}x (benchmark index ${Math.round(t.benchmarkIndex)} in its runs)`
  return t.tbtMs > budgets.tbtMs
    ? `${at} a trivial page with no script reads TBT ${tbt(t)} (performance ${t.scores.performance}), over the ${budgets.tbtMs} ms budget: the calibration does not hold in this run, and its TBT and performance figures cannot show whether the site meets its budgets. / without its scripts reads TBT ${tbt(floor.landingWithoutScripts)}: what / reads above that is its scripts' share.`
    : `${at} a trivial page with no script reads TBT ${tbt(t)} (performance ${t.scores.performance}), within the ${budgets.tbtMs} ms budget: the calibration holds. / without its scripts reads TBT ${tbt(floor.landingWithoutScripts)}.`
}
