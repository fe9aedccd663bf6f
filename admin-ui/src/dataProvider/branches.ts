import { branchMessages } from '@gym/contracts/branches/messages';
import { RequestError } from '../lib/graphqlRequest';
import { adminRequest } from './request';
import { wholeList, type ResourceHandlers } from './types';

/** A branch (spec 000 'Branch (filial)'): resource `filials`. */
export interface Branch {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly filialType: 'place' | 'online';
  readonly [field: string]: unknown;
}
export interface Address {
  readonly street: string | null;
  readonly neighborhood: string | null;
  readonly city: string | null;
  readonly state: string | null;
}

const FILIALS = `query Filials { filials { id code name filialType status visibility zipcode street number complement neighborhood city
  state gymId token passIntegration totalpassToken totalpassServiceProvider totalpassBearerToken totalpassPlanCode } }`;
const SAVE = 'mutation SaveFilial($input: FilialInput!) { createOrUpdateFilial(input: $input) { filial { id code } } }';
const LOOKUP =
  'query ZipcodeLookup($zipcode: String!) { zipcodeLookup(zipcode: $zipcode) { street neighborhood city state } }';

const list = (signal?: AbortSignal) => adminRequest<{ filials: Branch[] }>(FILIALS, {}, signal).then((d) => d.filials);
const save = (data: Record<string, unknown>) =>
  adminRequest<{ createOrUpdateFilial: { filial: { id: string; code: string } } }>(SAVE, { input: data }).then((d) => ({
    data: d.createOrUpdateFilial.filial,
  }));

/** filials lists every branch at once; a branch is found by id, or by code with `meta.by: 'code'` (its edit address). */
export const branches: ResourceHandlers = {
  getList: ({ signal }) => list(signal).then(wholeList),
  getOne: async ({ id, meta, signal }) => {
    const key = meta?.by === 'code' ? 'code' : 'id';
    const found = (await list(signal)).find((branch) => branch[key] === String(id));
    if (!found) throw new RequestError(branchMessages.notFound, 404, 'NOT_FOUND', {});
    return { data: found };
  },
  create: ({ data }) => save(data),
  update: ({ data }) => save(data),
};

export const branchMethods = {
  /** zipcodeLookup(zipcode): the address of an 8-digit CEP, or null. */
  zipcodeLookup: (zipcode: string) =>
    adminRequest<{ zipcodeLookup: Address | null }>(LOOKUP, { zipcode }).then((d) => d.zipcodeLookup),
};
