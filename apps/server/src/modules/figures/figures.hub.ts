import type { Database } from '../../db/client.ts';
import { ListenerHub } from '../../lib/listener-hub.ts';

/** Several changes within this time (a burst of payments) reach the screens as one. */
const SETTLE_MS = 300;

/**
 * Tells the open figures screens of this process that the figures changed. The roll-up triggers
 * NOTIFY figures_changes when a transaction that changes them commits, on whichever instance it
 * ran, so every instance hears it on its own listening connection; while no screen is open the
 * process does not listen.
 */
export class FiguresHub {
  private readonly listeners = new ListenerHub<void>(() => void this.stop());
  private stopListening: Promise<() => Promise<void>> | null = null;
  private pending: NodeJS.Timeout | null = null;

  constructor(
    private readonly listen: Database['listen'],
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Resolves once this process listens, so a change committed afterwards is heard. */
  async subscribe(listener: () => void): Promise<() => void> {
    const unsubscribe = this.listeners.add(listener);
    this.stopListening ??= this.listen('figures_changes', {
      notify: () => this.changed(),
      // Notifications may have been missed while the connection was down: reload to be sure.
      reconnected: () => this.changed(),
    });
    await this.stopListening.catch((err: unknown) => this.onError(err));
    return unsubscribe;
  }

  private changed() {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      this.listeners.notify();
    }, SETTLE_MS);
  }

  async stop() {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    const stopping = this.stopListening;
    this.stopListening = null;
    if (stopping) await (await stopping.catch(() => async () => undefined))();
  }
}
