import { useEffect, useRef } from 'react'
import { island } from '~/lib/island'

// A fixed constellation (no randomness: the prerendered SVG and the browser's match).
const nodes = [
  [60, 70], [150, 40], [250, 85], [340, 50], [90, 170], [200, 160], [300, 190], [370, 140],
  [40, 270], [140, 260], [240, 280], [350, 260], [110, 350], [220, 360], [330, 340],
] as const
const links = [
  [0, 1], [1, 2], [2, 3], [0, 4], [1, 5], [2, 5], [3, 7], [4, 5], [5, 6], [6, 7], [4, 8], [4, 9],
  [5, 9], [5, 10], [6, 10], [6, 11], [7, 11], [8, 9], [9, 10], [10, 11], [9, 12], [10, 13], [11, 14], [12, 13], [13, 14],
] as const

/** Nodes pulse in five waves; each wave is its own layer so the browser can animate it alone. */
const WAVES = 5

const svgProps = { viewBox: '0 0 410 400', 'aria-hidden': true, focusable: false } as const

/**
 * The hero's animated network: pure SVG and CSS. The links are still; the nodes pulse
 * in waves, each wave a stacked <svg> whose opacity alone is animated, so the
 * compositor runs the animation and the main thread stays free for the visitor's
 * input (animating the circles' radius or the links' dashes repainted the page every
 * frame). Paused whenever it is off screen, and still under reduced motion (see styles.css).
 */
export function NetworkGraphic() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = ref.current
    if (!box || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      box.dataset.paused = String(!entry?.isIntersecting)
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} className="relative w-full max-w-md text-primary">
      <svg {...svgProps} className="h-auto w-full">
        <defs>
          <radialGradient id="network-glow" cx="50%" cy="50%" r="50%">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.25" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="205" cy="200" r="190" fill="url(#network-glow)" />
        <g stroke="currentColor" strokeOpacity="0.45" strokeWidth="1.5" strokeDasharray="4 6">
          {links.map(([a, b]) => (
            <line key={`${a}-${b}`} x1={nodes[a][0]} y1={nodes[a][1]} x2={nodes[b][0]} y2={nodes[b][1]} />
          ))}
        </g>
      </svg>
      {Array.from({ length: WAVES }, (_, wave) => (
        <svg key={wave} {...svgProps} className="network-wave absolute inset-0 h-full w-full" style={{ animationDelay: `${wave * 0.64}s` }}>
          <g fill="currentColor">
            {nodes
              .filter((_, i) => i % WAVES === wave)
              .map(([x, y]) => (
                <circle key={`${x}-${y}`} cx={x} cy={y} r="5" />
              ))}
          </g>
        </svg>
      ))}
    </div>
  )
}

export const NetworkGraphicIsland = island('home/network-graphic', NetworkGraphic)
