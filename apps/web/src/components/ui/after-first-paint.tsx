import { startTransition, useEffect, useState, type ReactNode } from 'react';

let firstPaintDone = false;

/**
 * Renders its children one task after the page's first render, on the first page load only:
 * below-the-fold parts (footer, tabs, carousels) then do not lengthen the first, blocking
 * render on a slow phone (Lighthouse total blocking time). Later navigations render them at
 * once, so scroll restoration finds the page as tall as it was.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(firstPaintDone);
  useEffect(() => {
    if (show) return;
    const timer = setTimeout(() => {
      firstPaintDone = true;
      startTransition(() => setShow(true));
    }, 0);
    return () => clearTimeout(timer);
  }, [show]);
  return show ? children : null;
}
