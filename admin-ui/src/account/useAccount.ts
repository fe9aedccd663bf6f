import { useEffect, useState } from 'react';
import type { FeatureKey } from '@gym/contracts/accounts/enums';
import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

export interface AdminAccount {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly label: string;
  readonly features: readonly string[];
  readonly accountType: string;
  readonly status: string;
  /** The account's own word for points (settings, Geral); null: 'Pontos'. */
  readonly pointsLabel?: string | null;
}

let pending: Promise<AdminAccount> | null = null;

function loadAccount(): Promise<AdminAccount> {
  pending ??= graphqlRequest<{ account: AdminAccount }>(
    endpoints.admin,
    'query AdminAccount { account { id code name label features accountType status pointsLabel } }',
  )
    .then((data) => data.account)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Forgets the loaded account, so screens mounted next read a settings change just saved. */
export function reloadAccount(): void {
  pending = null;
}

/** The signed-in account (admin scope); its features gate the navigation and the student screens. */
export function useAccount(): { account: AdminAccount | null; error: unknown } {
  const [state, setState] = useState<{ account: AdminAccount | null; error: unknown }>({ account: null, error: null });
  useEffect(() => {
    let alive = true;
    loadAccount().then(
      (account) => alive && setState({ account, error: null }),
      (error: unknown) => alive && setState({ account: null, error }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}

export function hasFeature(account: AdminAccount | null, feature: FeatureKey): boolean {
  return !!account?.features.includes(feature);
}
