import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitMessageProblems } from '../../scripts/git/commitMessage.ts';

describe('commitMessageProblems', () => {
  it('accepts a short imperative subject, a blank line and the why', () => {
    expect(commitMessageProblems('Refuse a photo carrying GPS\n\nA phone photo published the home.\n')).toEqual([]);
    expect(commitMessageProblems('Embed the tour\n')).toEqual([]);
    expect(commitMessageProblems("Merge branch 'cards'\n")).toEqual([]);
  });

  it('refuses a long subject, a full stop, a past or -ing verb and a body without a blank line', () => {
    expect(commitMessageProblems(`Add ${'x'.repeat(80)}`)).toEqual([
      'The subject is 84 characters; keep it to 72 and move the detail into the body, after a blank line.',
    ]);
    expect(commitMessageProblems('Fixed the card.\nbecause')).toEqual([
      'End the subject without a full stop.',
      'Start the subject in the imperative, as a command ("Add", "Fix"), not "Fixed".',
      'Leave the second line blank: the subject is one line, the why follows after a blank line.',
    ]);
    expect(commitMessageProblems('Adding cards')).toHaveLength(1);
    expect(commitMessageProblems('# only a comment\n')).toEqual([
      'The message is empty: write a subject line saying what the commit does.',
    ]);
  });

  it('reads no further than the scissors line git adds with commit -v', () => {
    const diff = `Add cards\n\n# ------------------------ >8 ------------------------\ndiff --git a/x b/x\n+${'y'.repeat(100)}`;
    expect(commitMessageProblems(diff)).toEqual([]);
  });
});

describe('the commit-msg hook', () => {
  const repo = mkdtempSync(join(tmpdir(), 'commit-msg-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const hooks = join(import.meta.dirname, '..', '..', '.githooks');
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', `core.hooksPath=${hooks}`, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args],
      {
        cwd: repo,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );

  it('stops a commit whose subject runs past 72 characters and lets a good one through', () => {
    git('init', '-q');
    writeFileSync(join(repo, 'a.txt'), 'a');
    git('add', 'a.txt');
    expect(() => git('commit', '-qm', `Add ${'a very long subject '.repeat(5)}`)).toThrow(/keep it to 72/);
    git('commit', '-qm', 'Add a file\n\nA test needs one.');
    expect(git('log', '--format=%s')).toBe('Add a file\n');
  });
});
