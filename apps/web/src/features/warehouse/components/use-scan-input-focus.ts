import { useCallback, useEffect, useRef } from 'react';

/**
 * Keyboard-wedge scanners type into whatever has focus and press Enter. The scan input takes
 * focus back after every scan and every modal, and a key typed while focus is elsewhere (not in
 * another field, no modal open) is sent to it, so no scan is lost to a stray tap on the screen.
 */
export function useScanInputFocus(active: boolean) {
  const ref = useRef<HTMLInputElement>(null);
  const focus = useCallback(() => {
    // After React has painted (a modal closing returns focus to its trigger first).
    setTimeout(() => ref.current?.focus(), 0);
  }, []);
  useEffect(() => {
    if (!active) return;
    focus();
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!ref.current || target === ref.current) return;
      if (target && (target.closest('input, textarea, select, [role="dialog"]') || target.isContentEditable)) return;
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) ref.current.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [active, focus]);
  return { ref, focus };
}
