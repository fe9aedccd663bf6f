/**
 * Runs tasks with the same key one after another, in arrival order. Movements on one student's points
 * stream would otherwise race on its expected revision and burn their retries; serialising them in the
 * process leaves the expected-revision check to guard only against other processes.
 */
export function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
