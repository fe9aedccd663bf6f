import type { AccountDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { dashboardAccountTotals, getAccountRating } from '@gym/projection-service';

/**
 * The Account fields of spec 002 section 3 the dashboard reads, each resolved only when asked for. totalPlans and
 * externalStoreEnabled come from the `dashboardAccounts` read model; the product builds no app yet, so `app` is null.
 */
export function dashboardAccountFields(docs: DocumentStore, doc: AccountDoc) {
  let totals: ReturnType<typeof dashboardAccountTotals> | null = null;
  const once = () => {
    totals ??= dashboardAccountTotals(docs, doc.id);
    return totals;
  };
  return {
    totalPlans: async () => (await once()).totalPlans,
    externalStoreEnabled: async () => (await once()).externalStoreEnabled,
    app: null,
    image: doc.avatarUrl ?? null,
    shortDescription: doc.bio ?? null,
    weightedRating: async () => (await getAccountRating(docs, doc.id)).weightedRating,
  };
}
