import type { Db } from '../../db/client.ts';
import * as statementQueries from './seller-statements.queries.ts';
import { issueMonth, previousMonth } from './statement-issue.ts';

/**
 * Issues last month's statements once (decision 171): the run's row for the period is inserted in the issuing
 * transaction, so of several instances (or a retry after a crash) exactly one issues, and a rolled-back run leaves
 * no row, for the next tick to try again. Sellers that already have the month's statement (issued on demand) are
 * left as they are. Answers what it did, or null when the period had been run.
 */
export async function issueDueStatements(db: Db, now = new Date()): Promise<{ period: string; issued: number } | null> {
  const period = previousMonth(now);
  return db.transaction(async (tx) => {
    if (!(await statementQueries.claimRun(tx, period))) return null;
    const ids = await issueMonth(tx, period, { by: null, at: now });
    await statementQueries.finishRun(tx, period, ids.length);
    return { period, issued: ids.length };
  });
}

const EVERY_MS = 15 * 60_000;

/**
 * The monthly statements of a running server: every instance looks every 15 minutes (and once at start) whether last
 * month's run is done, so the statements are issued in the first quarter hour of the 1st (Berlin), or as soon as a
 * server runs after it. stop() waits for a run in progress.
 */
export function startStatementJob(
  db: Db,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
  intervalMs = EVERY_MS,
) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => issueDueStatements(db))
      .then((done) => {
        if (done) log.info(done, 'seller statements issued');
      })
      .catch((err) => log.error({ err }, 'seller statements failed'));
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
