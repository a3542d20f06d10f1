import { createHash } from 'node:crypto';

/**
 * The one inline script of every page: it starts the app once the browser has painted the
 * first screen, instead of letting the app's JavaScript download alongside it.
 *
 * Why: the pre-rendered page is complete and readable without JavaScript. On a slow phone
 * connection every byte fetched before the first paint competes with the document, the fonts
 * and the first-screen image for bandwidth, so the scripts wait until the page has painted.
 * They then arrive in parallel (modulepreload for every chunk the page needs) and hydrate.
 * A tap or key press before that starts them at once, and a page opened in a background tab
 * (which does not paint) starts them once it has loaded.
 *
 * Each request is started in a task of its own (in order, the entry last): starting one is
 * cheap, but all of them in the one task right after the first paint took 8-15 ms in Lighthouse
 * traces on the bench's machine, a long task on a phone four times slower.
 *
 * The script is identical on every page, so the Content-Security-Policy allows it by hash; the
 * page's own module list travels in data attributes, which the hash does not cover.
 * Written in ES5 without arrow functions so any browser can parse it.
 */
const LOADER_SOURCE = `(function (loader) {
  var started = false;
  function later(task) {
    setTimeout(task, 0);
  }
  function start() {
    if (started) return;
    started = true;
    loader.getAttribute('data-modules').split(' ').forEach(function (href) {
      if (!href) return;
      later(function () {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
    });
    later(function () {
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.src = loader.getAttribute('data-entry');
      document.head.appendChild(entry);
    });
  }
  var observer = window.PerformanceObserver;
  if (observer && observer.supportedEntryTypes && observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new observer(function (list, self) {
      self.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    addEventListener('DOMContentLoaded', start);
  }
  addEventListener('load', function () {
    setTimeout(start, 1000);
  });
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  });
})(document.currentScript);`;

/** The value for the Content-Security-Policy's script-src that allows exactly this script. */
export const appLoaderCspSource = `'sha256-${createHash('sha256').update(LOADER_SOURCE).digest('base64')}'`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The loader tag for a page: its entry module and every module to fetch alongside it. */
export function appLoaderTag(entry: string, modules: string[]): string {
  return `<script data-app-loader data-entry="${escapeAttribute(entry)}" data-modules="${escapeAttribute(modules.join(' '))}">${LOADER_SOURCE}</script>`;
}

/** Reads a page's entry and modules back from its loader tag (for the JavaScript budget and tests). */
export function appModulesOf(html: string): { entry: string; modules: string[] } | undefined {
  const tag = /<script data-app-loader data-entry="([^"]+)" data-modules="([^"]*)">/.exec(html);
  if (!tag) return undefined;
  return { entry: tag[1]!, modules: tag[2]!.split(' ').filter(Boolean) };
}
