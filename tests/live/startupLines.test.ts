/** What npm start says about its port and its first build's progress. */
import { describe, expect, it } from 'vitest';
import { movedPortNote } from '../../scripts/dev/startup.ts';
import { buildProgressLine } from '../../scripts/dev/live/buildProgress.ts';

describe('the port note', () => {
  it('says nothing for PORT=0, which asks for any free port', () => {
    expect(movedPortNote(0, 'http://127.0.0.1:39113')).toBeUndefined();
  });
  it('says nothing when the site got the port asked for', () => {
    expect(movedPortNote(4173, 'http://127.0.0.1:4173')).toBeUndefined();
  });
  it('says so when the port asked for was taken', () => {
    expect(movedPortNote(4173, 'http://127.0.0.1:4174')).toBe(
      'Port 4173 is in use, so the site is served on the next free one.',
    );
  });
});

function recorder(isTTY: boolean) {
  const written: string[] = [];
  let clock = 0;
  const progress = buildProgressLine({
    out: { isTTY, write: (text: string) => written.push(text) },
    now: () => clock,
    everyMs: 5_000,
  });
  return { written, progress, advance: (ms: number) => (clock += ms) };
}

describe("the first build's progress", () => {
  it('on a terminal, updates one line with photos and pages done of total and the time left', () => {
    const { written, progress, advance } = recorder(true);
    // The build counts the pages before the photos (finishSite), then again as they start.
    progress.report('pages', 0, 63);
    progress.report('photos', 0, 40);
    advance(10_000);
    progress.report('photos', 10, 40);
    expect(written.at(-1)).toBe('\r\x1b[KBuilding: photos 10 of 40 · pages 0 of 63 · about 30 s left for the photos');
    advance(30_000);
    progress.report('photos', 40, 40);
    progress.report('pages', 0, 63);
    advance(2_000);
    progress.report('pages', 21, 63);
    // Reckoned from the pages' start, not from before the photos (that would say about 1 min 24 s).
    expect(written.at(-1)).toBe('\r\x1b[KBuilding: photos 40 of 40 · pages 21 of 63 · about 4 s left for the pages');
    expect(written.some((text) => text.includes('pages 0 of 0'))).toBe(false);
    progress.report('pages', 63, 63);
    // The last page ends the line, so the build's next message starts on its own.
    expect(written.slice(-2)).toEqual(['\r\x1b[KBuilding: photos 40 of 40 · pages 63 of 63', '\n']);
    expect(written.every((text) => text === '\n' || text.startsWith('\r'))).toBe(true);
  });

  it('in a log, writes plain lines at most every 5 seconds and at the end of each step', () => {
    const { written, progress, advance } = recorder(false);
    progress.report('pages', 0, 100);
    progress.report('photos', 0, 3);
    for (let done = 1; done <= 3; done++) {
      advance(1_000);
      progress.report('photos', done, 3);
    }
    progress.report('pages', 0, 100);
    for (let done = 1; done <= 100; done++) {
      advance(200);
      progress.report('pages', done, 100);
    }
    expect(written.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    // Nothing done is no news in a log: the first line comes with the first photo.
    expect(written[0]).toBe('Building: photos 1 of 3 · pages 0 of 100 · about 2 s left for the photos\n');
    expect(written).toContain('Building: photos 3 of 3 · pages 0 of 100\n');
    expect(written.at(-1)).toBe('Building: photos 3 of 3 · pages 100 of 100\n');
    // 20 s of pages: a line every 5 s, not one per page.
    expect(written.length).toBeLessThan(10);
  });
});
