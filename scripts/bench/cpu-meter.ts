import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by this Node process and by its child processes (DynamoDB Local's JVM) between start and stop,
 * from /proc (Linux; elsewhere the children read as 0). The API and the raw runs share the machine's cores with
 * DynamoDB Local, so a ratio of rates is bounded by the ratio of their CPU per call: this is what shows it.
 */
export interface CpuFigures {
  /** CPU seconds of this process (the API, the local cloud and the load). */
  nodeSeconds: number;
  /** CPU seconds of its children (DynamoDB Local). */
  databaseSeconds: number;
}

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function childrenCpuSeconds(): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state, ppid, ... utime is the 14th field of the line, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === process.pid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

export function startCpuMeter(): { stop(): CpuFigures } {
  const node = process.cpuUsage();
  const database = childrenCpuSeconds();
  return {
    stop() {
      const used = process.cpuUsage(node);
      return {
        nodeSeconds: (used.user + used.system) / 1e6,
        databaseSeconds: childrenCpuSeconds() - database,
      };
    },
  };
}

/** "DynamoDB Local 12.3 ms + Node 4.5 ms" of CPU per call, over `calls`. */
export const cpuPerCall = (cpu: CpuFigures, calls: number) =>
  `DynamoDB Local ${((cpu.databaseSeconds * 1000) / Math.max(1, calls)).toFixed(1)} ms + Node ` +
  `${((cpu.nodeSeconds * 1000) / Math.max(1, calls)).toFixed(1)} ms`;
