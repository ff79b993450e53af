/**
 * The error of a known MSW race: MSW refreshes an existing worker registration with
 * `registration.update()` and never handles its promise. When a reload races the old
 * worker unregistering itself (it does so once its last tab unloads), that update
 * rejects with "Not found", although the registration that follows works. The page
 * absorbs the rejection (browser.ts) and the e2e fixture ignores the browser's own
 * log line of it. Only development, demo and test builds register that worker.
 */
export const workerUpdateRace = /^Failed to update a ServiceWorker for scope .* with script .*mockServiceWorker\.js.*: Not found$/
