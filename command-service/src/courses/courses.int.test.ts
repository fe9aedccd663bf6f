import { courseMessages, featureKeys } from '@gym/contracts';
import { demo } from '@gym/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const COURSE = /* GraphQL */ `
  mutation($id: ID, $title: String, $status: String, $description: String, $posterUrl: String, $coverUrl: String,
    $premiumAccessThroughAnyPlan: Boolean, $courseCategoryId: ID, $programIds: [ID!]) {
    createOrUpdateCourse(id: $id, title: $title, status: $status, description: $description, posterUrl: $posterUrl,
      coverUrl: $coverUrl, premiumAccessThroughAnyPlan: $premiumAccessThroughAnyPlan,
      courseCategoryId: $courseCategoryId, programIds: $programIds) {
      course { id title description }
    }
  }
`;
const MODULE = /* GraphQL */ `
  mutation($id: ID, $courseId: ID!, $title: String, $description: String, $order: Int, $_destroy: Boolean) {
    createOrUpdateCourseModule(id: $id, courseId: $courseId, title: $title, description: $description, order: $order, _destroy: $_destroy) {
      courseModule { id title order units { id } }
    }
  }
`;
const UNIT = /* GraphQL */ `
  mutation($id: ID, $courseModuleId: ID!, $title: String, $description: String, $unitType: String,
    $participationType: String, $order: Int, $videoUrl: String, $coverUrl: String, $_destroy: Boolean) {
    createOrUpdateUnitByCourseModule(id: $id, courseModuleId: $courseModuleId, title: $title, description: $description,
      unitType: $unitType, participationType: $participationType, order: $order, videoUrl: $videoUrl, coverUrl: $coverUrl,
      _destroy: $_destroy) {
      unit { id title unitType participationType order videoUrl cover { uri uri_original } }
    }
  }
`;
const CATEGORY = /* GraphQL */ `
  mutation($id: ID, $name: String, $description: String) {
    createOrUpdateCourseCategory(id: $id, name: $name, description: $description) { courseCategory { id code name description } }
  }
`;
const READ = /* GraphQL */ `
  query($id: ID!) {
    course(id: $id) {
      id title status premiumAccessThroughAnyPlan modulesCount unitsCount commentsCount
      courseCategory { id name } programs { id name } cover { uri uri_original } poster { uri }
      courseModules { id title order units { id title order unitType participationType } }
    }
  }
