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

/** CPU milliseconds the processes have used so far (user + system). */
export function cpuMs(processes: number[]): number {
  return (processes.reduce((sum, pid) => sum + (stat(pid)?.ticks ?? 0), 0) * 1000) / TICKS_PER_SECOND;
}

/**
 * Measures the CPU a piece of work costs the given process groups (asked for again at the end,
 * so processes started meanwhile count from their start; one that ended meanwhile is missed).
 */
export async function cpuOf<T>(
  groups: Record<string, () => number[]>,
  work: () => Promise<T>,
): Promise<{ result: T; ms: Record<string, number> }> {
  const before = new Map<number, number>();
  for (const find of Object.values(groups)) for (const pid of find()) before.set(pid, stat(pid)?.ticks ?? 0);
  const result = await work();
  const ms: Record<string, number> = {};
  for (const [name, find] of Object.entries(groups)) {
    ms[name] = find().reduce(
      (sum, pid) => sum + (((stat(pid)?.ticks ?? 0) - (before.get(pid) ?? 0)) * 1000) / TICKS_PER_SECOND,
      0,
    );
  }
  return { result, ms };
}
