import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../scripts/ci/builtLinks.ts';

const dist = mkdtempSync(join(tmpdir(), 'built-links-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
};

write('_redirects', '/listings/sold-home /portfolio#sales-sold-home 301\n');
write('portfolio/index.html', '<ul><li id="sales-sold-home">Sold</li></ul><a href="#sales-sold-home">top</a>');
write('media/a.jpg', 'x');
write('media/a-800.avif', 'x');
write(
  'index.html',
  [
    '<a href="/portfolio#sales-sold-home">sale</a>',
    '<a href="/listings/sold-home">old address, redirected</a>',
    '<img src="/media/a.jpg" srcset="/media/a-800.avif 800w, /media/a-1600.avif 1600w">',
    '<a href="/team">missing page</a>',
    '<a href="/portfolio#sales-nowhere">missing anchor</a>',
    '<a href="#top">missing anchor here</a>',
    '<a href="https://example.com/x">other site</a> <a href="mailto:a@b.c">mail</a> <a href="tel:+14165550100">call</a>',
    '<a href="/admin/">editor</a>',
  ].join('\n'),
);
write('admin/index.html', '<script src="/admin/not-built.js"></script>');

describe('findBrokenLinks on a built site', () => {
  const broken = findBrokenLinks(dist);

  it('names every link to a page, file or anchor the build did not write, with its page', () => {
    expect(broken).toEqual(
      expect.arrayContaining([
        { page: '/', link: '/media/a-1600.avif', reason: 'the build wrote no such page or file' },
        { page: '/', link: '/team', reason: 'the build wrote no such page or file' },
        { page: '/', link: '/portfolio#sales-nowhere', reason: '/portfolio has no element with id "sales-nowhere"' },
        { page: '/', link: '#top', reason: 'no element with id "top" on this page' },
      ]),
    );
  });

  it('accepts files, pages, anchors, redirected addresses and other sites, and skips the editor page', () => {
    expect(broken).toHaveLength(4);
  });
});
