import { readFileSync } from 'node:fs';

/**
 * How much CPU the hypervisor took from this machine while the bench ran ("steal" in vmstat).
 * Lighthouse simulates a phone by scaling the main-thread tasks it observes (×4, layout ×2), so a
 * busy host inflates Total Blocking Time several-fold; the report states it beside the table.
 */
export function cpuStealMeter(): { stop(): number | undefined } {
  const start = cpuTimes();
  return {
    stop() {
      const end = cpuTimes();
      if (!start || !end) return undefined;
      const total = end.total - start.total;
      return total > 0 ? (end.steal - start.steal) / total : undefined;
    },
  };
}

/** The host's CPU counters from /proc/stat (Linux); undefined elsewhere. */
function cpuTimes(): { total: number; steal: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already counted in user.
    const counted = fields.slice(0, 8);
    return { total: counted.reduce((a, b) => a + b, 0), steal: counted[7] ?? 0 };
  } catch {
    return undefined;
  }
}
