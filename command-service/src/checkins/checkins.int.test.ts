import { checkinMessages, entitlementMessages, fillMessage, programMessages } from '@gym/contracts';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { withActivePlan } from '../entitlement/entitlement.testkit.ts';
import { staffToken } from './staffLogin.testkit.ts';
import { CHECK_IN, CHECKIN_LIST, HISTORY, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from './gqlDocs.testkit.ts';

const ADMIN = '/demo/admin/graphql';
// Monday 23/11/2026, 09:00 in São Paulo.
const MONDAY_9AM = '2026-11-23T12:00:00.000Z';
const TODAY = '2026-11-23';

describe('programs, classes and check-ins over HTTP', () => {
  let t: TestServer;
  let token: string;
  const clock = new FixedClock(MONDAY_9AM);
  let branchId: string;
  let programId: string;
  let student: () => Promise<string>;

  const checkIn = (vars: Record<string, unknown>) => t.gql(ADMIN, CHECK_IN, vars, token);
  const newClass = async (input: Record<string, unknown>) => {
    const r = await t.gql(
      ADMIN,
      SAVE_CLASS,
      { input: { programId, startTime: '10:00', endTime: '11:00', weekDays: [1], ...input } },
      token,
    );
    expect(r.errors).toBeUndefined();
    return r.data.createOrUpdateProgramClass.programClass.id as string;
  };

  beforeAll(async () => {
    t = await startTestServer({ clock });
    token = await t.adminToken();
    branchId = (await t.gql(ADMIN, SAVE_FILIAL, { input: { name: 'Centro', street: 'Rua A' } }, token)).data
      .createOrUpdateFilial.filial.id;
    programId = (await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Musculação', filialId: branchId } }, token)).data
      .createOrUpdateProgram.program.id;
    let n = 0;
    student = async () => {
      const i = ++n;
      const r = await t.gql(
        ADMIN,
        SAVE_STUDENT,
        { input: { name: `Aluno${i}`, lastName: 'Teste', email: `aluno${i}-${Date.now()}@ex.com.br` } },
        token,
      );
      const id = r.data.createOrUpdateUser.id as string;
      // Issue 34: only a member with an active plan books; these tests are about the class's own rules.
      await withActivePlan(t.gql, ADMIN, token, id);
      return id;
    };
  });
  afterAll(() => t.close());

  describe('programs and classes', () => {
    it('refuses a program without name with the spec toast and the field message', async () => {
      const r = await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: '', filialId: branchId } }, token);
      expect(r.errors?.[0]).toMatchObject({
        message: programMessages.nameRequired,
        extensions: { fields: [{ path: ['input', 'name'], message: 'Campo obrigatório' }] },
      });
    });

    it('refuses a branch of no account of ours', async () => {
      const r = await t.gql(
        ADMIN,
        SAVE_PROGRAM,
        { input: { name: 'X', filialId: '00000000-0000-4000-8000-000000000000' } },
        token,
      );
      expect(r.errors?.[0]).toMatchObject({
        message: programMessages.branchNotFound,
        extensions: { fields: [{ path: ['input', 'filialId'] }] },
      });
    });

    it('keeps the code once set and lists programs by branch with the branch name', async () => {
      const created = await t.gql(
        ADMIN,
        SAVE_PROGRAM,
        { input: { name: 'Yoga', code: 'yoga', filialId: branchId, maximumCheckinsPerDay: 2 } },
        token,
      );
      const id = created.data.createOrUpdateProgram.program.id;
      const edited = await t.gql(
        ADMIN,
        SAVE_PROGRAM,
        { input: { id, name: 'Yoga 2', code: 'outro', filialId: branchId } },
        token,
      );
      expect(edited.data.createOrUpdateProgram.program).toMatchObject({
        code: 'yoga',
        name: 'Yoga 2',
        filial: { id: branchId, name: 'Centro' },
      });
      const list = await t.gql(ADMIN, 'query($f: ID) { programs(filialId: $f) { id name } }', { f: branchId }, token);
      expect(list.data.programs.map((p: { name: string }) => p.name)).toEqual(['Musculação', 'Yoga 2']);
      const deleted = await t.gql(
        ADMIN,
        'mutation($id: ID!) { deleteProgram(id: $id) { program { name } } }',
        { id },
        token,
      );
      expect(deleted.data.deleteProgram.program.name).toBe('Yoga 2');
      const after = await t.gql(ADMIN, 'query($f: ID) { programs(filialId: $f) { name } }', { f: branchId }, token);
      expect(after.data.programs).toEqual([{ name: 'Musculação' }]);
    });

    it('schedules a class with weekdays from classDays rows (destroyed days dropped) and refuses bad times', async () => {
      const r = await t.gql(
        ADMIN,
        SAVE_CLASS,
        {
          input: {
            programId,
            startTime: '07:00',
            endTime: '08:00',
            limit: 10,
            classDays: [{ value: 1 }, { value: 3, _destroy: true }, { value: 5 }],
          },
        },
        token,
      );
      expect(r.data.createOrUpdateProgramClass.programClass.weekDays).toEqual([
        { value: 1, label: 'Seg' },
        { value: 5, label: 'Sex' },
      ]);
      const bad = await t.gql(
        ADMIN,
        SAVE_CLASS,
        { input: { programId, startTime: '24:00', endTime: '25:61', weekDays: [1] } },
        token,
      );
      expect(bad.errors?.[0]?.extensions.fields).toEqual([
        { path: ['input', 'startTime'], message: 'Campo obrigatório' },
        { path: ['input', 'endTime'], message: 'Campo obrigatório' },
      ]);
      const id = r.data.createOrUpdateProgramClass.programClass.id;
      const schedule = await t.gql(
        ADMIN,
        'query($p: ID!) { programSchedule(programId: $p) { date programClass { id } checkins } }',
        { p: programId },
        token,
      );
      const dates = schedule.data.programSchedule
        .filter((o: { programClass: { id: string } }) => o.programClass.id === id)
        .map((o: { date: string }) => o.date);
      expect(dates).toEqual(['2026-11-23', '2026-11-27']);
      await t.gql(ADMIN, 'mutation($id: ID!) { deleteProgramClass(id: $id) { programClass { id } } }', { id }, token);
      const classes = await t.gql(
        ADMIN,
        'query($p: ID!) { programClasses(programId: $p) { id } }',
        { p: programId },
        token,
      );
      expect(classes.data.programClasses.map((c: { id: string }) => c.id)).not.toContain(id);
    });
  });

  describe('check-ins', () => {
    it('checks a new student in from the new-user fields and shows it in the list and the history', async () => {
      const classId = await newClass({ limit: 5 });
      const newcomer = {
        name: 'Nova',
        lastName: 'Aluna',
        email: 'nova@ex.com.br',
        gender: 'Feminino',
        programClassId: classId,
      };
      // A newcomer has no plan yet (issue 34): refused, unless staff force it at the desk.
      const refused = await checkIn(newcomer);
      expect(refused.errors?.[0]?.message).toBe(entitlementMessages.noPlan);
      const r = await checkIn({ ...newcomer, forceCheckin: true });
      expect(r.errors).toBeUndefined();
      expect(r.data.createOrUpdateCheckin).toMatchObject({
        message: checkinMessages.success,
        status: 'validated',
        checkin: { date: TODAY, user: { fullName: 'Nova Aluna' } },
      });
      const userId = r.data.createOrUpdateCheckin.checkin.user.id;
      const list = await t.gql(ADMIN, CHECKIN_LIST, { date: TODAY }, token);
      expect(list.data.checkins.list).toContainEqual(
        expect.objectContaining({
          user: { id: userId, fullName: 'Nova Aluna' },
          filial: { name: 'Centro' },
          program: { name: 'Musculação' },
          deleteable: true,
          class: { startTime: '10:00', endTime: '11:00', limit: 5 },
        }),
      );
      const history = await t.gql(ADMIN, HISTORY, { userId }, token);
      expect(history.data.getUserCheckinHistory).toMatchObject({
        totalEntries: 1,
        list: [{ status: 'validated', date: TODAY }],
      });
      const aluno = await t.gql(
        ADMIN,
        'query($id: ID!) { aluno(id: $id) { checkinsCurrentMonth } }',
        { id: userId },
        token,
      );
      expect(aluno.data.aluno.checkinsCurrentMonth).toBe(1);
    });

    it('refuses new-user fields without gender, and a second check-in of the same student', async () => {
      const classId = await newClass({});
      const noGender = await checkIn({
        name: 'Sem',
        lastName: 'Genero',
        email: 'sem@ex.com.br',
        programClassId: classId,
      });
      expect(noGender.errors?.[0]).toMatchObject({
        message: checkinMessages.genderRequired,
        extensions: { fields: [{ path: ['gender'] }] },
      });
      const userId = await student();
      expect((await checkIn({ userId, programClassId: classId })).errors).toBeUndefined();
      expect((await checkIn({ userId, programClassId: classId })).errors?.[0]?.message).toBe(
        checkinMessages.alreadyCheckedIn,
      );
    });

    it('holds the limit unless staff force it', async () => {
      const classId = await newClass({ limit: 1 });
      await checkIn({ userId: await student(), programClassId: classId });
      const full = await checkIn({ userId: await student(), programClassId: classId });
      expect(full.errors?.[0]).toMatchObject({
        message: fillMessage(checkinMessages.classFull, { limit: 1 }),
        extensions: { code: 'ILLEGAL_STATE' },
      });
      const newcomer = await checkIn({
        name: 'Recusada',
        lastName: 'Nova',
        email: 'recusada@ex.com.br',
        gender: 'Feminino',
        programClassId: classId,
      });
      // The newcomer has no plan: the entitlement refuses first (issue 34).
      expect(newcomer.errors?.[0]?.message).toBe(entitlementMessages.noPlan);
      // Refused before anything was written: no student left behind.
      const search = await t.gql(ADMIN, 'query { alunos(search: "recusada") { totalEntries } }', {}, token);
      expect(search.data.alunos.totalEntries).toBe(0);
      const forced = await checkIn({ userId: await student(), programClassId: classId, forceCheckin: true });
      expect(forced.data.createOrUpdateCheckin.status).toBe('validated');
    });

    it('refuses a class on a weekday it does not run and a class that is over', async () => {
      const classId = await newClass({ startTime: '06:00', endTime: '07:00' });
      const userId = await student();
      expect((await checkIn({ userId, programClassId: classId })).errors?.[0]?.message).toBe(checkinMessages.classOver);
      expect((await checkIn({ userId, programClassId: classId, classDate: '2026-11-24' })).errors?.[0]?.message).toBe(
        checkinMessages.notOnWeekday,
      );
    });

    it('applies the booking window, the cancellation window and maximumCheckinsPerDay', async () => {
      const settings = await t.gql(
        ADMIN,
        'mutation { updateCheckinSettings(input: { daysAheadCheckin: 2, hoursAheadCheckin: 24, hoursBeforeRemoveCheckin: 2 }) { daysAheadCheckin hoursBeforeRemoveCheckin } }',
        {},
        token,
      );
      expect(settings.data.updateCheckinSettings).toEqual({ daysAheadCheckin: 2, hoursBeforeRemoveCheckin: 2 });
      try {
        const classId = await newClass({ weekDays: [1, 4] });
        const userId = await student();
        const far = await checkIn({ userId, programClassId: classId, classDate: '2026-11-26' });
        expect(far.errors?.[0]?.message).toBe(fillMessage(checkinMessages.tooEarlyDays, { days: 2 }));
        const ok = await checkIn({ userId, programClassId: classId });
        // The class starts at 10:00, one hour away: too late to cancel with a 2-hour window.
        const cancel = await t.gql(
          ADMIN,
          'mutation($id: ID!) { deleteCheckin(id: $id) { status } }',
          { id: ok.data.createOrUpdateCheckin.checkin.id },
          token,
        );
        expect(cancel.errors?.[0]?.message).toBe(fillMessage(checkinMessages.cancelTooLate, { hours: 2 }));

        const limited = (
          await t.gql(
            ADMIN,
            SAVE_PROGRAM,
            { input: { name: 'Funcional', filialId: branchId, maximumCheckinsPerDay: 1 } },
            token,
          )
        ).data.createOrUpdateProgram.program.id;
        const morning = await newClass({ programId: limited, startTime: '10:00', endTime: '11:00' });
        const evening = await newClass({ programId: limited, startTime: '18:00', endTime: '19:00' });
        expect((await checkIn({ userId, programClassId: morning })).errors).toBeUndefined();
        const second = await checkIn({ userId, programClassId: evening });
        expect(second.errors?.[0]?.message).toBe(fillMessage(checkinMessages.maxPerDay, { max: 1 }));
      } finally {
        await t.gql(ADMIN, 'mutation { updateCheckinSettings(input: {}) { daysAheadCheckin } }', {}, token);
      }
    });

    it('puts a student on the waitlist of a full class and checks them in when a place frees up', async () => {
      const classId = await newClass({ startTime: '20:00', endTime: '21:00', limit: 1 });
      const first = await checkIn({ userId: await student(), programClassId: classId });
      const waitingId = await student();
      const waiting = await checkIn({ userId: waitingId, programClassId: classId, waitlist: true });
      expect(waiting.data.createOrUpdateCheckin).toMatchObject({
        status: 'waitlist',
        message: fillMessage(checkinMessages.waitlistJoined, { position: 1 }),
      });
      const cancel = await t.gql(
        ADMIN,
        'mutation($id: ID!) { deleteCheckin(id: $id) { status message } }',
        { id: first.data.createOrUpdateCheckin.checkin.id },
        token,
      );
      expect(cancel.data.deleteCheckin).toEqual({ status: 'deleted', message: checkinMessages.cancelled });
      const history = await t.gql(ADMIN, HISTORY, { userId: waitingId }, token);
      expect(history.data.getUserCheckinHistory.list[0]).toMatchObject({ status: 'validated' });
      expect(history.data.getUserCheckinHistory.list[0].logs.join(' ')).toContain('lista de espera');
      const events = await t.server.services.eventStore.readAll(0, 100_000);
      const types = events.filter((e) => (e.data as { studentId?: string }).studentId === waitingId).map((e) => e.type);
      expect(types).toEqual(
        expect.arrayContaining(['WaitlistJoined', 'StudentPromotedFromWaitlist', 'CheckinRecorded']),
      );
    });

    it('marks a no-show only after the class and counts it in the history', async () => {
      const classId = await newClass({ startTime: '10:00', endTime: '11:00' });
      const userId = await student();
      const id = (await checkIn({ userId, programClassId: classId })).data.createOrUpdateCheckin.checkin.id;
      const early = await t.gql(ADMIN, 'mutation($id: ID!) { markCheckinNoShow(id: $id) { status } }', { id }, token);
      expect(early.errors?.[0]?.message).toBe(checkinMessages.noShowTooEarly);
      clock.set('2026-11-23T15:00:00.000Z');
      try {
        const marked = await t.gql(
          ADMIN,
          'mutation($id: ID!) { markCheckinNoShow(id: $id) { message } }',
          { id },
          token,
        );
        expect(marked.data.markCheckinNoShow.message).toBe(checkinMessages.noShowMarked);
        const history = await t.gql(ADMIN, HISTORY, { userId }, token);
        expect(history.data.getUserCheckinHistory).toMatchObject({ noShows: 1, list: [{ noShow: true }] });
      } finally {
        clock.set(MONDAY_9AM);
      }
    });

    it('validates a Gympass token through the sandbox port', async () => {
      const classId = await newClass({});
      const bad = await checkIn({ userId: await student(), programClassId: classId, token: '12' });
      expect(bad.errors?.[0]).toMatchObject({
        message: fillMessage(checkinMessages.invalidPassToken, { provider: 'Gympass' }),
        extensions: { fields: [{ path: ['token'] }] },
      });
      const good = await checkIn({ userId: await student(), programClassId: classId, token: 'GP-123456' });
      expect(good.data.createOrUpdateCheckin.status).toBe('checkin gympass');
    });

    it('lets 20 of 200 simultaneous check-ins into a class of 20 and refuses 180 clearly', async () => {
      const classId = await newClass({ startTime: '22:00', endTime: '23:00', limit: 20 });
      const students = await Promise.all(Array.from({ length: 200 }, () => student()));
      const results = await Promise.all(students.map((userId) => checkIn({ userId, programClassId: classId })));
      const accepted = results.filter((r) => r.data?.createOrUpdateCheckin?.status === 'validated');
      const refused = results.filter(
        (r) => r.errors?.[0]?.message === fillMessage(checkinMessages.classFull, { limit: 20 }),
      );
      expect(accepted).toHaveLength(20);
      expect(refused).toHaveLength(180);
      const list = await t.gql(
        ADMIN,
        'query($p: ID!) { programSchedule(programId: $p, days: 1) { programClass { id } checkins } }',
        { p: programId },
        token,
      );
      expect(
        list.data.programSchedule.find((o: { programClass: { id: string } }) => o.programClass.id === classId).checkins,
      ).toBe(20);
    }, 60_000);

    it('lets a coach check students in at the door but not change programs or rules', async () => {
      const classId = await newClass({});
      const coach = await staffToken(t, 'coach', 'coach.checkin@demo.com.br');
      const r = await t.gql(ADMIN, CHECK_IN, { userId: await student(), programClassId: classId }, coach);
      expect(r.data.createOrUpdateCheckin.status).toBe('validated');
      const program = await t.gql(ADMIN, SAVE_PROGRAM, { input: { name: 'Do coach', filialId: branchId } }, coach);
      expect(program.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      const rules = await t.gql(
        ADMIN,
        'mutation { updateCheckinSettings(input: { daysAheadCheckin: 1 }) { daysAheadCheckin } }',
        {},
        coach,
      );
      expect(rules.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    });

    it('keeps check-ins, programs and classes to their account', async () => {
      const classId = await newClass({});
      const id = (await checkIn({ userId: await student(), programClassId: classId })).data.createOrUpdateCheckin
        .checkin.id;
      const op = await t.operatorToken();
      await t.gql(
        '/alderaan/graphql',
        CREATE_ACCOUNT,
        {
          input: {
            name: 'Academia C',
            code: 'academia-c',
            owner: { name: 'Cida', lastName: 'Dona', email: 'cida@c.com.br', password: 'senha-da-cida' },
          },
        },
        op,
      );
      const tokenC = await t.login('academia-c', 'cida@c.com.br', 'senha-da-cida');
      const C = '/academia-c/admin/graphql';
      const reads = await t.gql(
        C,
        'query($p: ID!) { programs { id } program(id: $p) { id } checkins { totalEntries } }',
        { p: programId },
        tokenC,
      );
      expect(reads.data).toEqual({ programs: [], program: null, checkins: { totalEntries: 0 } });
      const classes = await t.gql(
        C,
        'query($p: ID!) { programClasses(programId: $p) { id } }',
        { p: programId },
        tokenC,
      );
      expect(classes.errors?.[0]?.message).toBe(programMessages.notFound);
      const cStudent = (
        await t.gql(C, SAVE_STUDENT, { input: { name: 'Caio', lastName: 'C', email: 'caio@c.com.br' } }, tokenC)
      ).data.createOrUpdateUser.id;
      const intrude = await t.gql(C, CHECK_IN, { userId: cStudent, programClassId: classId }, tokenC);
      expect(intrude.errors?.[0]?.message).toBe(programMessages.classNotFound);
      const cancel = await t.gql(C, 'mutation($id: ID!) { deleteCheckin(id: $id) { status } }', { id }, tokenC);
      expect(cancel.errors?.[0]?.message).toBe(checkinMessages.notFound);
      const program = await t.gql(C, SAVE_PROGRAM, { input: { name: 'X', filialId: branchId } }, tokenC);
      expect(program.errors?.[0]?.message).toBe(programMessages.branchNotFound);
      const edit = await t.gql(C, SAVE_PROGRAM, { input: { id: programId, name: 'X', filialId: branchId } }, tokenC);
      expect(edit.errors?.[0]?.message).toBe(programMessages.branchNotFound);
    });
  });
});
