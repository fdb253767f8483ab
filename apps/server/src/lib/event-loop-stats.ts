import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** One second of a server process's event-loop delay, as written to its stats file. */
export interface EventLoopInterval {
  pid: number;
  /** Interval start and end, ms since the epoch. */
  from: number;
  to: number;
  /** Longest delay, its 99th percentile and mean in the interval, ms. */
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  /** Samples taken (one per resolution step the loop got to). */
  samples: number;
}

/**
 * EVENT_LOOP_STATS=<folder>: this server process measures how late its event loop runs
 * (perf_hooks.monitorEventLoopDelay) and appends one JSON line a second to
 * <folder>/<pid>.jsonl. With WEB_CONCURRENCY every worker writes its own file, so a reader
 * (bench/run.ts, edits under load) sees each process and picks the seconds of its measured
 * window. A measuring aid for the bench, off unless asked for: the histogram's timer costs
 * little, but nothing in production reads the files.
 */
export function startEventLoopStats(folder: string, resolutionMs = 10): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${process.pid}.jsonl`);
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let from = Date.now();
  const write = () => {
    const to = Date.now();
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const line: EventLoopInterval = {
      pid: process.pid,
      from,
      to,
      maxMs: histogram.count ? ms(histogram.max) : 0,
      p99Ms: histogram.count ? ms(histogram.percentile(99)) : 0,
      meanMs: histogram.count ? ms(histogram.mean) : 0,
      samples: histogram.count,
    };
    histogram.reset();
    from = to;
    // A few dozen bytes once a second; synchronous so a line is never half written when the
    // process ends. A folder removed under a running server loses lines, not the server.
    try {
      fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      /* the reader went away */
    }
  };
  const timer = setInterval(write, 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    write();
    histogram.disable();
  };
}

/**
 * The intervals of every process's file in `folder` that overlap [from, to] (ms since the
 * epoch): a delay in a second that straddles the window's edge counts (the figure errs high).
 */
export function readEventLoopStats(folder: string, from: number, to: number): EventLoopInterval[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      fs
        .readFileSync(path.join(folder, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as EventLoopInterval),
    )
    .filter((i) => i.to > from && i.from < to);
}
