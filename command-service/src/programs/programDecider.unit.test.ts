import { programMessages, type ProgramEvent, type ProgramFields } from '@gym/contracts';
import { IllegalStateError, NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { programDecider } from './programDecider.ts';

const accountId = 'acc-1';
const programId = 'prog-1';
const now = '2026-11-23T12:00:00.000Z';
const later = '2026-11-24T12:00:00.000Z';
const fields: ProgramFields = {
  name: 'Musculação',
  filialId: 'br-1',
  maximumCheckinsPerDay: 2,
  passTypeNumber: null,
  passProgramId: null,
};
const created = (code: string | null): ProgramEvent => ({
  type: 'ProgramCreated',
  data: { accountId, programId, code, fields, createdAt: now },
});
const deleted: ProgramEvent = { type: 'ProgramDeleted', data: { accountId, programId, deletedAt: now } };
const programs = deciderSpec(programDecider);

describe('program decider', () => {
  it('given no program, when created, then ProgramCreated with its code and fields', () => {
    programs
      .given([])
      .when({ type: 'CreateProgram', data: { accountId, programId, code: 'musc', fields, now } })
      .then([created('musc')]);
  });

  it('given a program, when created again with its id, then refused', () => {
    programs
      .given([created('musc')])
      .when({ type: 'CreateProgram', data: { accountId, programId, code: 'musc', fields, now } })
      .thenThrows(IllegalStateError, programMessages.notFound);
  });

  it('given a program, when its fields change, then ProgramChanged with the new fields at the time of the change', () => {
    const renamed = { ...fields, name: 'Cross' };
    programs
      .given([created('musc')])
      .when({ type: 'ChangeProgram', data: { accountId, programId, code: 'musc', fields: renamed, now: later } })
      .then([
        { type: 'ProgramChanged', data: { accountId, programId, code: 'musc', fields: renamed, changedAt: later } },
      ]);
  });

  it('given a program with a code, when the form sends another code, then the code stays (read-only once set, spec 001)', () => {
    programs
      .given([created('musc')])
      .when({ type: 'ChangeProgram', data: { accountId, programId, code: 'outro', fields, now } })
      .thenNothingHappens();
    const renamed = { ...fields, name: 'Cross' };
    programs
      .given([created('musc')])
      .when({ type: 'ChangeProgram', data: { accountId, programId, code: 'outro', fields: renamed, now } })
      .then([
        { type: 'ProgramChanged', data: { accountId, programId, code: 'musc', fields: renamed, changedAt: now } },
      ]);
  });

  it('given a program without a code, when a code is sent, then the code is set', () => {
    programs
      .given([created(null)])
      .when({ type: 'ChangeProgram', data: { accountId, programId, code: 'musc', fields, now } })
      .then([{ type: 'ProgramChanged', data: { accountId, programId, code: 'musc', fields, changedAt: now } }]);
  });

  it('given a changed program, when the same fields are sent again, then nothing happens (the state follows the change)', () => {
    const renamed = { ...fields, name: 'Cross' };
    const changed: ProgramEvent = {
      type: 'ProgramChanged',
      data: { accountId, programId, code: 'musc', fields: renamed, changedAt: now },
    };
    programs
      .given([created(null), changed])
      .when({ type: 'ChangeProgram', data: { accountId, programId, code: null, fields: renamed, now } })
      .thenNothingHappens();
  });

  it('given no program or another account, when changed or deleted, then "Programa não encontrado"', () => {
    programs
      .given([])
      .when({ type: 'ChangeProgram', data: { accountId, programId, code: null, fields, now } })
      .thenThrows(NotFoundError, programMessages.notFound);
    programs
      .given([created('musc')])
      .when({ type: 'ChangeProgram', data: { accountId: 'acc-2', programId, code: null, fields, now } })
      .thenThrows(NotFoundError, programMessages.notFound);
    programs
      .given([created('musc')])
      .when({ type: 'DeleteProgram', data: { accountId: 'acc-2', programId, now } })
      .thenThrows(NotFoundError, programMessages.notFound);
  });

  it('given a program, when deleted, then ProgramDeleted; deleted again or changed after, then "Este programa já foi apagado"', () => {
    programs
      .given([created('musc')])
      .when({ type: 'DeleteProgram', data: { accountId, programId, now } })
      .then([deleted]);
    programs
      .given([created('musc'), deleted])
      .when({ type: 'DeleteProgram', data: { accountId, programId, now } })
      .thenThrows(IllegalStateError, programMessages.alreadyDeleted);
    programs
      .given([created('musc'), deleted])
      .when({ type: 'ChangeProgram', data: { accountId, programId, code: null, fields, now } })
      .thenThrows(IllegalStateError, programMessages.alreadyDeleted);
  });

  it('given a deleted program of another account, when deleted, then "Programa não encontrado" (no hint it exists)', () => {
    programs
      .given([created('musc'), deleted])
      .when({ type: 'DeleteProgram', data: { accountId: 'acc-2', programId, now } })
      .thenThrows(NotFoundError, programMessages.notFound);
  });
});
