import fs from 'node:fs';

/**
 * CPU time spent by processes, from /proc (Linux): what a request costs the server and the
 * database, a figure that other work on a shared machine changes far less than latency does.
 * Elsewhere (no /proc) every figure is 0.
 */
const TICKS_PER_SECOND = 100;

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields count from after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

const pids = () =>
  fs.existsSync('/proc')
    ? fs
        .readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .map(Number)
    : [];

/** A process and all its descendants (the server and its cluster workers). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const pid of pids()) {
    const s = stat(pid);
    if (s) parents.set(pid, s.ppid);
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** PostgreSQL backends serving one database on this machine ("postgres: user database …"). */
export function postgresBackends(database: string): number[] {
  return pids().filter((pid) => {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      return title.startsWith('postgres:') && title.split(' ').includes(database);
    } catch {
      return false;
    }
  });
}

/**
 * Measures the CPU a piece of work costs the given process groups. The groups are looked at
 * every `everyMs` while it runs: a process started meanwhile counts from its start, one that
 * ended meanwhile up to the last look at it (a PostgreSQL backend of a closed connection took
 * its CPU with it, and a sum of the processes alive at the end came out negative).
 */
export async function cpuOf<T>(
  groups: Record<string, () => number[]>,
  work: () => Promise<T>,
  everyMs = 250,
): Promise<{ result: T; ms: Record<string, number> }> {
  const before = new Map<number, number>();
  const last = new Map<string, Map<number, number>>(Object.keys(groups).map((name) => [name, new Map()]));
  for (const find of Object.values(groups)) for (const pid of find()) before.set(pid, stat(pid)?.ticks ?? 0);
  const look = () => {
    for (const [name, find] of Object.entries(groups)) {
      for (const pid of find()) {
        const ticks = stat(pid)?.ticks;
        if (ticks !== undefined) last.get(name)!.set(pid, ticks);
      }
    }
  };
  const timer = setInterval(look, everyMs);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  look();
  const ms: Record<string, number> = {};
  for (const [name, seen] of last) {
    let ticks = 0;
    for (const [pid, t] of seen) ticks += t - (before.get(pid) ?? 0);
    ms[name] = (ticks * 1000) / TICKS_PER_SECOND;
  }
  return { result, ms };
}