`;

describe('courses over HTTP: the four calls, counts, soft deletes and tenancy', () => {
  let t: TestServer;
  let token: string;
  let tokenB: string;
  const admin = (
    query: string,
    variables: Record<string, unknown> = {},
    as = token,
    account: string = demo.accountCode,
  ) => t.gql(`/${account}/admin/graphql`, query, variables, as);

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
          // Courses are the info-products feature: the server refuses them to an account without it (issue 35).
          features: [...featureKeys],
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
        },
      },
      await t.operatorToken(),
    );
    expect(created.errors).toBeUndefined();
    tokenB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
  }, 60_000);
  afterAll(() => t.close());

  it('creates a category, then moves it to edit; an empty name is refused with the spec toast', async () => {
    const empty = await admin(CATEGORY, { name: '  ' });
    expect(empty.errors?.[0]?.message).toBe(courseMessages.categoryNameRequired);
    const created = await admin(CATEGORY, { name: 'Mobilidade', description: 'Alongar e soltar' });
    expect(created.errors).toBeUndefined();
    const category = created.data.createOrUpdateCourseCategory.courseCategory;
    expect(category).toMatchObject({ name: 'Mobilidade', description: 'Alongar e soltar' });
    expect(category.code).toMatch(/^CAT-[0-9A-F]{6}$/);
    const edited = await admin(CATEGORY, { id: category.id, name: 'Mobilidade total' });
    expect(edited.data.createOrUpdateCourseCategory.courseCategory).toMatchObject({
      id: category.id,
      name: 'Mobilidade total',
      description: 'Alongar e soltar',
    });
    const list = await admin('{ courseCategories { id name } }');
    expect(list.data.courseCategories.map((c: { id: string }) => c.id)).toContain(category.id);
  });

  it('saves a course, its modules and lessons one call at a time, and keeps the counts', async () => {
    const category = (await admin(CATEGORY, { name: 'Força' })).data.createOrUpdateCourseCategory.courseCategory;
    const cover = `${t.url}/demo/files/x/courses/covers/c.png`;
    const saved = await admin(COURSE, {
      title: 'Força em casa',
      description: 'Treinos com o peso do corpo',
      status: 'active',
      premiumAccessThroughAnyPlan: true,
      courseCategoryId: category.id,
      coverUrl: cover,
    });
    expect(saved.errors).toBeUndefined();
    const course = saved.data.createOrUpdateCourse.course;
    expect(course).toMatchObject({ title: 'Força em casa', description: 'Treinos com o peso do corpo' });
    const m1 = (await admin(MODULE, { courseId: course.id, title: 'Módulo 1', order: 0 })).data
      .createOrUpdateCourseModule.courseModule;
    const m2 = (await admin(MODULE, { courseId: course.id, title: 'Módulo 2', order: 1 })).data
      .createOrUpdateCourseModule.courseModule;
    const u1 = await admin(UNIT, {
      courseModuleId: m1.id,
      title: 'Aquecimento',
      description: 'Dez minutos',
      order: 0,
      participationType: 'video',
      videoUrl: `${t.url}/demo/files/x/units/videos/v.webm`,
    });
    expect(u1.errors).toBeUndefined();
    expect(u1.data.createOrUpdateUnitByCourseModule.unit).toMatchObject({
      unitType: 'Premium',
      participationType: 'video',
      cover: null,
    });
    const unitId = u1.data.createOrUpdateUnitByCourseModule.unit.id;
    await admin(UNIT, {
      courseModuleId: m1.id,
      title: 'Flexões',
      description: 'Três séries',
      unitType: 'Free',
      order: 1,
    });
    await admin(UNIT, { courseModuleId: m2.id, title: 'Agachamentos', description: 'Quatro séries', order: 0 });

    let read = (await admin(READ, { id: course.id })).data.course;
    expect(read).toMatchObject({
      status: 'active',
      premiumAccessThroughAnyPlan: true,
      modulesCount: 2,
      unitsCount: 3,
      commentsCount: 0,
      courseCategory: { id: category.id },
      cover: { uri: cover, uri_original: cover },
      poster: null,
    });
    expect(read.courseModules.map((m: { title: string }) => m.title)).toEqual(['Módulo 1', 'Módulo 2']);
    expect(read.courseModules[0].units.map((u: { title: string }) => u.title)).toEqual(['Aquecimento', 'Flexões']);

    // reorder: module 2 first
    await admin(MODULE, { id: m2.id, courseId: course.id, order: 0 });
    await admin(MODULE, { id: m1.id, courseId: course.id, order: 1 });
    // a frame cover on the lesson
    const framed = await admin(UNIT, {
      id: unitId,
      courseModuleId: m1.id,
      coverUrl: `${t.url}/demo/files/x/units/covers/f.jpg`,
    });
    expect(framed.data.createOrUpdateUnitByCourseModule.unit.cover.uri).toMatch(/units\/covers\/f\.jpg$/);
    read = (await admin(READ, { id: course.id })).data.course;
    expect(read.courseModules.map((m: { title: string }) => m.title)).toEqual(['Módulo 2', 'Módulo 1']);

    // soft deletes: the lesson, then module 2 (with its lesson)
    const gone = await admin(UNIT, { id: unitId, courseModuleId: m1.id, _destroy: true });
    expect(gone.errors).toBeUndefined();
    expect(gone.data.createOrUpdateUnitByCourseModule.unit).toBeNull();
    await admin(MODULE, { id: m2.id, courseId: course.id, title: '', _destroy: true });
    read = (await admin(READ, { id: course.id })).data.course;
    expect(read).toMatchObject({ modulesCount: 1, unitsCount: 1 });
    expect(read.courseModules[0].units.map((u: { title: string }) => u.title)).toEqual(['Flexões']);
    const listed = (await admin('{ courses { id modulesCount unitsCount } }')).data.courses;
    expect(listed.find((c: { id: string }) => c.id === course.id)).toEqual({
      id: course.id,
      modulesCount: 1,
      unitsCount: 1,
    });

    // a lesson of the deleted module is refused
    const orphan = await admin(UNIT, { courseModuleId: m2.id, title: 'x', description: 'y' });
    expect(orphan.errors?.[0]?.message).toBe(courseMessages.moduleNotFound);
  });

  it('refuses invalid lessons and courses with per-field errors, writing nothing', async () => {
    const course = (await admin(COURSE, { title: 'Yoga', description: 'Respirar' })).data.createOrUpdateCourse.course;
    const m = (await admin(MODULE, { courseId: course.id, title: 'Módulo 1' })).data.createOrUpdateCourseModule
      .courseModule;
    const bad = await admin(UNIT, { courseModuleId: m.id, title: 'Sem descrição', description: '' });
    expect(bad.errors?.[0]?.message).toBe(courseMessages.formErrors);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION' });
    expect(JSON.stringify(bad.errors?.[0]?.extensions)).toContain('description');
    const badType = await admin(UNIT, { courseModuleId: m.id, title: 'x', description: 'y', unitType: 'Ouro' });
    expect(badType.errors?.[0]?.message).toBe(courseMessages.invalidUnitType);
    const noTitle = await admin(COURSE, { title: '', description: '' });
    expect(noTitle.errors?.[0]?.message).toBe(courseMessages.formErrors);
    const badStatus = await admin(COURSE, { id: course.id, status: 'archived' });
    expect(badStatus.errors?.[0]?.message).toBe(courseMessages.invalidStatus);
    const read = (await admin(READ, { id: course.id })).data.course;
    expect(read).toMatchObject({ status: 'draft', unitsCount: 0 });
  });

  it('deletes a course after which it is gone from the list', async () => {
    const course = (await admin(COURSE, { title: 'Apagar', description: 'x' })).data.createOrUpdateCourse.course;
    const deleted = await admin('mutation($id: ID!) { deleteCourse(id: $id) { course { id title } } }', {
      id: course.id,
    });
    expect(deleted.data.deleteCourse.course).toEqual({ id: course.id, title: 'Apagar' });
    expect((await admin(READ, { id: course.id })).data.course).toBeNull();
    const again = await admin('mutation($id: ID!) { deleteCourse(id: $id) { course { id } } }', { id: course.id });
    expect(again.errors?.[0]?.message).toBe(courseMessages.courseNotFound);
  });

  it("keeps accounts apart: another account's course, module, lesson and category read as missing", async () => {
    const category = (await admin(CATEGORY, { name: 'Só da demo' })).data.createOrUpdateCourseCategory.courseCategory;
    const course = (await admin(COURSE, { title: 'Só da demo', description: 'x' })).data.createOrUpdateCourse.course;
    const m = (await admin(MODULE, { courseId: course.id, title: 'M' })).data.createOrUpdateCourseModule.courseModule;
    const u = (await admin(UNIT, { courseModuleId: m.id, title: 'A', description: 'd' })).data
      .createOrUpdateUnitByCourseModule.unit;
    const b = (q: string, v: Record<string, unknown>) => admin(q, v, tokenB, 'academia-b');
    expect((await b(READ, { id: course.id })).data.course).toBeNull();
    expect((await b('{ courses { id } }', {})).data.courses).toEqual([]);
    expect(
      (await b('query($id: ID!) { courseCategory(id: $id) { id } }', { id: category.id })).data.courseCategory,
    ).toBeNull();
    expect((await b(COURSE, { id: course.id, title: 'Roubado' })).errors?.[0]?.message).toBe(
      courseMessages.courseNotFound,
    );
    expect(
      (await b('mutation($id: ID!) { deleteCourse(id: $id) { course { id } } }', { id: course.id })).errors?.[0]
        ?.message,
    ).toBe(courseMessages.courseNotFound);
    expect((await b(MODULE, { courseId: course.id, title: 'Intruso' })).errors?.[0]?.message).toBe(
      courseMessages.courseNotFound,
    );
    expect((await b(MODULE, { id: m.id, courseId: course.id, _destroy: true })).errors?.[0]?.message).toBe(
      courseMessages.courseNotFound,
    );
    expect((await b(UNIT, { courseModuleId: m.id, title: 'x', description: 'y' })).errors?.[0]?.message).toBe(
      courseMessages.moduleNotFound,
    );
    expect((await b(UNIT, { id: u.id, courseModuleId: m.id, _destroy: true })).errors?.[0]?.message).toBe(
      courseMessages.moduleNotFound,
    );
    expect((await b(CATEGORY, { id: category.id, name: 'Roubada' })).errors?.[0]?.message).toBe(
      courseMessages.categoryNotFound,
    );
    // a course of B cannot use A's category
    const crossed = await b(COURSE, { title: 'B', description: 'x', courseCategoryId: category.id });
    expect(crossed.errors?.[0]?.message).toBe(courseMessages.formErrors);
    expect(JSON.stringify(crossed.errors?.[0]?.extensions)).toContain(courseMessages.categoryNotFound);
    // nothing of A changed
    expect((await admin(READ, { id: course.id })).data.course).toMatchObject({
      title: 'Só da demo',
      modulesCount: 1,
      unitsCount: 1,
    });
  });

  it('shows the linked courses on the program list', async () => {
    const branch = await admin(
      'mutation($input: FilialInput!) { createOrUpdateFilial(input: $input) { filial { id } } }',
      { input: { name: 'Centro', filialType: 'online' } },
    );
    expect(branch.errors).toBeUndefined();
    const program = await admin(
      'mutation($input: ProgramInput!) { createOrUpdateProgram(input: $input) { program { id } } }',
      { input: { name: 'Funcional', filialId: branch.data.createOrUpdateFilial.filial.id } },
    );
    const programId = program.data.createOrUpdateProgram.program.id;
    const course = (await admin(COURSE, { title: 'Funcional online', description: 'x', programIds: [programId] })).data
      .createOrUpdateCourse.course;
    const read = (await admin(READ, { id: course.id })).data.course;
    expect(read.programs).toEqual([{ id: programId, name: 'Funcional' }]);
    const programs = (await admin('{ programs { id courses { name } } }')).data.programs;
    expect(programs.find((p: { id: string }) => p.id === programId).courses).toEqual([{ name: 'Funcional online' }]);
    const foreign = await admin(
      COURSE,
      { title: 'x', description: 'y', programIds: ['00000000-0000-4000-8000-000000000000'] },
      tokenB,
      'academia-b',
    );
    expect(JSON.stringify(foreign.errors?.[0]?.extensions)).toContain(courseMessages.programNotFound);
  });
});
