/**
 * Runs tasks one at a time per key inside this process. Requests for one class day queue here
 * instead of racing each other into revision conflicts (200 at once would exhaust any retry budget);
 * across processes the expected-revision append still guards the limit.
 */
export function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
