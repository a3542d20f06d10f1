/**
 * The only console messages the site may print, each tied to the situation that causes it.
 * Anything else (errors, warnings, uncaught exceptions, hydration mismatches) fails the test.
 */
import type { Allowance } from './browser.ts';

/** The 404 page logs the path the visitor asked for (SPEC: "The bad path is logged to the console"). */
export const notFoundLog = (path: string): Allowance => ({
  reason: `the 404 page logs the bad path ${path}`,
  matches: (e) => e.kind === 'error' && e.text === `404 Error: User attempted to access non-existent route: ${path}`,
});

/** On a direct visit, the document itself answers 404, which Chromium reports for that URL. */
export const notFoundDocument = (url: string): Allowance => ({
  reason: `Chromium notes the 404 status of the document ${url}`,
  matches: (e) =>
    e.kind === 'error' &&
    e.text === 'Failed to load resource: the server responded with a status of 404 (Not Found)' &&
    e.url === url,
});

/** A failed submission: the form logs the error (SPEC: "Error is logged") and Chromium notes the request that failed. */
export const failedSubmission = (
  logPrefix: 'Contact message not sent:' | 'Newsletter signup failed:',
  table: string,
): Allowance[] => [
  {
    reason: `the form logs its failure (${logPrefix})`,
    matches: (e) => e.kind === 'error' && e.text.startsWith(logPrefix),
  },
  failedRequest(table),
];

/** Chromium's note about a request to `table` that failed or answered with an error status. */
export const failedRequest = (table: string): Allowance => ({
  reason: `Chromium notes the failed request to ${table}`,
  matches: (e) =>
    e.kind === 'error' && e.text.startsWith('Failed to load resource') && e.url.includes(`/rest/v1/${table}`),
});
