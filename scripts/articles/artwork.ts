/**
 * Abstract hero artwork for an article, drawn as SVG from its slug and category:
 * the category picks the brand palette, the slug seeds the motif and its layout, so
 * every article gets its own picture and a new article gets one without a designer.
 * Dark, saturated grounds with light shapes read well on both the light and dark theme.
 * A hand-made `src/content/articles/<slug>.svg` replaces it (see images.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { heroSize } from '../../src/content/article-images.ts'

interface Palette {
  from: string
  to: string
  shapes: readonly string[]
}

const palettes: Record<string, Palette> = {
  'AI Implementation': { from: '#1e1b4b', to: '#4338ca', shapes: ['#a5b4fc', '#67e8f9', '#c7d2fe', '#818cf8'] },
  Development: { from: '#082f49', to: '#0e7490', shapes: ['#67e8f9', '#a5f3fc', '#a5b4fc', '#5eead4'] },
  'Sales AI': { from: '#312e81', to: '#155e75', shapes: ['#5eead4', '#c7d2fe', '#67e8f9', '#fcd34d'] },
  'Marketing AI': { from: '#3b0764', to: '#4338ca', shapes: ['#f0abfc', '#c7d2fe', '#a5b4fc', '#67e8f9'] },
  'Customer Support': { from: '#042f2e', to: '#0e7490', shapes: ['#6ee7b7', '#a5f3fc', '#c7d2fe', '#67e8f9'] },
}

/** A small deterministic generator (mulberry32) seeded from the slug. */
function random(seedText: string): () => number {
  let seed = 0
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const { width: W, height: H } = heroSize
const r1 = (n: number) => Math.round(n * 10) / 10

type Motif = (rand: () => number, colours: readonly string[]) => string

const pick = <T,>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T

const orbits: Motif = (rand, colours) => {
  const cx = W * (0.55 + rand() * 0.25)
  const cy = H * (0.35 + rand() * 0.3)
  const tilt = Math.round(rand() * 40 - 20)
  let out = ''
  for (let i = 0; i < 6; i++) {
    const rx = 140 + i * 95
    const ry = rx * (0.38 + rand() * 0.1)
    const colour = colours[i % colours.length]
    out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="${colour}" stroke-opacity="${r1(0.25 + rand() * 0.35)}" stroke-width="${i % 2 ? 3 : 6}" transform="rotate(${tilt} ${r1(cx)} ${r1(cy)})"/>`
    const angle = rand() * Math.PI * 2
    const x = cx + Math.cos(angle) * rx
    const y = cy + Math.sin(angle) * ry
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(12 + rand() * 16)}" fill="${colour}" transform="rotate(${tilt} ${r1(cx)} ${r1(cy)})"/>`
  }
  return out + `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="70" fill="${colours[0]}" fill-opacity="0.9"/>`
}

const waves: Motif = (rand, colours) => {
  let out = ''
  for (let i = 0; i < 5; i++) {
    const base = H * (0.42 + i * 0.12)
    const amp = 40 + rand() * 70
    const phase = rand() * Math.PI * 2
    const freq = 1.2 + rand() * 1.4
    let d = `M0 ${r1(base)}`
    for (let x = 0; x <= W; x += 80) d += ` L${x} ${r1(base + Math.sin((x / W) * Math.PI * 2 * freq + phase) * amp)}`
    d += ` L${W} ${H} L0 ${H} Z`
    out += `<path d="${d}" fill="${colours[i % colours.length]}" fill-opacity="${r1(0.14 + i * 0.06)}"/>`
  }
  return out
}

const network: Motif = (rand, colours) => {
  const nodes = Array.from({ length: 16 }, () => ({ x: W * (0.3 + rand() * 0.65), y: H * (0.1 + rand() * 0.8) }))
  let out = ''
  nodes.forEach((a, i) => {
    const nearest = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter(({ j }) => j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2)
    for (const { j } of nearest) {
      const b = nodes[j]
      if (b && j > i) out += `<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}" stroke="${colours[1]}" stroke-opacity="0.45" stroke-width="4"/>`
    }
  })
  for (const node of nodes) out += `<circle cx="${r1(node.x)}" cy="${r1(node.y)}" r="${r1(10 + rand() * 22)}" fill="${pick(rand, colours)}"/>`
  return out
}

const bars: Motif = (rand, colours) => {
  const count = 9
  const gap = 26
  const left = W * 0.38
  const barW = (W - left - 80 - gap * (count - 1)) / count
  let out = ''
  const tops: { x: number; y: number }[] = []
  for (let i = 0; i < count; i++) {
    const h = H * (0.18 + (i / count) * 0.5 + rand() * 0.12)
    const x = left + i * (barW + gap)
    tops.push({ x: x + barW / 2, y: H - 90 - h })
    out += `<rect x="${r1(x)}" y="${r1(H - 90 - h)}" width="${r1(barW)}" height="${r1(h)}" rx="14" fill="${colours[i % 2 ? 0 : 2]}" fill-opacity="${r1(0.55 + rand() * 0.35)}"/>`
  }
  out += `<polyline points="${tops.map((p) => `${r1(p.x)},${r1(p.y - 40)}`).join(' ')}" fill="none" stroke="${colours[1]}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

const tiles: Motif = (rand, colours) => {
  const size = 92
  const gap = 22
  let out = ''
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 11; col++) {
      const x = W * 0.3 + col * (size + gap)
      const y = 40 + row * (size + gap)
      if (x > W || rand() < 0.35) continue
      const strong = rand() < 0.18
      out += `<rect x="${r1(x)}" y="${r1(y)}" width="${size}" height="${size}" rx="20" fill="${pick(rand, colours)}" fill-opacity="${strong ? 0.9 : r1(0.12 + rand() * 0.2)}"/>`
    }
  }
  return out
}

const rings: Motif = (rand, colours) => {
  let out = ''
  for (let i = 0; i < 7; i++) {
    const cx = W * (0.4 + rand() * 0.55)
    const cy = H * (0.15 + rand() * 0.7)
    const r = 80 + rand() * 220
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${colours[i % colours.length]}" fill-opacity="${r1(0.12 + rand() * 0.18)}"/>`
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.55)}" fill="none" stroke="${colours[(i + 1) % colours.length]}" stroke-opacity="0.6" stroke-width="5"/>`
  }
  return out
}

const motifs: readonly Motif[] = [orbits, waves, network, bars, tiles, rings]

/** The SVG artwork of an article (1600 × 840). */
export function articleArtwork(slug: string, category: string): string {
  const rand = random(slug)
  const palette = palettes[category] ?? (palettes['AI Implementation'] as Palette)
  const first = Math.floor(rand() * motifs.length)
  const second = (first + 1 + Math.floor(rand() * (motifs.length - 1))) % motifs.length
  const shapes = [...palette.shapes].sort(() => rand() - 0.5)
  const glowX = r1(W * (0.6 + rand() * 0.3))
  const glowY = r1(H * (0.2 + rand() * 0.4))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${shapes[0]}" stop-opacity="0.35"/><stop offset="1" stop-color="${shapes[0]}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    `<g opacity="0.45">${motifs[second]?.(rand, shapes) ?? ''}</g>`,
    `<g>${motifs[first]?.(rand, shapes) ?? ''}</g>`,
    '</svg>',
  ].join('')
}

/** The artwork an article's hero is rendered from: a hand-made `<slug>.svg` beside the article, else the generated one. */
export function artworkSource(dir: string, slug: string, category: string): string {
  const own = join(dir, `${slug}.svg`)
  return existsSync(own) ? readFileSync(own, 'utf8') : articleArtwork(slug, category)
}
