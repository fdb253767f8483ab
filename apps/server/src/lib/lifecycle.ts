/**
 * Where a server process is in its life, for GET /api/v1/ready (decision 156): `starting` until
 * main.ts has the catalogue loaded, the port open and the job workers running; `ready` while it
 * serves; `draining` from SIGTERM (or close) on, while the requests in flight finish. A proxy or
 * orchestrator sends new requests only to ready instances; /health stays the liveness answer.
 */
export type Phase = 'starting' | 'ready' | 'draining';

export class Lifecycle {
  phase: Phase = 'starting';

  /** Started: ready, unless a stop has begun meanwhile. */
  ready() {
    if (this.phase === 'starting') this.phase = 'ready';
  }

  /** A stop has begun: not ready again in this process. */
  drain() {
    this.phase = 'draining';
  }

  get draining() {
    return this.phase === 'draining';
  }
}
