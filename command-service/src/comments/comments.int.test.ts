import { socialMessages, type CourseUnitDoc } from '@gym/contracts';
import { COURSE_UNITS, getAccountByCode, getWorkoutRoutine, listCourses } from '@gym/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_STUDENT_PLAN } from '../plans/planQueries.gql.ts';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { saveWorkoutRoutine } from '../workoutRoutines/workoutRoutineHandlers.ts';

const ADMIN = '/demo/admin/graphql';
const MEMBER = '/demo/graphql';
const COMMENT = `mutation($type: String!, $id: ID!, $m: String!) {
  createComment(commentableType: $type, commentableId: $id, message: $m) { id message commentableType commentableName byStaff }
}`;
const ITEM_COMMENTS =
  'query($type: String!, $id: ID!) { comments(commentableType: $type, commentableId: $id) { list { message } } }';
const MODERATION = '{ generalComments { list { id message commentableType commentableName status } } }';
const WIDGET =
  '{ dashboardComments(days: 7) { lastDaysCommentsTotal list { message commentableType commentableName } } }';

/**
 * Issue 22 item 2: members comment on workout groups whose routine has comments enabled, on courses and on lessons,
 * through the member endpoint with the same createComment and events as posts; refused when comments are disabled
 * or the member has no access; staff see them named at /admin/general_comments and moderate them; the dashboard
 * widget counts them.
 */
