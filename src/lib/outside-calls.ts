/**
 * Calls to outside services wait for this before going out. In demo builds the app
 * points it at the mock worker's start-up (src/main.tsx), so a visitor who submits a
 * form in the first instant is still answered by the mocks. Otherwise it is ready.
 */
let ready: Promise<void> = Promise.resolve()

export function whenOutsideCallsReady(): Promise<void> {
  return ready
}

export function holdOutsideCallsUntil(promise: Promise<unknown>): void {
  ready = promise.then(
    () => undefined,
    () => undefined, // if the mocks fail to start, calls go to the network
  )
}
