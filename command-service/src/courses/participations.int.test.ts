import { givePlan } from '../memberContent/memberContent.testkit.ts';
import { featureKeys, participationMessages, uploadMessages } from '@gym/contracts';
import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const PRESIGN = /* GraphQL */ `
  mutation($filename: String!, $contentType: String!, $folder: String) {
    requestPresignedUpload(filename: $filename, contentType: $contentType, folder: $folder) { presignedUpload { url fileUrl } }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation($unitId: ID!, $mediaType: String!, $mediaUrl: String!, $comment: String) {
    submitParticipation(unitId: $unitId, mediaType: $mediaType, mediaUrl: $mediaUrl, comment: $comment) {
      participation { id status mediaType mediaUrl comment staffComment unit { title } course { title } }
    }
  }
`;
const LIST = /* GraphQL */ `
  query($status: String, $courseId: ID) {
    participations(status: $status, courseId: $courseId) {
      id status mediaType comment staffComment submittedAt unit { id title } course { id title } student { fullName }
    }
  }
`;
const REVIEW = /* GraphQL */ `
  mutation($id: ID!, $approve: Boolean, $comment: String) {
    reviewParticipation(id: $id, approve: $approve, comment: $comment) { participation { id status staffComment reviewedAt } }
  }
`;
const MINE = '{ myParticipations { id status staffComment reviewedAt unit { title } } }';

