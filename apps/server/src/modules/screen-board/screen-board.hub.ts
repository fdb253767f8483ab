import type { Db } from '../../db/client.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { dayFingerprint } from './screen-board.queries.ts';

type Listener = (fingerprint: string) => void;

/**
 * Tells the open screen boards of this process when today's tasks change (decision 072).
 * The API is stateless and runs as several instances, so a write on one instance cannot call the
 * boards of another; instead one timer per process (only while a board listens) reads a
 * fingerprint of today's tasks and tells every listener when it moved. One query per interval,
 * however many boards are open.
 */
export class ScreenBoardHub {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private last: string | null = null;
  private polling = false;

  constructor(
    private readonly db: Db,
    private readonly pollMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.timer) this.timer = setInterval(() => void this.poll(), this.pollMs);
    return () => {
      this.listeners.delete(listener);
      if (!this.listeners.size) this.stop();
    };
  }

  get size() {
    return this.listeners.size;
  }

  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const now = await dayFingerprint(this.db, berlinToday());
      if (this.last !== null && now !== this.last) for (const l of [...this.listeners]) l(now);
      this.last = now;
    } catch (err) {
      this.onError(err);
    } finally {
      this.polling = false;
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.last = null;
  }
}
