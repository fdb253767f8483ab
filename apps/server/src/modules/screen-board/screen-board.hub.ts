import type { Db } from '../../db/client.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { ListenerHub } from '../../lib/listener-hub.ts';
import { dayFingerprint } from './screen-board.queries.ts';

/**
 * Tells the open screen boards of this process when today's tasks change (decision 072).
 * The API is stateless and runs as several instances, so a write on one instance cannot call the
 * boards of another; instead one timer per process (only while a board listens) reads a
 * fingerprint of today's tasks and tells every listener when it moved. One query per interval,
 * however many boards are open.
 */
export class ScreenBoardHub {
  private readonly listeners = new ListenerHub<string>(() => this.stop());
  private timer: NodeJS.Timeout | null = null;
  private last: string | null = null;
  private polling = false;

  constructor(
    private readonly db: Db,
    private readonly pollMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  subscribe(listener: (fingerprint: string) => void): () => void {
    const unsubscribe = this.listeners.add(listener);
    if (!this.timer) this.timer = setInterval(() => void this.poll(), this.pollMs);
    return unsubscribe;
  }

  get size() {
    return this.listeners.size;
  }

  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const now = await dayFingerprint(this.db, berlinToday());
      if (this.last !== null && now !== this.last) this.listeners.notify(now);
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
