// A module fetched on demand (a schema the browser needs only once a form is used): loaded at most once, and
// asked again after a failed fetch (a dropped connection) rather than failing for the rest of the visit.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
