import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** .ci/only-content decides whether a push runs the content-only CI or the full suite. */
const script = join(import.meta.dirname, '..', '..', '.ci', 'only-content');
const repo = mkdtempSync(join(tmpdir(), 'only-content-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
const commit = (files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  git('add', '-A');
  git('commit', '-qm', 'change');
  return git('rev-parse', 'HEAD');
};
const onlyContent = (base: string) => execFileSync('bash', [script, base], { cwd: repo, encoding: 'utf8' }).trim();

git('init', '-q');
const first = commit({ 'data/listings/a.json': '{}', 'src/x.ts': '' });

describe('.ci/only-content', () => {
  it('says true when every changed file is in data/, photos included', () => {
    const base = git('rev-parse', 'HEAD');
    commit({ 'data/listings/a.json': '{"price":1}', 'data/media/uploads/a.jpg': 'x' });
    expect(onlyContent(base)).toBe('true');
  });

  it('says false when code changed too, or with no usable base (a new branch, an unknown commit)', () => {
    const base = git('rev-parse', 'HEAD');
    commit({ 'data/listings/a.json': '{"price":2}', 'src/x.ts': 'export {}' });
    expect(onlyContent(base)).toBe('false');
    expect(onlyContent(first)).toBe('false');
    expect(onlyContent('0000000000000000000000000000000000000000')).toBe('false');
    expect(onlyContent('')).toBe('false');
    expect(onlyContent('1234567890abcdef1234567890abcdef12345678')).toBe('false');
  });
});
