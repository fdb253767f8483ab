import { useEffect, useSyncExternalStore } from 'react';

/**
 * Where notices appear: the back office's own rule (backoffice.md §9: top-left, 3000 ms) on every
 * staff screen, the shop's top-right otherwise. The staff layouts say they are on screen; the
 * notification host reads it when it draws a notice.
 */
export const shopNotices = { position: 'top-right', autoClose: 4000 } as const;
export const staffNotices = { position: 'top-left', autoClose: 3000 } as const;

let staffScreens = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by a staff layout: while it is mounted, notices follow the back office's placement. */
export function useStaffNotices(): void {
  useEffect(() => {
    staffScreens += 1;
    emit();
    return () => {
      staffScreens -= 1;
      emit();
    };
  }, []);
}

export function useNoticePlacement(): typeof shopNotices | typeof staffNotices {
  return useSyncExternalStore(
    subscribe,
    () => (staffScreens > 0 ? staffNotices : shopNotices),
    () => shopNotices,
  );
}
