// The home page's first screen drawn by web/index.html before the JS (header bars, hero boxes, the first
// banner): it lies over the app until the home page has drawn its own hero, then it goes.

/** How long the first screen may stay at the most, whatever happens to the home page (a failed chunk...). */
export const FIRST_SCREEN_MAX_MS = 10_000;

/** Removes the first screen (once; later calls do nothing) and gives the app the keyboard's focus back. */
export function releaseFirstScreen(doc: Document = document): void {
  doc.documentElement.classList.remove('first-screen');
  doc.getElementById('first-screen')?.remove();
  doc.getElementById('root')?.removeAttribute('inert');
}
