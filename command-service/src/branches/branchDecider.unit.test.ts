import { branchMessages, type BranchEvent, type BranchFields } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { branchCodeDecider, branchDecider } from './branchDecider.ts';

const fields: BranchFields = {
  filialType: 'place',
  name: 'Centro',
  status: 'active',
  visibility: 'everywhere',
  zipcode: '01310100',
  street: 'Av. Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  gymId: null,
  token: null,
  passIntegration: null,
  totalpassToken: null,
  totalpassServiceProvider: null,
  totalpassBearerToken: null,
  totalpassPlanCode: null,
};
const accountId = 'acc-1';
const branchId = 'br-1';
const now = '2026-11-23T12:00:00.000Z';
const created: BranchEvent = {
  type: 'BranchCreated',
  data: { accountId, branchId, code: 'centro', fields, createdAt: now },
};
const spec = deciderSpec(branchDecider);

describe('branch decider', () => {
  it('creates a branch with its code', () => {
    spec
      .given([])
      .when({ type: 'CreateBranch', data: { accountId, branchId, code: 'centro', fields, now } })
      .then([created]);
  });

  it('changes the fields of an existing branch', () => {
    const online = { ...fields, filialType: 'online' as const };
    spec
      .given([created])
      .when({ type: 'ChangeBranch', data: { accountId, branchId, fields: online, now } })
      .then([{ type: 'BranchChanged', data: { accountId, branchId, fields: online, changedAt: now } }]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([created])
      .when({ type: 'ChangeBranch', data: { accountId, branchId, fields, now } })
      .thenNothingHappens();
  });

  it("refuses to change another account's branch as if it did not exist", () => {
    spec
      .given([created])
      .when({ type: 'ChangeBranch', data: { accountId: 'acc-2', branchId, fields, now } })
      .thenThrows(NotFoundError, branchMessages.notFound);
  });

  it('refuses to change a branch that does not exist', () => {
    spec
      .given([])
      .when({ type: 'ChangeBranch', data: { accountId, branchId, fields, now } })
      .thenThrows(NotFoundError, branchMessages.notFound);
  });
});

describe('branch code claim', () => {
  const claim = (id: string) => ({
    type: 'ClaimBranchCode' as const,
    data: { accountId, code: 'centro', branchId: id },
  });
  it('gives a free code to the first branch', () => {
    deciderSpec(branchCodeDecider)
      .given([])
      .when(claim('br-1'))
      .then([{ type: 'BranchCodeClaimed', data: claim('br-1').data }]);
  });
  it('refuses a code another branch owns', () => {
    deciderSpec(branchCodeDecider)
      .given([{ type: 'BranchCodeClaimed', data: claim('br-1').data }])
      .when(claim('br-2'))
      .thenThrows(ValidationError, branchMessages.codeTaken);
  });
});
