import type { WmCard } from '@wohnwerk/contract/warehouse';

/** Browser storage keys of the spec (§3): the saved document list and the chosen work order. */
const STORAGE_KEYS = { items: 'wm-items', aw: 'aw', awNumber: 'aw-number' } as const;

export interface SavedAw {
  items: WmCard[];
  aw: string;
  awNumber: number;
}

export function readSavedAw(): SavedAw | null {
  try {
    const items = JSON.parse(localStorage.getItem(STORAGE_KEYS.items) ?? 'null') as WmCard[] | null;
    const awNumber = Number(localStorage.getItem(STORAGE_KEYS.awNumber));
    if (!Array.isArray(items) || !items.length || !Number.isInteger(awNumber) || awNumber < 1) return null;
    return { items, aw: localStorage.getItem(STORAGE_KEYS.aw) ?? items[0].aw, awNumber };
  } catch {
    return null;
  }
}

export function saveAw(items: WmCard[]) {
  localStorage.setItem(STORAGE_KEYS.items, JSON.stringify(items));
  localStorage.setItem(STORAGE_KEYS.aw, items[0].aw);
  localStorage.setItem(STORAGE_KEYS.awNumber, String(items[0].aw_id));
}

export function clearSavedAw() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

/** The work order the scan pages work on (GET /wm/{tr_idtrans}/{awId} needs it). */
export function savedAwNumber(): number | null {
  const n = Number(localStorage.getItem(STORAGE_KEYS.awNumber));
  return Number.isInteger(n) && n > 0 ? n : null;
}
