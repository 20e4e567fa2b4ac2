// The first screen web/index.html draws before the JS on the home page and the live pages (header bars, the
// page's boxes, its first picture): it lies over the app until the page has drawn that part itself, then it
// goes (docs/architecture.md, "First screen").
import { useLayoutEffect } from 'react';

/** How long the first screen may stay at the most, whatever happens to the page (a failed chunk...). */
export const FIRST_SCREEN_MAX_MS = 10_000;

/** Removes the first screen (once; later calls do nothing) and gives the app the keyboard's focus back. */
export function releaseFirstScreen(doc: Document = document): void {
  doc.documentElement.classList.remove('first-screen');
  doc.documentElement.removeAttribute('data-first-screen');
  doc.getElementById('first-screen')?.remove();
  doc.getElementById('root')?.removeAttribute('inert');
}

/** Rendered where a page's first-screen part has been drawn (its cards, its error, its empty state): the first
 * screen goes in the same frame, before the browser paints, so the page's part takes its place at once. */
export function FirstScreenDrawn(): null {
  useLayoutEffect(() => releaseFirstScreen(), []);
  return null;
}
