// A part of a page drawn just after the rest of it has been painted: its render (in slices, a transition) and its
// commit are its own, not part of the page's first one. A page's first render with everything below the fold in
// it was one task of ~550 ms on a phone (the commit, which React cannot slice, inserts every part's styles and
// nodes at once); split, the page's first screen paints sooner and no task is that long (docs/benchmarks.md,
// "bench:web"). Unlike the home page's LazyBand it does not wait for a scroll: the part comes a frame later.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface AfterFirstPaintProps {
  /** What holds the part's place meanwhile: a skeleton of about its height. */
  placeholder: ReactNode;
  children: ReactNode;
}

export function AfterFirstPaint({ placeholder, children }: AfterFirstPaintProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    };
    // After the frame that paints what came before (a task later, so that frame is not held up by this part).
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(show) : undefined;
    if (frame === undefined) show();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return shown ? children : placeholder;
}
