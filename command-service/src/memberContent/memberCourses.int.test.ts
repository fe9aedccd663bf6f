import { memberAccessMessages } from '@gym/contracts/memberApp/contentMessages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.testkit.ts';
import { ADMIN, givePlan, MEMBER, newProgram, otherGym, signUpMember } from './memberContent.testkit.ts';

const COURSES = '{ courses { id title } }';
const COURSE = /* GraphQL */ `
  query($id: ID!) {
    course(id: $id) {
      id title description poster { uri }
      courseModules { title units { id title description unitType participationType video { uri } cover { uri } externalVideoUrl } }
    }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation($u: ID!, $f: String!) {
    submitParticipation(unitId: $u, mediaType: "video", mediaUrl: $f, comment: "Fiz!") { participation { id status unit { title } } }
  }
`;
const PRESIGN =
  'mutation { requestPresignedUpload(filename: "eu.webm", contentType: "video/webm", folder: "participations/videos") { presignedUpload { url fileUrl } } }';

/** The courses tab's calls (issue 25 item 2): the courses a member's plan opens, their lessons, participations. */
describe('the member app courses on /{account}/graphql', { timeout: 90_000 }, () => {
  let t: TestServer;
  let admin: string;
  let ana: { id: string; token: string };
  let bia: { id: string; token: string };
  const course: Record<string, string> = {};
  const unit: Record<string, string> = {};
  const titles = async (token: string) =>
    ((await t.gql(MEMBER, COURSES, {}, token)).data.courses as { title: string }[]).map((c) => c.title).sort();

  async function newCourse(title: string, extra: Record<string, unknown>) {
    const c = await t.gql(
      ADMIN,
      'mutation($t: String!, $p: [ID!], $any: Boolean, $s: String) { createOrUpdateCourse(title: $t, description: "Curso de teste", status: $s, programIds: $p, premiumAccessThroughAnyPlan: $any, posterUrl: "https://img.exemplo.com.br/poster.png") { course { id } } }',
      { t: title, s: 'active', ...extra },
      admin,
    );
    expect(c.errors).toBeUndefined();
    course[title] = c.data.createOrUpdateCourse.course.id;
    const m = await t.gql(
      ADMIN,
      'mutation($c: ID!) { createOrUpdateCourseModule(courseId: $c, title: "Módulo 1") { courseModule { id } } }',
      { c: course[title] },
      admin,
    );
    const u = await t.gql(
      ADMIN,
      'mutation($m: ID!, $t: String) { createOrUpdateUnitByCourseModule(courseModuleId: $m, title: $t, description: "Assista e envie", unitType: "Premium", participationType: "video", videoUrl: "https://videos.exemplo.com.br/aula.mp4", coverUrl: "https://img.exemplo.com.br/capa.png") { unit { id } } }',
      { m: m.data.createOrUpdateCourseModule.courseModule.id, t: `Aula de ${title}` },
      admin,
    );
    unit[title] = u.data.createOrUpdateUnitByCourseModule.unit.id;
  }

  async function upload(token: string): Promise<string> {
    const presigned = (await t.gql(MEMBER, PRESIGN, {}, token)).data.requestPresignedUpload.presignedUpload;
    const put = await fetch(presigned.url, {
      method: 'PUT',
      headers: { 'content-type': 'video/webm' },
      body: Buffer.alloc(2048, 7),
    });
    expect(put.status).toBeLessThan(300);
    return presigned.fileUrl;
  }

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.adminToken();
    const weights = await newProgram(t, admin, 'Musculação');
    const yoga = await newProgram(t, admin, 'Yoga');
    ana = await signUpMember(t, 'Ana');
    bia = await signUpMember(t, 'Bia');
    await givePlan(t, admin, ana.id, 'Plano Musculação', [weights]);
    await newCourse('Técnica de agachamento', { p: [weights] });
    await newCourse('Yoga em casa', { p: [yoga] });
    await newCourse('Nutrição', { p: [yoga], any: true });
    await newCourse('Em construção', { p: [weights], s: 'draft' });
  });
  afterAll(() => t.close());

  it("lists the active courses the member's plan opens: its programs, or any plan", async () => {
    // 'Mobilidade em casa' is the demo seed's course, open to any plan.
    expect(await titles(ana.token)).toEqual(['Mobilidade em casa', 'Nutrição', 'Técnica de agachamento']);
    // Without a plan, none.
    expect(await titles(bia.token)).toEqual([]);
  });

  it('opens a course of the plan with its modules and lessons and their media', async () => {
    const r = await t.gql(MEMBER, COURSE, { id: course['Técnica de agachamento'] }, ana.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.course).toMatchObject({
      title: 'Técnica de agachamento',
      poster: { uri: 'https://img.exemplo.com.br/poster.png' },
      courseModules: [
        {
          title: 'Módulo 1',
          units: [
            {
              title: 'Aula de Técnica de agachamento',
              description: 'Assista e envie',
              unitType: 'Premium',
              participationType: 'video',
              video: { uri: 'https://videos.exemplo.com.br/aula.mp4' },
              cover: { uri: 'https://img.exemplo.com.br/capa.png' },
            },
          ],
        },
      ],
    });
  });

  it('refuses a course outside the plan, to read and to participate, writing nothing', async () => {
    const read = await t.gql(MEMBER, COURSE, { id: course['Yoga em casa'] }, ana.token);
    expect(read.data.course).toBeNull();
    expect(read.errors?.[0]).toMatchObject({
      message: memberAccessMessages.courseOutsidePlan,
      extensions: { code: 'FORBIDDEN' },
    });
    const noPlan = await t.gql(MEMBER, COURSE, { id: course['Técnica de agachamento'] }, bia.token);
    expect(noPlan.errors?.[0]?.message).toBe(memberAccessMessages.courseOutsidePlan);
    const sent = await t.gql(MEMBER, SUBMIT, { u: unit['Yoga em casa'], f: await upload(ana.token) }, ana.token);
    expect(sent.errors?.[0]).toMatchObject({
      message: memberAccessMessages.courseOutsidePlan,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.gql(MEMBER, '{ myParticipations { id } }', {}, ana.token)).data.myParticipations).toEqual([]);
    // A draft reads as missing.
    expect((await t.gql(MEMBER, COURSE, { id: course['Em construção'] }, ana.token)).data.course).toBeNull();
  });

  it('takes a participation on a lesson of the plan, shown to the member and to the staff', async () => {
    const sent = await t.gql(
      MEMBER,
      SUBMIT,
      { u: unit['Técnica de agachamento'], f: await upload(ana.token) },
      ana.token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.submitParticipation.participation).toMatchObject({
      status: 'pending',
      unit: { title: 'Aula de Técnica de agachamento' },
    });
    const mine = (await t.gql(MEMBER, '{ myParticipations { status unit { title } } }', {}, ana.token)).data;
    expect(mine.myParticipations).toEqual([{ status: 'pending', unit: { title: 'Aula de Técnica de agachamento' } }]);
    const staff = (await t.gql(ADMIN, '{ participations { student { id } } }', {}, admin)).data.participations;
    expect(staff).toEqual([{ student: { id: ana.id } }]);
  });

  it("shows nothing of another account's courses", async () => {
    await otherGym(t);
    const carla = await signUpMember(t, 'Carla', 'academia-b');
    const r = await t.gql('/academia-b/graphql', COURSE, { id: course['Técnica de agachamento'] }, carla.token);
    expect(r.data.course).toBeNull();
    expect((await t.gql('/academia-b/graphql', COURSES, {}, carla.token)).data.courses).toEqual([]);
    const across = await t.gql('/academia-b/graphql', COURSES, {}, ana.token);
    expect(across.data?.courses ?? null).toBeNull();
  });
});
