/**
 * What wouter imports from `use-sync-external-store/shim` (see chunks.ts, `packageStandIns`): the
 * shim backfills the hook for React 17 and older; React 19 has it.
 */
export { useSyncExternalStore } from 'react';
