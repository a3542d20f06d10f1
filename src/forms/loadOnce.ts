/**
 * Wraps a loader (a dynamic import, say) so that it runs once and every caller shares its
 * promise; a failure, such as a chunk that did not download, lets the next call try again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}
