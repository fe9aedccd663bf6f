/**
 * The last folded state and revision of recently written streams, so a busy stream is not re-read and
 * re-folded for every command. Only a hint: appends still carry the cached revision, and a conflict
 * (another process wrote) or a refusal decided on it sends the command down the full read path.
 */
export function foldCache<S>(capacity = 10_000) {
  const entries = new Map<string, { state: S; revision: number }>();
  return {
    get(streamId: string) {
      const entry = entries.get(streamId);
      if (entry) {
        // Map order is insertion order: re-inserting marks it most recently used.
        entries.delete(streamId);
        entries.set(streamId, entry);
      }
      return entry;
    },
    set(streamId: string, state: S, revision: number) {
      entries.delete(streamId);
      entries.set(streamId, { state, revision });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    delete(streamId: string) {
      entries.delete(streamId);
    },
  };
}
