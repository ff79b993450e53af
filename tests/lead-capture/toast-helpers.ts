import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { dismissToast } from '~/ui/toast/toast-store'

/** The site's one toast actor outlives each rendered app: close its toast between tests. */
export function closeToasts(): void {
  dismissToast()
}

/**
 * The live regions are always in the page (so screen readers announce what appears
 * in them); wait for a toast to appear in the one for this role.
 */
export async function toastIn(role: 'alert' | 'status') {
  const region = screen.getByRole('region', { name: 'Notifications' }).querySelector<HTMLElement>(`[role="${role}"]`)
  if (!region) throw new Error(`no ${role} region in the toast viewport`)
  await waitFor(() => expect(region).not.toBeEmptyDOMElement())
  return region
}
