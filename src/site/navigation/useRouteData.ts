import { useEffect, useState } from 'react';
import type { BrowserRouteData as RouteData } from '../../content/render/routeData.ts';
import { isStaticHtml } from '../StaticBlock.tsx';
import { normalizePath } from '../../model/paths.ts';
import { CONTENT_UPDATED_EVENT } from './contentUpdates.ts';
import { forgetRouteData, loadRouteData, rememberRouteData } from './routeData.ts';

export interface RouteState {
  /** The path whose data is shown (it lags the address bar while the next page loads). */
  path: string;
  data: RouteData;
}

/**
 * The data for the current location. The first page comes embedded in its HTML; later pages
 * are fetched as JSON, keeping the previous page on screen until the next one is ready.
 * If the data cannot be fetched, the browser loads the page itself, so a visitor never
 * meets a dead end.
 */
export function useRouteData(location: string, initial: RouteState): RouteState {
  const [state, setState] = useState(initial);
  const path = normalizePath(location);

  // The data embedded in a page leaves out its static blocks' HTML (the page holds it): a return
  // to this page after a navigation fetches the whole data instead.
  useEffect(() => {
    if (initial.data.page.blocks.every((block) => !isStaticHtml(block) || block.html !== undefined))
      rememberRouteData(initial.path, initial.data);
  }, [initial]);

  useEffect(() => {
    if (path === state.path) return;
    let current = true;
    loadRouteData(path).then(
      (data) => current && setState({ path, data }),
      () => current && window.location.assign(window.location.href),
    );
    return () => {
      current = false;
    };
  }, [path, state.path]);

  // In development, edited content replaces the page's data without a reload, so open state (a lightbox, a half-filled form) survives.
  // The production build drops this (import.meta.env.DEV is false there): content changes only with a new build.
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const refresh = () => {
      forgetRouteData();
      void loadRouteData(state.path).then((data) =>
        setState((s) => (s.path === state.path ? { path: s.path, data } : s)),
      );
    };
    addEventListener(CONTENT_UPDATED_EVENT, refresh);
    return () => removeEventListener(CONTENT_UPDATED_EVENT, refresh);
  }, [state.path]);

  return state;
}
