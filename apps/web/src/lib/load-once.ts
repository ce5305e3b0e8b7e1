/**
 * A module fetched once, when a form is first touched rather than with the page: the sign-in and
 * upload forms call it on focus (so it is usually there by the time they are sent) and await it on
 * submit. A failed fetch (offline) is forgotten, so the next try fetches again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
