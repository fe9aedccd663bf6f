import { programMessages, type ProgramClassEvent, type ProgramClassFields } from '@gym/contracts';
import { NotFoundError } from '@gym/platform';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { programClassDecider } from './programClassDecider.ts';

const accountId = 'acc-1';
const programId = 'prog-1';
const now = '2026-11-23T12:00:00.000Z';
const later = '2026-11-24T12:00:00.000Z';
const programClassId = 'pc-1';
const classFields: ProgramClassFields = {
  startTime: '07:00',
  endTime: '08:00',
  limit: 20,
  coachId: null,
  weekDays: [1, 3, 5],
};
const scheduled: ProgramClassEvent = {
  type: 'ProgramClassScheduled',
  data: { accountId, programClassId, programId, fields: classFields, scheduledAt: now },
};
const classDeleted: ProgramClassEvent = {
  type: 'ProgramClassDeleted',
  data: { accountId, programClassId, programId, deletedAt: now },
};
const classes = deciderSpec(programClassDecider);

describe('program class decider', () => {
  it('given no class, when scheduled, then ProgramClassScheduled under its program', () => {
    classes
      .given([])
      .when({ type: 'ScheduleClass', data: { accountId, programClassId, programId, fields: classFields, now } })
      .then([scheduled]);
  });

  it('given a class, when scheduled again with its id, then "Horário não encontrado"', () => {
    classes
      .given([scheduled])
      .when({ type: 'ScheduleClass', data: { accountId, programClassId, programId, fields: classFields, now } })
      .thenThrows(NotFoundError, programMessages.classNotFound);
  });

  it('given a class, when its hours change, then ProgramClassChanged keeping its program', () => {
    const evening = { ...classFields, startTime: '19:00', endTime: '20:00' };
    classes
      .given([scheduled])
      .when({ type: 'ChangeClass', data: { accountId, programClassId, fields: evening, now: later } })
      .then([
        {
          type: 'ProgramClassChanged',
          data: { accountId, programClassId, programId, fields: evening, changedAt: later },
        },
      ]);
  });

  it('given a class, when the same fields are sent (also after a change), then nothing happens', () => {
    classes
      .given([scheduled])
      .when({ type: 'ChangeClass', data: { accountId, programClassId, fields: classFields, now } })
      .thenNothingHappens();
    const evening = { ...classFields, startTime: '19:00' };
    const changed: ProgramClassEvent = {
      type: 'ProgramClassChanged',
      data: { accountId, programClassId, programId, fields: evening, changedAt: now },
    };
    classes
      .given([scheduled, changed])
      .when({ type: 'ChangeClass', data: { accountId, programClassId, fields: evening, now } })
      .thenNothingHappens();
  });

  it('given a class, when deleted, then ProgramClassDeleted with its program; afterwards it is not found', () => {
    classes
      .given([scheduled])
      .when({ type: 'DeleteClass', data: { accountId, programClassId, now } })
      .then([classDeleted]);
    classes
      .given([scheduled, classDeleted])
      .when({ type: 'DeleteClass', data: { accountId, programClassId, now } })
      .thenThrows(NotFoundError, programMessages.classNotFound);
    classes
      .given([scheduled, classDeleted])
      .when({ type: 'ChangeClass', data: { accountId, programClassId, fields: classFields, now } })
      .thenThrows(NotFoundError, programMessages.classNotFound);
  });

  it('given another account\'s class or none, when changed or deleted, then "Horário não encontrado"', () => {
    classes
      .given([scheduled])
      .when({ type: 'ChangeClass', data: { accountId: 'acc-2', programClassId, fields: classFields, now } })
      .thenThrows(NotFoundError, programMessages.classNotFound);
    classes
      .given([scheduled])
      .when({ type: 'DeleteClass', data: { accountId: 'acc-2', programClassId, now } })
      .thenThrows(NotFoundError, programMessages.classNotFound);
    classes
      .given([])
      .when({ type: 'DeleteClass', data: { accountId, programClassId, now } })
      .thenThrows(NotFoundError, programMessages.classNotFound);
  });
});
