import type { ScanRequest } from './api/scan-wm.ts';

/**
 * Scans made while the warehouse Wi-Fi is gone, kept in IndexedDB so a reload loses nothing.
 * Each keeps the idempotency key it was made with; sending it again after a lost answer counts
 * it once on the server (decision 080).
 */
export interface QueuedScan {
  key: string;
  body: ScanRequest;
  /** For the waiting list on screen. */
  trIdtrans: number;
  createdAt: number;
}

const DB = 'wohnwerk-warehouse';
const STORE = 'scan-queue';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const enqueueScan = (scan: QueuedScan) => run('readwrite', (s) => s.put(scan)).then(() => undefined);
export const dropScan = (key: string) => run('readwrite', (s) => s.delete(key)).then(() => undefined);
export const queuedScans = () =>
  run<QueuedScan[]>('readonly', (s) => s.getAll() as IDBRequest<QueuedScan[]>).then((all) =>
    all.sort((a, b) => a.createdAt - b.createdAt),
  );

/** A key that is unique without a secure context (crypto.randomUUID needs https; handhelds may use http). */
export function newScanKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `scan-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A fetch that never reached the server (offline, DNS, reset), as opposed to an answer. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;
