import { branchMessages, type BranchEvent, type BranchFields } from '@gym/contracts';
import { NotFoundError, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { branchCodeDecider, branchDecider } from './branchDecider.ts';

// Retries and later states of the branch and branch-code streams.
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
const online = { ...fields, filialType: 'online' as const };
const changed: BranchEvent = { type: 'BranchChanged', data: { accountId, branchId, fields: online, changedAt: now } };
const spec = deciderSpec(branchDecider);
const create = (over: Partial<{ accountId: string; fields: BranchFields }> = {}) =>
  ({ type: 'CreateBranch', data: { accountId, branchId, code: 'centro', fields, now, ...over } }) as const;

describe('branch decider: retries and later states', () => {
  it('given a created branch, when the same creation is retried, then nothing happens', () => {
    spec.given([created]).when(create()).thenNothingHappens();
  });

  it('given a created branch, when created again with other fields or by another account, then "not found"', () => {
    spec
      .given([created])
      .when(create({ fields: online }))
      .thenThrows(NotFoundError, branchMessages.notFound);
    spec
      .given([created])
      .when(create({ accountId: 'acc-2' }))
      .thenThrows(NotFoundError, branchMessages.notFound);
  });

  it('given a changed branch, when the changed fields are saved again, then nothing happens; the old ones are a change back', () => {
    spec
      .given([created, changed])
      .when({ type: 'ChangeBranch', data: { accountId, branchId, fields: online, now } })
      .thenNothingHappens();
    spec
      .given([created, changed])
      .when({ type: 'ChangeBranch', data: { accountId, branchId, fields, now } })
      .then([{ type: 'BranchChanged', data: { accountId, branchId, fields, changedAt: now } }]);
  });
});

describe('branch code decider: retries', () => {
  const claim = (id: string) => ({
    type: 'ClaimBranchCode' as const,
    data: { accountId, code: 'centro', branchId: id },
  });
  const codeSpec = deciderSpec(branchCodeDecider);
  it('given a code claimed by a branch, when the same branch claims it again, then nothing happens', () => {
    codeSpec
      .given([{ type: 'BranchCodeClaimed', data: claim('br-1').data }])
      .when(claim('br-1'))
      .thenNothingHappens();
  });

  it('given a taken code, when another branch claims it, then the error points at the code field', () => {
    const error = codeSpec
      .given([{ type: 'BranchCodeClaimed', data: claim('br-1').data }])
      .when(claim('br-2'))
      .thenThrows(ValidationError, branchMessages.codeTaken);
    expect((error as ValidationError).issues).toEqual([{ path: ['input', 'code'], message: branchMessages.codeTaken }]);
  });
});