describe('course participations over HTTP: a member sends a file, the staff review, the member sees the answer', () => {
  let t: TestServer;
  let token: string;
  let tokenB: string;
  let member: string;
  let courseId: string;
  let videoUnit: string;
  let closedUnit: string;
  const admin = (q: string, v: Record<string, unknown> = {}, as = token, account: string = demo.accountCode) =>
    t.gql(`/${account}/admin/graphql`, q, v, as);
  const asMember = (q: string, v: Record<string, unknown> = {}) => t.gql(`/${demo.accountCode}/graphql`, q, v, member);

  beforeAll(async () => {
    t = await startTestServer();
    token = await t.adminToken();
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia B',
          code: 'academia-b',
          // With courses: the server refuses them to an account without the info-products feature (issue 35).
          features: [...featureKeys],
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
        },
      },
      await t.operatorToken(),
    );
    expect(created.errors).toBeUndefined();
    tokenB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
    const signed = await t.gql(
      `/${demo.accountCode}/graphql`,
      'mutation { signUp(name:"Paula", lastName:"Participa", email:"paula@ex.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id token } }',
    );
    member = signed.data.signUp.token;
    // Courses open to members with a live plan (issue 25): Paula buys one giving no program ('Todos').
    await givePlan(t, token, signed.data.signUp.id, 'Plano Dança', []);
    courseId = (
      await admin(
        'mutation { createOrUpdateCourse(title: "Dança", description: "Ritmos", status: "active") { course { id } } }',
      )
    ).data.createOrUpdateCourse.course.id;
    const moduleId = (
      await admin(
        'mutation($c: ID!) { createOrUpdateCourseModule(courseId: $c, title: "Módulo 1") { courseModule { id } } }',
        {
          c: courseId,
        },
      )
    ).data.createOrUpdateCourseModule.courseModule.id;
    const unit = async (title: string, participationType: string) =>
      (
        await admin(
          'mutation($m: ID!, $t: String, $p: String) { createOrUpdateUnitByCourseModule(courseModuleId: $m, title: $t, description: "d", participationType: $p) { unit { id } } }',
          { m: moduleId, t: title, p: participationType },
        )
      ).data.createOrUpdateUnitByCourseModule.unit.id as string;
    videoUnit = await unit('Coreografia', 'video');
    closedUnit = await unit('Teoria', 'none');
  }, 60_000);
  afterAll(() => t.close());

  async function uploadAsMember(folder: string, contentType: string): Promise<string> {
    const presigned = await asMember(PRESIGN, { filename: 'minha.webm', contentType, folder });
    expect(presigned.errors).toBeUndefined();
    const { url, fileUrl } = presigned.data.requestPresignedUpload.presignedUpload;
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: Buffer.alloc(2048, 3),
    });
    expect(put.status).toBeLessThan(300);
    return fileUrl as string;
  }

  it('shows the member the active courses only, with their lessons and participation types', async () => {
    await admin('mutation { createOrUpdateCourse(title: "Rascunho", description: "x") { course { id } } }');
    const titles = (await asMember('{ courses { title } }')).data.courses.map((c: { title: string }) => c.title);
    expect(titles).toContain('Dança');
    expect(titles).not.toContain('Rascunho');
    const course = (
      await asMember('query($id: ID!) { course(id: $id) { courseModules { units { id title participationType } } } }', {
        id: courseId,
      })
    ).data.course;
    // Both lessons were saved without an order (0 each): the list's order between them is not the point here.
    expect(course.courseModules[0].units).toHaveLength(2);
    expect(course.courseModules[0].units).toEqual(
      expect.arrayContaining([
        { id: videoUnit, title: 'Coreografia', participationType: 'video' },
        { id: closedUnit, title: 'Teoria', participationType: 'none' },
      ]),
    );
  });

  it('lets a member upload only to the participation folders', async () => {
    const refused = await asMember(PRESIGN, { filename: 'x.webm', contentType: 'video/webm', folder: 'units/videos' });
    expect(refused.errors?.[0]?.message).toBe(uploadMessages.folderNotAllowed);
  });

  it('takes a video on a video lesson, refuses other kinds, closed lessons and files not uploaded here', async () => {
    const fileUrl = await uploadAsMember('participations/videos', 'video/webm');
    const sent = await asMember(SUBMIT, {
      unitId: videoUnit,
      mediaType: 'video',
      mediaUrl: fileUrl,
      comment: 'Minha coreografia',
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.submitParticipation.participation).toMatchObject({
      status: 'pending',
      mediaType: 'video',
      mediaUrl: fileUrl,
      comment: 'Minha coreografia',
      staffComment: null,
      unit: { title: 'Coreografia' },
      course: { title: 'Dança' },
    });
    expect(
      (await asMember(SUBMIT, { unitId: videoUnit, mediaType: 'image', mediaUrl: fileUrl })).errors?.[0]?.message,
    ).toBe(participationMessages.typeNotAccepted('vídeo'));
    expect(
      (await asMember(SUBMIT, { unitId: closedUnit, mediaType: 'video', mediaUrl: fileUrl })).errors?.[0]?.message,
    ).toBe(participationMessages.closed);
    const foreign = fileUrl.replace('/participations/videos/', '/units/videos/');
    expect(
      (await asMember(SUBMIT, { unitId: videoUnit, mediaType: 'video', mediaUrl: foreign })).errors?.[0]?.message,
    ).toBe(participationMessages.mediaNotOurs);
    expect(
      (
        await asMember(SUBMIT, {
          unitId: '00000000-0000-4000-8000-000000000000',
          mediaType: 'video',
          mediaUrl: fileUrl,
        })
      ).errors?.[0]?.message,
    ).toBe('Aula não encontrada');
  });

  it('lists them for the staff with filters, and the approval and comment reach the member', async () => {
    const pending = (await admin(LIST, { status: 'pending' })).data.participations;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      unit: { title: 'Coreografia' },
      course: { id: courseId },
      student: { fullName: 'Paula Participa' },
    });
    expect((await admin(LIST, { courseId: '00000000-0000-4000-8000-000000000000' })).data.participations).toEqual([]);
    const id = pending[0].id;
    expect((await admin(REVIEW, { id })).errors?.[0]?.message).toBe(participationMessages.reviewEmpty);
    const reviewed = await admin(REVIEW, { id, approve: true, comment: 'Mandou muito bem!' });
    expect(reviewed.errors).toBeUndefined();
    expect(reviewed.data.reviewParticipation.participation).toMatchObject({
      status: 'approved',
      staffComment: 'Mandou muito bem!',
    });
    expect((await admin(LIST, { status: 'pending' })).data.participations).toEqual([]);
    expect((await admin(LIST, { status: 'approved', courseId })).data.participations).toHaveLength(1);
    const mine = (await asMember(MINE)).data.myParticipations;
    expect(mine).toEqual([
      {
        id,
        status: 'approved',
        staffComment: 'Mandou muito bem!',
        reviewedAt: expect.any(String),
        unit: { title: 'Coreografia' },
      },
    ]);
  });

  it("keeps accounts apart: another account's staff neither see nor review them", async () => {
    const [one] = (await admin(LIST)).data.participations;
    expect((await admin(LIST, {}, tokenB, 'academia-b')).data.participations).toEqual([]);
    expect((await admin(REVIEW, { id: one.id, comment: 'Intruso' }, tokenB, 'academia-b')).errors?.[0]?.message).toBe(
      participationMessages.notFound,
    );
    expect((await admin(LIST)).data.participations[0].staffComment).toBe('Mandou muito bem!');
  });
});
