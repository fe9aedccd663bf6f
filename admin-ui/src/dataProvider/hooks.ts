import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCreate, useDataProvider, useUpdate, type Identifier, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from './index';

/** The data provider with its custom methods (zipcodeLookup, setPaymentReceived, newMovementPoints...). */
export const useAdminDataProvider = () => useDataProvider<AdminDataProvider>();

/**
 * A read through a custom method, cached like react-admin's own reads. No retry: a failure shows at
 * once, as the screens always did; `onError` runs once per failure.
 */
export function useAdminQuery<T>(
  key: readonly unknown[],
  read: (dataProvider: AdminDataProvider) => Promise<T>,
  options: {
    readonly enabled?: boolean;
    readonly staleTime?: number;
    readonly onError?: (error: unknown) => void;
  } = {},
) {
  const dataProvider = useAdminDataProvider();
  const result = useQuery({
    queryKey: ['admin', ...key],
    queryFn: () => read(dataProvider),
    retry: false,
    enabled: options.enabled ?? true,
    staleTime: options.staleTime ?? 0,
  });
  const { onError } = options;
  useEffect(() => {
    if (result.error && onError) onError(result.error);
  }, [result.error, onError]);
  return result;
}

/** A write through a custom method; `mutateAsync` resolves with its answer or rejects with the HttpError. */
export function useAdminMutation<V, T>(write: (dataProvider: AdminDataProvider, variables: V) => Promise<T>) {
  const dataProvider = useAdminDataProvider();
  return useMutation({ mutationFn: (variables: V) => write(dataProvider, variables) });
}

/** No retry for the screens' reads through react-admin's hooks (useGetList, useGetOne): a failure shows at once. */
export const readOnce = { retry: false } as const;

/**
 * Saves a record through react-admin's mutations: create without an id, update with one (the
 * spec's createOrUpdate operations serve both). Resolves with the saved record; rejects with the HttpError.
 */
export function useSaveRecord<T extends RaRecord>(resource: string) {
  const [create] = useCreate<T>();
  const [update] = useUpdate<T>();
  return async (id: Identifier | null | undefined, data: Record<string, unknown>, previousData?: T): Promise<T> => {
    const saved = id
      ? await update(resource, { id, data: data as Partial<T>, previousData }, { returnPromise: true })
      : await create(resource, { data: data as Partial<T> }, { returnPromise: true });
    return saved as T;
  };
}
