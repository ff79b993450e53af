/** Every node reached from `roots` by following `next` from each, the roots included (a module graph, a build manifest). */
export function reachable(roots: Iterable<string>, next: (node: string) => readonly string[]): Set<string> {
  const found = new Set<string>()
  const visit = (node: string) => {
    if (found.has(node)) return
    found.add(node)
    for (const following of next(node)) visit(following)
  }
  for (const root of roots) visit(root)
  return found
}
