import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearInBackground } from '../../scripts/lib/oldFolders.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function folderWithFiles(root: string, name: string, files = 50): string {
  const folder = join(root, name);
  for (let i = 0; i < files; i++) {
    mkdirSync(join(folder, `page-${i}`), { recursive: true });
    writeFileSync(join(folder, `page-${i}`, 'index.html'), `<p>page ${i}</p>`);
  }
  return folder;
}

/** Waits until `done` holds, or fails after `ms`. */
async function until(done: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting for the background deletion');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('clearInBackground', () => {
  it('frees the folder name at once and deletes what was in it in the background', async () => {
    const root = mkdtempSync(join(tmpdir(), 'old-folders-'));
    roots.push(root);
    const out = folderWithFiles(root, 'dist');
    clearInBackground([out]);
    // The name is free before any deletion could have finished: a new build can write there now.
    expect(existsSync(out)).toBe(false);
    // And nothing was deleted in this process: the old files wait beside it for the deleting one to start.
    expect(readdirSync(root).filter((name) => name.startsWith('dist-deleting-'))).toHaveLength(1);
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'new');
    await until(() => readdirSync(root).every((name) => !name.startsWith('dist-deleting-')));
    expect(readdirSync(root)).toEqual(['dist']);
    expect(readdirSync(out)).toEqual(['index.html']);
  });

  it('deletes what an earlier run moved aside, and nothing else beside it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'old-folders-'));
    roots.push(root);
    folderWithFiles(root, 'dist-deleting-123-1700000000000', 5);
    folderWithFiles(root, 'dist-deleting-notes', 1);
    folderWithFiles(root, 'dist-e2e', 1);
    // No folder to move this time (a first build), but the leftover goes all the same.
    clearInBackground([join(root, 'dist')]);
    await until(() => !existsSync(join(root, 'dist-deleting-123-1700000000000')));
    expect(readdirSync(root).sort()).toEqual(['dist-deleting-notes', 'dist-e2e']);
  });

  it('leaves alone a folder that does not exist and has no leftovers', () => {
    const root = mkdtempSync(join(tmpdir(), 'old-folders-'));
    roots.push(root);
    expect(() => clearInBackground([join(root, 'dist'), join(root, 'missing', 'dist')])).not.toThrow();
    expect(readdirSync(root)).toEqual([]);
  });
});
