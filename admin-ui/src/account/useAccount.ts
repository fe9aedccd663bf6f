import type { FeatureKey } from '@gym/contracts/accounts/enums';
import type { AdminAccount } from '../dataProvider/account';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminQuery } from '../dataProvider/hooks';

export type { AdminAccount };

/** The signed-in account (admin scope), read once per visit; its features gate the navigation and the student screens. */
export function useAccount(): { account: AdminAccount | null; error: unknown } {
  const { data, error } = useAdminQuery(['adminAccount'], (dataProvider) => dataProvider.adminAccount(), {
    staleTime: Infinity,
  });
  return { account: data ?? null, error };
}

export function hasFeature(account: AdminAccount | null, feature: FeatureKey): boolean {
  return !!account?.features.includes(feature);
}

/** Forgets the loaded account, so the screens read a settings change just saved (the points label, the name). */
export function useReloadAccount(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['adminAccount'] });
}
