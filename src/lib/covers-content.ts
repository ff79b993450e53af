/**
 * Whether a box on screen (viewport coordinates) lies over any of the page's text or controls:
 * what a floating button must not hide. Reads the page where the box is (elementsFromPoint at a
 * grid of points, so only what is really painted there counts), then each element found there:
 * a control counts, and so does any of its own text whose lines reach into the box.
 */

const CONTROLS = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])'

/** Points per side of the sampling grid: a line of text (12 px and up) cannot pass between them in a 56 px box. */
const GRID = 5

const overlaps = (a: DOMRectReadOnly, b: DOMRectReadOnly) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && a.height > 0

function ownTextReaches(element: Element, box: DOMRectReadOnly): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const line of range.getClientRects()) if (overlaps(line, box)) return true
  }
  return false
}

/** `ignore`: the floating element itself (and whatever it holds). */
export function coversContent(box: DOMRectReadOnly, ignore: Element): boolean {
  const seen = new Set<Element>()
  for (let row = 0; row < GRID; row++) {
    for (let column = 0; column < GRID; column++) {
      const x = box.left + ((column + 0.5) / GRID) * box.width
      const y = box.top + ((row + 0.5) / GRID) * box.height
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || ignore.contains(element)) continue
        seen.add(element)
        if (element === document.body || element === document.documentElement) continue
        if (element.matches(CONTROLS) || ownTextReaches(element, box)) return true
      }
    }
  }
  return false
}
