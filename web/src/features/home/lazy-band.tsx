// A band of the home page that renders only once it comes near the screen: the ~800 elements below the entry
// points cost the first visit most of its main-thread time, and none of them is seen before a scroll. Until
// then a box of about the band's height keeps the page's length (and what follows) in place.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a band starts to render: one phone screen, so a scroll rarely outruns it. */
export const NEAR_MARGIN = '900px 0px';

export interface LazyBandProps {
  /** What holds the band's place until it renders (a skeleton of the band, or an empty box of its height). */
  placeholder: ReactNode;
  children: ReactNode;
}

export function LazyBand({ placeholder, children }: LazyBandProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the band renders at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A transition: React renders the band in slices, a scroll or a click is not held up by it.
        startTransition(() => setNear(true));
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={anchor}>{placeholder}</div>;
}
