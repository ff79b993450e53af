import { useEffect, useLayoutEffect, useRef } from 'react'
import { valuesTypedBeforeHydration } from './early-input'

// Layout effects do not run on the server; the prerender only needs the first render.
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Once, as a component hydrates and before anything re-renders it: hands what the visitor
 * (or autofill) typed into its prerendered fields, by field name, to `adopt`. Without it
 * the first re-render would put the component's own values back into the fields.
 */
export function useTypedBeforeHydration<Name extends string>(
  fields: readonly Name[],
  idFor: (field: Name) => string,
  adopt: (typed: Partial<Record<Name, string>>) => void,
): void {
  const latest = useRef({ fields, idFor, adopt })
  useBrowserLayoutEffect(() => {
    latest.current = { fields, idFor, adopt }
  })
  useBrowserLayoutEffect(() => {
    const { fields, idFor, adopt } = latest.current
    const typed = valuesTypedBeforeHydration(fields, idFor)
    if (Object.keys(typed).length > 0) adopt(typed as Partial<Record<Name, string>>)
  }, [])
}
