import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

export interface CoachCheckin {
  readonly id: string;
  readonly coachId: string;
  readonly coachName: string;
  readonly programName: string | null;
  readonly classDate: string;
  readonly startTime: string;
  readonly notes: string | null;
}
export interface Coach {
  readonly id: string;
  readonly fullName: string;
}
const FIELDS = 'id coachId coachName programName classDate startTime notes';

export const listCoachCheckins = (page: number) =>
  graphqlRequest<{ coachCheckins: { list: CoachCheckin[]; totalPages: number } }>(
    endpoints.admin,
    `query CoachCheckins($page: Int) { coachCheckins(page: $page) { totalPages list { ${FIELDS} } } }`,
    { page },
  ).then((d) => d.coachCheckins);

/** The staff who may lead a class, and the programs, for the form's selects. */
export const coachFormOptions = () =>
  graphqlRequest<{ coaches: Coach[]; programs: { id: string; name: string }[] }>(
    endpoints.admin,
    'query CoachFormOptions { coaches { id fullName } programs { id name } }',
  );

export const createCoachCheckin = (input: {
  coachId: string;
  programId: string | null;
  classDate: string;
  startTime: string;
  notes: string | null;
}) =>
  graphqlRequest<{ createCoachCheckin: CoachCheckin }>(
    endpoints.admin,
    `mutation CreateCoachCheckin($input: CoachCheckinInput!) { createCoachCheckin(input: $input) { ${FIELDS} } }`,
    { input },
  ).then((d) => d.createCoachCheckin);
