import { programMessages } from '@gym/contracts/programs/messages';
import { RequestError } from '../lib/graphqlRequest';
import { adminRequest } from './request';
import { wholeList, type ResourceHandlers } from './types';

/** A training program (spec 001 'Program screens'): resource `programs`. */
export interface Program {
  readonly id: string;
  readonly code: string | null;
  readonly name: string;
  readonly filialId: string;
  readonly filial: { id: string; name: string } | null;
  readonly courses: { name: string }[];
  readonly maximumCheckinsPerDay: number | null;
  readonly passTypeNumber: string | null;
  readonly programId: string | null;
}
export interface Coach {
  readonly id: string;
  readonly fullName: string;
  readonly avatar: string | null;
}
/** A weekly class of a program: resource `programClasses`. */
export interface ProgramClass {
  readonly id: string;
  readonly programId: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly limit: number | null;
  readonly userId: string | null;
  readonly coach: Coach | null;
  readonly weekDays: { value: number; label: string }[];
}
/** One class on one of the next days, with its bookings. */
export interface Occurrence {
  readonly date: string;
  readonly checkins: number;
  readonly waitlist: number;
  readonly programClass: {
    id: string;
    startTime: string;
    endTime: string;
    limit: number | null;
    coach: { fullName: string } | null;
  };
}
export interface ProgramSchedule {
  readonly program: { name: string; filial: { name: string } | null } | null;
  readonly programSchedule: Occurrence[];
  readonly coaches: Coach[];
}

const PROGRAM_FIELDS =
  'id code name filialId filial { id name } courses { name } maximumCheckinsPerDay passTypeNumber programId';
const PROGRAMS = `query Programs($filialId: ID) { programs(filialId: $filialId) { ${PROGRAM_FIELDS} } }`;
const SAVE = `mutation SaveProgram($input: ProgramInput!) {
  createOrUpdateProgram(input: $input) { program { ${PROGRAM_FIELDS} } }
}`;
const DELETE = 'mutation DeleteProgram($id: ID!) { deleteProgram(id: $id) { program { id } } }';
const CLASSES = `query ProgramClasses($programId: ID!) { programClasses(programId: $programId) {
  id programId startTime endTime limit userId coach { id fullName avatar } weekDays { value label } } }`;
const SAVE_CLASS =
  'mutation SaveProgramClass($input: ProgramClassInput!) { createOrUpdateProgramClass(input: $input) { programClass { id } } }';
const DELETE_CLASS = 'mutation DeleteProgramClass($id: ID!) { deleteProgramClass(id: $id) { programClass { id } } }';
const SCHEDULE = `query ProgramDetail($id: ID!) {
  program(id: $id) { id name filial { name } }
  programSchedule(programId: $id, days: 7) { date checkins waitlist programClass { id startTime endTime limit coach { fullName } } }
  coaches { id fullName avatar }
}`;

const listPrograms = (filialId: unknown, signal?: AbortSignal) =>
  adminRequest<{ programs: Program[] }>(PROGRAMS, filialId ? { filialId } : {}, signal).then((d) => d.programs);
const saveProgram = (data: Record<string, unknown>) =>
  adminRequest<{ createOrUpdateProgram: { program: Program } }>(SAVE, { input: data }).then((d) => ({
    data: d.createOrUpdateProgram.program,
  }));

/** programs(filialId) lists a branch's programs (or all); no program(id) with these fields, so one is found in the list. */
export const programs: ResourceHandlers = {
  getList: ({ filter, signal }) => listPrograms(filter?.filialId, signal).then(wholeList),
  getOne: async ({ id, signal }) => {
    const found = (await listPrograms(null, signal)).find((program) => program.id === String(id));
    if (!found) throw new RequestError(programMessages.notFound, 404, 'NOT_FOUND', {});
    return { data: found };
  },
  create: ({ data }) => saveProgram(data),
  update: ({ data }) => saveProgram(data),
  delete: ({ id, previousData }) =>
    adminRequest(DELETE, { id: String(id) }).then(() => ({ data: previousData ?? { id } })),
};

/** Answers only the id: the class's weekdays come back from programClasses, read again after a save. */
const saveClass = (data: Record<string, unknown>) =>
  adminRequest<{ createOrUpdateProgramClass: { programClass: { id: string } } }>(SAVE_CLASS, { input: data }).then(
    (d) => ({
      data: d.createOrUpdateProgramClass.programClass,
    }),
  );

/** programClasses(programId): the weekly classes; `filter.programId` is required. */
export const programClasses: ResourceHandlers = {
  getList: ({ filter, signal }) =>
    adminRequest<{ programClasses: ProgramClass[] }>(CLASSES, { programId: filter?.programId }, signal).then((d) =>
      wholeList(d.programClasses),
    ),
  create: ({ data }) => saveClass(data),
  update: ({ data }) => saveClass(data),
  delete: ({ id, previousData }) =>
    adminRequest(DELETE_CLASS, { id: String(id) }).then(() => ({ data: previousData ?? { id } })),
};

export const programMethods = {
  /** program(id), programSchedule(programId, days: 7) and coaches, in one request: the program page. */
  programSchedule: (programId: string) => adminRequest<ProgramSchedule>(SCHEDULE, { id: programId }),
};

/** The account's programs as the plan form's picker offers them (spec 001 planPrograms). */
export interface ProgramOption {
  readonly id: string;
  readonly name: string;
  readonly code: string;
}

export const listProgramOptions = () =>
  adminRequest<{ programs: ProgramOption[] }>('query ProgramOptions { programs { id name code } }').then(
    (r) => r.programs,
  );
