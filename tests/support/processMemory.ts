import { readFileSync } from 'node:fs';

/** A process's memory as the kernel counts it, in MB (Linux: /proc/<pid>/status). */
export interface ProcessMemory {
  /** Its resident pages (VmRSS). */
  resident: number;
  /** The most it has held resident since it started (VmHWM). */
  peak: number;
  /** Its anonymous resident pages, without mapped files (RssAnon). */
  anonymous: number;
}

export function processMemory(pid: number | undefined): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { resident: mb('VmRSS'), peak: mb('VmHWM'), anonymous: mb('RssAnon') };
}
