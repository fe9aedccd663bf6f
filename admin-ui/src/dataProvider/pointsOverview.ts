import { adminRequest } from './request';

export interface RankingEntry {
  readonly id: string;
  readonly rank: number;
  readonly fullName: string;
  readonly email: string;
  readonly totalPoints: number;
}
export interface AccountMovement {
  readonly id: string;
  readonly createdAt: string;
  readonly userId: string;
  readonly fullName: string;
  readonly operation: 'add' | 'sub';
  readonly value: number;
  readonly obs: string | null;
  readonly source: string;
  readonly totalPoints: number;
}
export interface PointsPage<T> {
  readonly list: readonly T[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalEntries: number;
}
export interface MovementFilters {
  readonly page: number;
  readonly userId?: string | null;
  readonly source?: string | null;
  readonly operation?: string | null;
  readonly from?: string | null;
  readonly to?: string | null;
}
export interface PointsRuleSetting {
  readonly enabled: boolean;
  readonly points: number;
}
export interface CrmSettings {
  readonly checkin: PointsRuleSetting;
  readonly review: PointsRuleSetting;
  readonly purchase: PointsRuleSetting;
  readonly record: PointsRuleSetting;
  readonly minimumCheckinsToPoints: number | null;
}

const RULES =
  'checkin { enabled points } review { enabled points } purchase { enabled points } record { enabled points } minimumCheckinsToPoints';
const RANKING = `query PointsRanking($page: Int, $search: String) {
  pointsRanking(page: $page, search: $search) { page totalPages totalEntries list { id rank fullName email totalPoints } }
}`;
const MOVEMENTS = `query PointsMovements($page: Int, $userId: ID, $source: String, $operation: String, $from: String, $to: String) {
  pointsMovements(page: $page, userId: $userId, source: $source, operation: $operation, from: $from, to: $to) {
    page totalPages totalEntries list { id createdAt userId fullName operation value obs source totalPoints }
  }
}`;
const CRM = `query CrmSettings { crmSettings { ${RULES} } }`;
const SAVE_CRM = `mutation UpdateCrmSettings($input: CrmSettingsInput!) { updateCrmSettings(input: $input) { ${RULES} } }`;

/** /points (ranking and movements of the account) and /crm-settings (the automatic points rules). */
export const pointsOverviewMethods = {
  pointsRanking: (page: number, search: string | null) =>
    adminRequest<{ pointsRanking: PointsPage<RankingEntry> }>(RANKING, { page, search }).then((d) => d.pointsRanking),
  pointsMovements: (filters: MovementFilters) =>
    adminRequest<{ pointsMovements: PointsPage<AccountMovement> }>(MOVEMENTS, { ...filters }).then(
      (d) => d.pointsMovements,
    ),
  crmSettings: () => adminRequest<{ crmSettings: CrmSettings }>(CRM).then((d) => d.crmSettings),
  updateCrmSettings: (input: Omit<CrmSettings, 'minimumCheckinsToPoints'>) =>
    adminRequest<{ updateCrmSettings: CrmSettings }>(SAVE_CRM, { input }).then((d) => d.updateCrmSettings),
};
