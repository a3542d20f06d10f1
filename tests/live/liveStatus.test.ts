/**
 * What npm start's live site tells the editor about a change (the notice after a save): the files
 * it is made of, its progress with the time left, and, when the site cannot show it, why and
 * where to look. The live site watches a copy of the fixture site; content the check refuses
 * stops before any build, so none is needed here.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLiveSite } from '../../scripts/dev/live/liveSite.ts';
import { progressTeller, type LiveStatus } from '../../scripts/dev/live/liveStatus.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A progress teller on a clock the test sets (`clock.at`, in ms), and what it told. */
function clockedTeller() {
  const clock = { at: 0 };
  const told: LiveStatus[] = [];
  const report = progressTeller(
    ['listings/a.json'],
    (status) => told.push(status),
    () => clock.at,
  );
  return { report, told, clock };
}

describe('the live status', () => {
  it('a change the check refuses: updating, then failed, with the problems page to look at, naming the file saved', async () => {
    root = mkdtempSync(join(tmpdir(), 'live-status-'));
    cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
    const told: LiveStatus[] = [];
    const problems: unknown[] = [];
    const lines: string[] = [];
    const live = startLiveSite({
      contentRoot: root,
      srcDir: join(fixtureSiteRoot, '..', '..', '..', 'src'),
      build: { distDir: join(root, 'dist'), ssrDir: join(root, 'dist-ssr'), imageCacheDir: join(root, 'cache') },
      servesContentOnDisk: false,
      reloadServer: () => undefined,
      rebuilt: () => undefined,
      problems: (error) => problems.push(error),
      status: (status) => told.push(status),
      log: (line) => lines.push(line),
      quietMs: 50,
    });
    try {
      const file = join(root, 'data/listings/84-old-forest-hill.json');
      const listing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, `${JSON.stringify({ ...listing, neighbourhood: 'atlantis' }, null, 2)}\n`);
      await settle(300);
      await live.idle();
    } finally {
      live.close();
    }
    expect(told).toEqual([
      { files: ['listings/84-old-forest-hill.json'], state: 'updating' },
      {
        files: ['listings/84-old-forest-hill.json'],
        state: 'failed',
        reason: 'the content on disk has a problem, so the site keeps showing its last good version',
        where: '/admin/problems',
      },
    ]);
    expect(problems).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  it('a step’s progress: the time left from the pace so far, none before the first photo or after the last', () => {
    const { report: photos, told, clock } = clockedTeller();
    photos('photos', 0, 4);
    clock.at = 6_000;
    photos('photos', 1, 4);
    clock.at = 8_000;
    photos('photos', 2, 4);
    clock.at = 9_000;
    photos('photos', 4, 4);
    expect(told.map((status) => (status.state === 'building' ? [status.done, status.secondsLeft] : status))).toEqual([
      [0, undefined],
      [1, 18],
      [2, 8],
      [4, undefined],
    ]);
  });

  it('photos from the cache set no pace: no time promised until one is really encoded, then its pace', () => {
    const { report: photos, told, clock } = clockedTeller();
    photos('photos', 0, 12);
    // Ten of a listing's photos come from the cache, 10 ms apart; then two new ones, 5 s each.
    for (let done = 1; done <= 10; done++) {
      clock.at += 10;
      photos('photos', done, 12);
    }
    clock.at += 5_000;
    photos('photos', 11, 12);
    clock.at += 5_000;
    photos('photos', 12, 12);
    const left = told.map((status) => (status.state === 'building' ? status.secondsLeft : status));
    expect(left.slice(0, 11)).toEqual(Array(11).fill(undefined));
    expect(left.slice(11)).toEqual([5, undefined]);
  });

  it('pages keep the plain pace: every page counts', () => {
    const { report: pages, told, clock } = clockedTeller();
    pages('pages', 0, 100);
    clock.at = 50;
    pages('pages', 10, 100);
    expect(told.at(-1)).toMatchObject({ stage: 'pages', done: 10, secondsLeft: 1 });
    clock.at = 20_000;
    pages('pages', 50, 100);
    expect(told.at(-1)).toMatchObject({ stage: 'pages', done: 50, secondsLeft: 20 });
  });
});
