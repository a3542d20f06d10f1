import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { buildSite } from '../../scripts/siteBuild/buildSite.ts';
import { LOCAL_SUPABASE_ANON_KEY } from '../../scripts/lib/localSupabase.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** npm run build:deploy, with a hosted project's settings, must carry nothing of the local backend. */
const outDir = join(projectRoot, 'dist-test', `deploy-${process.pid}`);
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(`${outDir}-ssr`, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('a deploy build holds no local key, no 127.0.0.1 and no local fallback, and posts to the hosted project', async () => {
  const saved = { url: process.env.VITE_SUPABASE_URL, key: process.env.VITE_SUPABASE_ANON_KEY };
  process.env.VITE_SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
  process.env.VITE_SUPABASE_ANON_KEY = 'hosted-anon-key-for-the-test';
  try {
    await buildSite({ outDir, contentRoot: fixtureSiteRoot, deploy: true, log: () => {} });
  } finally {
    if (saved.url === undefined) delete process.env.VITE_SUPABASE_URL;
    else process.env.VITE_SUPABASE_URL = saved.url;
    if (saved.key === undefined) delete process.env.VITE_SUPABASE_ANON_KEY;
    else process.env.VITE_SUPABASE_ANON_KEY = saved.key;
  }
  const text = filesUnder(outDir)
    .filter((file) => /\.(html|js|json|css|txt|xml|webmanifest)$|_headers$|_redirects$/.test(file))
    .map((file) => ({ file, content: readFileSync(file, 'utf8') }));
  expect(text.length).toBeGreaterThan(10);
  for (const { file, content } of text) {
    expect(content.includes(LOCAL_SUPABASE_ANON_KEY), `${file} holds the local anon key`).toBe(false);
    // The local backend's address in any form. Not a bare "127.0.0.1" or "http://localhost:9999":
    // supabase-js ships those itself (the hosts it may send trace headers to; auth-js's default
    // URL, which the client always replaces with the project's), and they name no backend of ours.
    expect(
      /http:\/\/127\.0\.0\.1|127\.0\.0\.1:54321|localhost:54321/.test(content),
      `${file} names the local backend`,
    ).toBe(false);
  }
  const scripts = text.filter(({ file }) => file.endsWith('.js')).map(({ content }) => content);
  expect(scripts.some((content) => content.includes('https://abcdefghijklmnop.supabase.co'))).toBe(true);
  expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain('connect-src');
}, 180_000);

test('without the hosted settings, a deploy build refuses in one sentence', async () => {
  await expect(
    buildSite({ outDir: `${outDir}-refused`, contentRoot: fixtureSiteRoot, deploy: true, log: () => {} }),
  ).rejects.toThrow(
    'A deploy build needs the hosted Supabase project: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY',
  );
});
