import { existsSync, readFileSync } from 'node:fs';

interface Rule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Reads a Netlify/Cloudflare-style _headers file, so the local server sends what the static host will. */
export function readHeadersFile(file: string): (pathname: string) => [string, string][] {
  if (!existsSync(file)) return () => [];
  const rules: Rule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  // Later, more specific rules override earlier ones for the same header, as on those hosts.
  return (pathname) => {
    const merged = new Map<string, [string, string]>();
    for (const rule of rules) if (rule.pattern.test(pathname)) for (const [k, v] of rule.headers) merged.set(k.toLowerCase(), [k, v]);
    return [...merged.values()];
  };
}
