import { useEffect, useRef } from 'react'

// A fixed constellation (no randomness: the prerendered SVG and the browser's match).
const nodes = [
  [60, 70], [150, 40], [250, 85], [340, 50], [90, 170], [200, 160], [300, 190], [370, 140],
  [40, 270], [140, 260], [240, 280], [350, 260], [110, 350], [220, 360], [330, 340],
] as const
const links = [
  [0, 1], [1, 2], [2, 3], [0, 4], [1, 5], [2, 5], [3, 7], [4, 5], [5, 6], [6, 7], [4, 8], [4, 9],
  [5, 9], [5, 10], [6, 10], [6, 11], [7, 11], [8, 9], [9, 10], [10, 11], [9, 12], [10, 13], [11, 14], [12, 13], [13, 14],
] as const

/**
 * The hero's animated network: pure SVG and CSS. Its animation pauses whenever it is
 * off screen and does not run at all under reduced motion (see styles.css).
 */
export function NetworkGraphic() {
  const ref = useRef<SVGSVGElement>(null)
  useEffect(() => {
    const svg = ref.current
    if (!svg || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      svg.dataset.paused = String(!entry?.isIntersecting)
    })
    observer.observe(svg)
    return () => observer.disconnect()
  }, [])
  return (
    <svg ref={ref} viewBox="0 0 410 400" className="h-auto w-full max-w-md text-primary" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="network-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.25" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="205" cy="200" r="190" fill="url(#network-glow)" />
      <g stroke="currentColor" strokeOpacity="0.45" strokeWidth="1.5">
        {links.map(([a, b]) => (
          <line key={`${a}-${b}`} className="network-link" x1={nodes[a][0]} y1={nodes[a][1]} x2={nodes[b][0]} y2={nodes[b][1]} />
        ))}
      </g>
      <g fill="currentColor">
        {nodes.map(([x, y], i) => (
          <circle key={`${x}-${y}`} className="network-node" cx={x} cy={y} r="5" style={{ animationDelay: `${(i % 5) * 0.4}s` }} />
        ))}
      </g>
    </svg>
  )
}
