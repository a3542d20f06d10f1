/**
 * node:fs for the hosted preview: the check's memory file system to read the site from, and the
 * writers that the modules drawing a page import beside their page functions (the build's
 * pre-rendering writes its pages and feed; the preview only draws one page, and writes nothing).
 */
export { existsSync, readdirSync, readFileSync, statSync } from './memoryFs.ts';

function writesNothing(): never {
  throw new Error("The editor's preview writes no file.");
}

export const mkdirSync = writesNothing;
export const writeFileSync = writesNothing;
