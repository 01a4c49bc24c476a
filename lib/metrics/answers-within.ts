// Health checks' building block: whether a dependency answers (a query, a request) within a time limit.

/** True when `ask` resolves within `timeoutMs`; false when it fails or is still waiting then (it is not cancelled). */
export async function answersWithin(
  ask: () => Promise<unknown>,
  timeoutMs: number,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)),
  );
  const asked = Promise.resolve()
    .then(ask)
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}
