import { existsSync, readFileSync } from 'node:fs';

export interface CpuTimes {
  steal: number;
  total: number;
}

/** The machine's CPU counters (Linux): on a shared virtual machine, time the host gave to others is "steal". */
export function cpuTimes(): CpuTimes | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { steal: fields[7] ?? 0, total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0) };
}

/** The share of CPU time stolen between two readings, as a line for a benchmark's report. */
export function stealLine(before: CpuTimes | undefined, after: CpuTimes | undefined): string | undefined {
  if (!before || !after) return undefined;
  const steal = (after.steal - before.steal) / Math.max(1, after.total - before.total);
  return `cpu steal          ${(steal * 100).toFixed(0)} % (taken by the host; above a few per cent, run again)`;
}
