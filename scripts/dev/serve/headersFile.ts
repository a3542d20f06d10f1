import { existsSync, readFileSync } from 'node:fs';

const DETACHED = '\u0000detached';

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
    } else if (line.trim().startsWith('!')) {
      // "! Name" detaches a header an earlier rule set (Cloudflare Pages' syntax).
      rules.at(-1)?.headers.push([line.trim().slice(1).trim(), DETACHED]);
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  // Later, more specific rules override earlier ones for the same header, as on those hosts.
  return (pathname) => {
    const merged = new Map<string, [string, string]>();
    for (const rule of rules) {
      if (!rule.pattern.test(pathname)) continue;
      for (const [k, v] of rule.headers) {
        if (v === DETACHED) merged.delete(k.toLowerCase());
        else merged.set(k.toLowerCase(), [k, v]);
      }
    }
    return [...merged.values()];
  };
}
