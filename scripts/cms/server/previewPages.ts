import { escapeHtml } from '../../siteBuild/htmlDocument.ts';

/**
 * What the editor's preview pane shows, locally (preview.ts, drawn by npm start) and hosted
 * (browser/previewEntryPoint.ts, drawn in the editor's page): the page as a still, or why not.
 */

/**
 * The page as a still: no script runs in the editor's preview (the site's code would fetch the
 * published build's data and replace the preview with it), links open in a new tab.
 */
export const still = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<head>', '<head>\n<base target="_blank">');

/** In place of the page: a heading and what stops it being drawn. */
export const problemsPage = (heading: string, lines: string[]) =>
  `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>` +
  `<body style="font:15px/1.5 ui-monospace,monospace;padding:24px;background:#fff7f5;color:#3a0d05"><h1 style="font:600 20px system-ui">${escapeHtml(heading)}</h1>` +
  `<pre style="white-space:pre-wrap">${escapeHtml(lines.join('\n\n'))}</pre></body></html>`;

/** The heading over the check's errors, in place of the page. */
export const FIX_TO_PREVIEW = 'Fix these to see the page';
