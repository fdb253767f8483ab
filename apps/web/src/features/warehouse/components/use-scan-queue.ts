import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanReply } from '@wohnwerk/contract/warehouse';
import { isApiError } from '../../../lib/api-client.ts';
import { scanWm, type ScanRequest } from '../api/scan-wm.ts';
import { dropScan, enqueueScan, isNetworkFailure, queuedScans, type QueuedScan } from '../offline-queue.ts';

export type SendOutcome =
  | { kind: 'answer'; reply: ScanReply }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string[]> };

/**
 * Sends scans, and keeps those that cannot reach the server in IndexedDB until the connection
 * returns ('online' event, or a retry every few seconds): sent oldest first, each with the key it
 * was made with, each answer handed to `onLateAnswer`.
 */
export function useScanQueue(onLateAnswer: (reply: ScanReply, scan: QueuedScan) => void) {
  const [waiting, setWaiting] = useState<QueuedScan[]>([]);
  const flushing = useRef(false);
  const lateAnswer = useRef(onLateAnswer);
  lateAnswer.current = onLateAnswer;

  const reload = useCallback(async () => setWaiting(await queuedScans()), []);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const scan of await queuedScans()) {
        try {
          const reply = await scanWm(scan.body);
          await dropScan(scan.key);
          lateAnswer.current(reply, scan);
        } catch (error) {
          if (isNetworkFailure(error) || (isApiError(error) && error.status >= 500)) break; // still offline: keep it and the rest
          await dropScan(scan.key); // refused for good (e.g. the document is gone): sending again would not help
        }
      }
    } finally {
      flushing.current = false;
      await reload();
    }
  }, [reload]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  useEffect(() => {
    if (!waiting.length) return;
    const timer = setInterval(() => void flush(), 5000);
    return () => clearInterval(timer);
  }, [waiting.length, flush]);

  const send = useCallback(
    async (body: ScanRequest, trIdtrans: number): Promise<SendOutcome> => {
      const queue = async (): Promise<SendOutcome> => {
        await enqueueScan({ key: body.key, body, trIdtrans, createdAt: Date.now() });
        await reload();
        return { kind: 'queued' };
      };
      // Earlier scans still waiting go first, so the counts arrive in the order they were made.
      if (!navigator.onLine || waiting.length) return queue();
      try {
        return { kind: 'answer', reply: await scanWm(body) };
      } catch (error) {
        if (isNetworkFailure(error) || (isApiError(error) && error.status >= 500)) return queue();
        if (isApiError(error))
          return { kind: 'refused', message: error.serverMessage ?? error.message, fieldErrors: error.fieldErrors };
        throw error;
      }
    },
    [reload, waiting.length],
  );

  return { waiting, send, flush };
}
