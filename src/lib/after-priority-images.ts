/** Longest wait for the page's prioritised images: they must never hold the app back for long. */
export const PRIORITY_IMAGES_TIMEOUT_MS = 2000;

/**
 * Resolves once every image the page marks as its largest paint (`fetchpriority="high"`,
 * an article's hero or the blog's featured card) has loaded or failed, and after
 * `timeoutMs` at the latest. Code requested after this shares no bandwidth with that paint.
 */
export function afterPriorityImages(
  root: ParentNode = document,
  timeoutMs = PRIORITY_IMAGES_TIMEOUT_MS,
): Promise<void> {
  const pending = [
    ...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  ].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener("load", () => resolve(), { once: true });
        image.addEventListener("error", () => resolve(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(loaded).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
