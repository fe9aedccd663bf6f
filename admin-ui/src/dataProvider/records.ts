import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

export interface RecordEntry {
  readonly id: string;
  readonly value: number;
  readonly recordedOn: string;
  readonly enteredBy: string;
}

export interface PersonalRecords {
  readonly exercise: { readonly id: string; readonly name: string };
  readonly exerciseType: string;
  readonly unit: string;
  readonly best: RecordEntry;
  readonly history: RecordEntry[];
}

const ENTRY = 'id value recordedOn enteredBy';

export const recordsApi = {
  async students(search: string): Promise<{ id: string; fullName: string }[]> {
    const data = await graphqlRequest<{ alunos: { list: { id: string; fullName: string }[] } }>(
      endpoints.admin,
      'query ($s: String) { alunos(search: $s) { list { id fullName } } }',
      { s: search },
    );
    return data.alunos.list;
  },
  async list(userId: string): Promise<PersonalRecords[]> {
    const data = await graphqlRequest<{ getPersonalRecords: PersonalRecords[] }>(
      endpoints.admin,
      `query ($u: ID!) { getPersonalRecords(userId: $u) { exercise { id name } exerciseType unit best { ${ENTRY} } history { ${ENTRY} } } }`,
      { u: userId },
    );
    return data.getPersonalRecords;
  },
  async save(
    userId: string,
    exerciseId: string,
    value: number,
    recordedOn: string | null,
  ): Promise<{ isPersonalBest: boolean }> {
    const data = await graphqlRequest<{ setPersonalRecord: { status: string; isPersonalBest: boolean } }>(
      endpoints.admin,
      'mutation ($u: ID!, $x: ID!, $v: Float!, $d: String) { setPersonalRecord(userId: $u, exerciseId: $x, value: $v, recordedOn: $d) { status isPersonalBest } }',
      { u: userId, x: exerciseId, v: value, d: recordedOn },
    );
    return data.setPersonalRecord;
  },
};
