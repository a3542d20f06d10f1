/**
 * The stand-in mark (scripts/media/standIn.ts) in the editor's page: which files carry it, as the
 * content index lists them (contentIndex.ts read their bytes on the site's side). A photo chosen
 * in the form is in no index: it is the team's own, prepared in the page, which writes no mark.
 */
const marked = new Set<string>();

export const putStandIn = (path: string) => marked.add(path);

export const clearStandIns = () => marked.clear();

export const isStandIn = (path: string): boolean => marked.has(path);
