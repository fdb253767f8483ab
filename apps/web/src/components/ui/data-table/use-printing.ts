import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True from the browser's `beforeprint` to its `afterprint` (a Print button's window.print()
 * or Ctrl+P): a paged table then renders every row, so the paper does not stop at page one.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // Synchronously: the browser lays the page out for paper as soon as beforeprint returns.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
