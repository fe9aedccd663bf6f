// Benchmark: saving a course of 20 modules × 20 lessons through the console's sequential save (issue 20):
// the console's own `saveCourseSequentially` (admin-ui/src/courses/courseDraft.ts) drives the spec's calls
// (createOrUpdateCourse, then each createOrUpdateCourseModule and its createOrUpdateUnitByCourseModule one
// by one) over HTTP against the real server in its own process. Prints the total and p50/p99 per call.
import { COURSE_MUTATION, MODULE_MUTATION, UNIT_MUTATION } from '../admin-ui/src/dataProvider/courseDocuments.ts';
import { newModule, newUnit, saveCourseSequentially, type CourseDraft } from '../admin-ui/src/courses/courseDraft.ts';
import { demo } from '@gym/app';
import { gql, log, loginAs, percentile, round, startChildServer, tempDataDir, type Row } from './lib.ts';

const MODULES = Number(process.env.BENCH_COURSE_MODULES ?? 20);
const LESSONS = Number(process.env.BENCH_COURSE_LESSONS ?? 20);

export default async function courseSave(): Promise<Row[]> {
  const data = tempDataDir('course-save');
  const server = await startChildServer(data.dir);
  try {
    const token = await loginAs(server.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const url = `${server.url}/${demo.accountCode}/admin/graphql`;
    const samples: number[] = [];
    const call = async <T>(query: string, variables: object, pick: (data: any) => T): Promise<T> => {
      const start = performance.now();
      const answer = await gql(url, query, { ...variables }, token);
      samples.push(performance.now() - start);
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return pick(answer.data);
    };
    const api = {
      saveCourse: (v: object) => call(COURSE_MUTATION, v, (d) => d.createOrUpdateCourse.course as { id: string }),
      saveModule: (v: object) => call(MODULE_MUTATION, v, (d) => d.createOrUpdateCourseModule.courseModule),
      saveUnit: (v: object) => call(UNIT_MUTATION, v, (d) => d.createOrUpdateUnitByCourseModule.unit),
    };
    const draft: CourseDraft = {
      title: 'Curso de carga',
      description: `${MODULES} módulos de ${LESSONS} aulas`,
      active: true,
      premiumAccessThroughAnyPlan: false,
      courseCategoryId: null,
      programIds: [],
      coverUrl: null,
      posterUrl: null,
      errors: {},
      modules: Array.from({ length: MODULES }, (_, m) => ({
        ...newModule(m + 1),
        units: Array.from({ length: LESSONS }, (_, u) => ({
          ...newUnit(`Aula ${m + 1}.${u + 1}`),
          description: 'Uma aula do benchmark, com uma descrição de tamanho comum para uma aula de curso online.',
        })),
      })),
    };
    const start = performance.now();
    const outcome = await saveCourseSequentially(draft, api);
    const totalMs = performance.now() - start;
    if (outcome.courseFailed || outcome.failedModules.length || outcome.failedUnits.length)
      throw new Error(`save failed: ${outcome.firstError}`);
    const read = await gql(
      url,
      'query($id: ID!) { course(id: $id) { modulesCount unitsCount } }',
      { id: outcome.draft.id },
      token,
    );
    log(`saved ${samples.length} calls; read back ${JSON.stringify(read.data?.course)}`);
    const calls = samples.length;
    return [
      {
        metric: `save ${MODULES}×${LESSONS} course: total`,
        value: round(totalMs / 1000, 2),
        unit: 's',
        note: `${calls} calls in sequence; read back ${read.data?.course?.modulesCount} modules, ${read.data?.course?.unitsCount} lessons`,
      },
      { metric: 'per call p50', value: round(percentile(samples, 50), 1), unit: 'ms' },
      {
        metric: 'per call p99',
        value: round(percentile(samples, 99), 1),
        unit: 'ms',
        target: { op: '<=', value: 200 },
      },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}
