import { useCallback, useEffect, useState } from 'react';
import { useNotifyRequestError } from '../lib/notifyError';

/** Loads with `load` whenever its inputs change; `reload` after a change. */
export function usePageData<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [tick, setTick] = useState(0);
  const notifyRequestError = useNotifyRequestError();
  useEffect(() => {
    let live = true;
    load().then((d) => live && setData(d), (e: unknown) => live && notifyRequestError(e));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, reload };
}
