/**
 * expect.poll without vitest's per-test context, so it also works in concurrent suites: reads
 * `read()` until the assertion holds or `timeout` ms have passed, then fails with the last value.
 */
import { expect } from 'vitest';

interface Options {
  timeout?: number;
  interval?: number;
  message?: string;
}

export function eventually<T>(read: () => Promise<T> | T, { timeout = 2000, interval = 50, message }: Options = {}) {
  const check = async (assert: (value: T) => void) => {
    const deadline = Date.now() + timeout;
    for (;;) {
      const value = await read();
      try {
        assert(value);
        return;
      } catch (error) {
        if (Date.now() >= deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  };
  return {
    toBe: (expected: T) => check((v) => expect(v, message).toBe(expected)),
    toEqual: (expected: unknown) => check((v) => expect(v, message).toEqual(expected)),
    toBeGreaterThan: (n: number) => check((v) => expect(v as number, message).toBeGreaterThan(n)),
    toBeGreaterThanOrEqual: (n: number) => check((v) => expect(v as number, message).toBeGreaterThanOrEqual(n)),
    toContain: (part: string) => check((v) => expect(String(v), message).toContain(part)),
  };
}