describe('comments on workout groups, courses and lessons over HTTP', () => {
  let t: TestServer;
  let admin: string;
  let member: string;
  let memberId: string;
  const group: Record<'open' | 'closed' | 'others', string> = { open: '', closed: '', others: '' };
  let courseId: string;
  let freeLesson: string;
  let premiumLesson: string;

  const comment = (type: string, id: string, m: string, token = member, endpoint = MEMBER) =>
    t.gql(endpoint, COMMENT, { type, id, m }, token);

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.adminToken();
    const signUp = await t.gql(
      MEMBER,
      'mutation { signUp(name: "Caio", lastName: "Comenta", email: "caio@comenta.com.br", password: "senha-boa-1") { id token } }',
    );
    member = signUp.data.signUp.token;
    memberId = signUp.data.signUp.id;
    const someoneElse = await t.gql(
      MEMBER,
      'mutation { signUp(name: "Dora", lastName: "Outra", email: "dora@comenta.com.br", password: "senha-boa-1") { id } }',
    );
    const svc = t.server.services;
    const account = await getAccountByCode(svc.documents, 'demo');
    const actor = { accountId: account!.id, userId: null, correlationId: 'comments-test' };
    const routine = async (name: string, commentEnable: boolean, usersTargetIds: string[]) => {
      const saved = await saveWorkoutRoutine(svc, actor, {
        name,
        target: 'users',
        usersTargetIds,
        commentEnable,
        workoutGroups: [
          { name: `Treino de ${name}`, workouts: [{ name: 'Principal', description: '20 minutos de esteira.' }] },
        ],
      });
      await svc.readModelsReached(saved.position, 10_000);
      return (await getWorkoutRoutine(svc.documents, actor.accountId, saved.routineId))!.workoutGroups[0]!.id;
    };
    group.open = await routine('Rotina aberta', true, [memberId]);
    group.closed = await routine('Rotina fechada', false, [memberId]);
    group.others = await routine('Rotina dos outros', true, [someoneElse.data.signUp.id]);
    const course = (await listCourses(svc.documents, actor.accountId)).find((c) => c.title === 'Mobilidade em casa')!;
    courseId = course.id;
    const units = await svc.documents.collection<CourseUnitDoc>(COURSE_UNITS).find({ courseId });
    freeLesson = units.find((u) => u.unitType === 'Free')!.id;
    premiumLesson = units.find((u) => u.title === 'Mobilidade de quadril')!.id;
  });
  afterAll(() => t.close());

  it('a targeted member comments on a workout group whose routine has comments enabled; staff see it named', async () => {
    const c = await comment('workout_group', group.open, 'Treino puxado hoje!');
    expect(c.errors).toBeUndefined();
    expect(c.data.createComment).toMatchObject({
      message: 'Treino puxado hoje!',
      commentableType: 'workout_group',
      commentableName: 'Treino de Rotina aberta (Rotina aberta)',
      byStaff: false,
    });
    const read = await t.gql(MEMBER, ITEM_COMMENTS, { type: 'workout_group', id: group.open }, member);
    expect(read.data.comments.list).toEqual([{ message: 'Treino puxado hoje!' }]);
    const moderation = await t.gql(ADMIN, MODERATION, {}, admin);
    expect(moderation.data.generalComments.list).toContainEqual({
      id: c.data.createComment.id,
      message: 'Treino puxado hoje!',
      commentableType: 'workout_group',
      commentableName: 'Treino de Rotina aberta (Rotina aberta)',
      status: 'visible',
    });
  });

  it('refuses comments when the routine has them disabled, or the member is not targeted; nothing is written', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const disabled = await comment('workout_group', group.closed, 'Oi');
    expect(disabled.errors?.[0]?.extensions.fields).toEqual([
      { path: ['commentableId'], message: socialMessages.commentsDisabled },
    ]);
    const notTargeted = await comment('workout_group', group.others, 'Oi');
    expect(notTargeted.errors?.[0]).toMatchObject({
      message: socialMessages.noAccess,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
  });

  it('a free lesson is open to any member; the course and its premium lessons need an active plan', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const course = await comment('course', courseId, 'Quero fazer!');
    expect(course.errors?.[0]).toMatchObject({ message: socialMessages.noAccess, extensions: { code: 'FORBIDDEN' } });
    const premium = await comment('course_unit', premiumLesson, 'Oi');
    expect(premium.errors?.[0]?.message).toBe(socialMessages.noAccess);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    const free = await comment('course_unit', freeLesson, 'Gostei da introdução');
    expect(free.errors).toBeUndefined();
    expect(free.data.createComment.commentableName).toBe('Boas-vindas (Mobilidade em casa)');

    // A plan sold to the member opens the course (premium access through any plan).
    const plans = await t.gql(ADMIN, '{ getPlans { list { id } } }', {}, admin);
    const sold = await t.gql(
      ADMIN,
      SAVE_STUDENT_PLAN,
      { userId: memberId, planId: plans.data.getPlans.list[0].id, paymentMethod: 'outros' },
      admin,
    );
    expect(sold.errors).toBeUndefined();
    const onCourse = await comment('course', courseId, 'Agora sim!');
    expect(onCourse.errors).toBeUndefined();
    expect(onCourse.data.createComment).toMatchObject({
      commentableType: 'course',
      commentableName: 'Mobilidade em casa',
    });
    const onPremium = await comment('course_unit', premiumLesson, 'Quadril solto');
    expect(onPremium.errors).toBeUndefined();
    expect(onPremium.data.createComment.commentableName).toBe('Mobilidade de quadril (Mobilidade em casa)');
  });

  it('the dashboard widget counts them; staff hide and reply; a hidden one leaves the widget and the item', async () => {
    const widget = await t.gql(ADMIN, WIDGET, {}, admin);
    expect(widget.data.dashboardComments.lastDaysCommentsTotal).toBe(4);
    expect(
      widget.data.dashboardComments.list.map((c: { commentableType: string }) => c.commentableType).sort(),
    ).toEqual(['course', 'course_unit', 'course_unit', 'workout_group']);
    const moderation = await t.gql(ADMIN, MODERATION, {}, admin);
    const onGroup = moderation.data.generalComments.list.find(
      (c: { commentableType: string }) => c.commentableType === 'workout_group',
    );
    const reply = await t.gql(
      ADMIN,
      'mutation($id: ID!) { replyComment(id: $id, message: "Boa!") { byStaff commentableType commentableName } }',
      { id: onGroup.id },
      admin,
    );
    expect(reply.data.replyComment).toEqual({
      byStaff: true,
      commentableType: 'workout_group',
      commentableName: 'Treino de Rotina aberta (Rotina aberta)',
    });
    await t.gql(ADMIN, 'mutation($id: ID!) { hideComment(id: $id) { status } }', { id: onGroup.id }, admin);
    expect((await t.gql(ADMIN, WIDGET, {}, admin)).data.dashboardComments.lastDaysCommentsTotal).toBe(3);
    const read = await t.gql(MEMBER, ITEM_COMMENTS, { type: 'workout_group', id: group.open }, member);
    expect(read.data.comments.list).toEqual([{ message: 'Boa!' }]);
  });

  it("another account's staff and members cannot comment on this account's groups, courses or lessons", async () => {
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia C',
          code: 'academia-c',
          owner: { name: 'C', lastName: 'Dona', email: 'c@c.com.br', password: 'senha-da-c1' },
        },
      },
      op,
    );
    const otherStaff = await t.login('academia-c', 'c@c.com.br', 'senha-da-c1');
    const otherMember = (
      await t.gql(
        '/academia-c/graphql',
        'mutation { signUp(name: "Outro", lastName: "Membro", email: "outro@c.com.br", password: "senha-boa-1") { token } }',
      )
    ).data.signUp.token;
    const head = await t.server.services.eventStore.headPosition();
    for (const token of [otherStaff, otherMember])
      for (const [type, id] of [
        ['workout_group', group.open],
        ['course', courseId],
        ['course_unit', freeLesson],
      ] as const) {
        const refused = await comment(type, id, 'Intruso', token, '/academia-c/graphql');
        expect(refused.errors?.[0]?.extensions.fields).toEqual([
          { path: ['commentableId'], message: socialMessages.commentableNotFound },
        ]);
      }
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    const theirs = await t.gql('/academia-c/admin/graphql', MODERATION, {}, otherStaff);
    expect(theirs.data.generalComments.list).toEqual([]);
  });
});
