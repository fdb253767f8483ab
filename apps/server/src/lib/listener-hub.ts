/**
 * The open event streams of one process that hear one source (a LISTEN connection, a poll): the
 * source runs only while someone listens, so the hub's owner starts it on `add` and stops it in
 * `onLast`, which runs when the last listener goes. Used by the figures and the screen board hubs.
 */
export class ListenerHub<T> {
  private readonly listeners = new Set<(value: T) => void>();

  constructor(private readonly onLast: () => void) {}

  /** Adds a listener; answers its unsubscribe. */
  add(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (!this.listeners.size) this.onLast();
    };
  }

  /** Tells every listener; one that unsubscribes meanwhile is still told this once. */
  notify(value: T): void {
    for (const listener of [...this.listeners]) listener(value);
  }

  get size(): number {
    return this.listeners.size;
  }
}
