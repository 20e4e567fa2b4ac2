// Accessibility of the page change (docs/requirements.md R2.10): a "skip to main content" link first in the tab
// order, and on every route change after the first load the keyboard focus moves to the new page's heading
// (or to the main area when the page has none), so a screen reader announces the page and Tab starts there.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link } from '@chakra-ui/react';

export const MAIN_ID = 'main';

/** Where focus goes after a navigation: the page's first heading, else the main area. */
export function focusPageStart(doc: Document = document): void {
  const main = doc.getElementById(MAIN_ID);
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1, h2');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Moves focus to the new page's start on each route change (not on the first load: the user starts at the top). */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The page's code may still be loading (Suspense): wait for its heading a few frames, then take main.
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const main = document.getElementById(MAIN_ID);
      if (main?.querySelector('h1, h2') || frames >= 30) focusPageStart();
      else {
        frames += 1;
        handle = requestAnimationFrame(attempt);
      }
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
  return null;
}

/** Visually hidden until focused (the first Tab of the page), then shown at the top left. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      px={4}
      py={2}
      borderRadius="md"
      boxShadow="md"
      color="brand.fg"
      _focusVisible={{ top: '2' }}
      onClick={(event) => {
        event.preventDefault();
        focusPageStart();
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
