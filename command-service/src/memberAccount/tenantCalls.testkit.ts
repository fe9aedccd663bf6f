import {
  MY_PLANS,
  MY_PROFILE,
  OPEN_PIX,
  PAY_OVERDUE,
  PIX_STATUS,
  SAVE_MY_PROFILE,
} from './memberAccountQueries.gql.ts';

/** A minimal valid call of every member-side plan, payment and profile field (issue 25 item 2), for tenant isolation. */
const someId = '00000000-0000-4000-8000-000000000000';

export const memberAccountCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  getAlunoPlans: { query: MY_PLANS },
  myProfile: { query: MY_PROFILE },
  payOverduePayments: { query: PAY_OVERDUE, variables: { id: someId } },
  openOverduePix: { query: OPEN_PIX, variables: { id: someId } },
  overduePixStatus: { query: PIX_STATUS, variables: { id: someId, pix: 'pix_x' } },
  createOrUpdateUser: { query: SAVE_MY_PROFILE, variables: { input: { name: 'Outro', lastName: 'Nome' } } },
};
