// Benchmark: the exercise library's search (issue 19). getExercises p95 over HTTP with 10,000 of the
// account's own exercises (plus the starter library): searches by name, muscle group and equipment,
// and plain page reads. Fill: ExerciseCreated events appended straight to the event log, then the
// server's projector catches up.
import { getAccountByCode } from '@gym/projection-service';
import { uuid } from '@gym/platform';
import path from 'node:path';
import { startServer } from '@gym/app';
import { demo } from '@gym/app';
import {
  gql,
  log,
  loginAs,
  openBulkEventStore,
  percentile,
  rng,
  round,
  startChildServer,
  tempDataDir,
  timed,
  waitUntilIdle,
  type Row,
} from './lib.ts';

const EXERCISES = Number(process.env.BENCH_EXERCISES ?? 10_000);
const SAMPLES = 300;
const MOVES = [
  'Supino',
  'Agachamento',
  'Remada',
  'Puxada',
  'Rosca',
  'Elevação',
  'Desenvolvimento',
  'Afundo',
  'Prancha',
  'Levantamento',
  'Tríceps',
  'Crucifixo',
];
const VARIANTS = [
  'com halteres',
  'com barra',
  'na polia',
  'no smith',
  'unilateral',
  'inclinado',
  'declinado',
  'sentado',
  'em pé',
  'com elástico',
];
const MUSCLES = [
  'Peitoral',
  'Dorsais',
  'Quadríceps',
  'Glúteos',
  'Bíceps',
  'Tríceps',
  'Deltoides',
  'Core',
  'Panturrilhas',
  'Posteriores de coxa',
];
const EQUIPMENT = ['Halteres', 'Barra', 'Polia', 'Máquina', 'Kettlebell', 'Elástico', 'Banco'];
const LIST =
  'query($p: Int, $s: String) { getExercises(page: $p, search: $s) { list { id name image { uri } muscleGroups } page totalPages totalCount } }';

export default async function exercisesSearch(): Promise<Row[]> {
  const data = tempDataDir('bench-exercises');
  const seeded = await startServer({ dataDir: data.dir, port: 0, seed: true, log: () => {} });
  const account = await getAccountByCode(seeded.services.documents, demo.accountCode);
  await seeded.close();
  if (!account) throw new Error('demo account missing');
  const random = rng(19);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const bulk = openBulkEventStore(path.join(data.dir, 'events.sqlite'));
  const metadata = { accountId: account.id, correlationId: 'bench-fill' };
  const fill = await timed(async () => {
    for (let start = 0; start < EXERCISES; start += 2000) {
      await bulk.batch((append) => {
        for (let n = start; n < Math.min(EXERCISES, start + 2000); n++) {
          const exerciseId = uuid();
          const details = {
            name: `${pick(MOVES)} ${pick(VARIANTS)} ${n}`,
            description: 'Execução controlada.',
            category: null,
            imageUrl: `http://localhost/demo/files/${account.id}/images/${exerciseId}.png`,
            animatedImageUrl: null,
            videoUrl: null,
            externalVideoUrl: null,
            muscleGroups: [pick(MUSCLES), pick(MUSCLES)],
            equipment: [pick(EQUIPMENT)],
            recordEnabled: false,
            exerciseType: null,
          };
          append(
            `exercise-${exerciseId}`,
            [
              {
                id: uuid(),
                type: 'ExerciseCreated',
                data: { accountId: account.id, exerciseId, details, createdAt: '2026-11-24T12:00:00.000Z' },
                metadata,
              },
            ],
            'no_stream',
          );
        }
      });
    }
  });
  await bulk.close();
  log(`appended ${EXERCISES} exercises in ${round(fill.ms / 1000, 1)} s`);

  const server = await startChildServer(data.dir);
  try {
    const token = await loginAs(server.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const url = `${server.url}/${demo.accountCode}/admin/graphql`;
    // The projector catches up on the filled log before the reads are measured.
    for (let i = 0; i < 600; i++) {
      const total = (await gql(url, LIST, {}, token)).data?.getExercises.totalCount ?? 0;
      if (total >= EXERCISES) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await waitUntilIdle(server);
    const terms = [
      ...MOVES.map((m) => m.toLowerCase()),
      ...MUSCLES,
      ...EQUIPMENT.map((e) => e.toLowerCase()),
      'supino com',
      'elevacao',
      'agach',
      'x',
    ];
    const searches: number[] = [];
    const pages: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const s = await timed(() => gql(url, LIST, { p: 1, s: terms[i % terms.length] }, token));
      if (!s.result.data) throw new Error(JSON.stringify(s.result.errors));
      searches.push(s.ms);
      const p = await timed(() => gql(url, LIST, { p: 1 + (i % 50), s: '' }, token));
      pages.push(p.ms);
    }
    return [
      {
        metric: `getExercises search p95 (${EXERCISES.toLocaleString('en-US')} exercises)`,
        value: round(percentile(searches, 95), 1),
        unit: 'ms',
        target: { op: '<=', value: 100 },
      },
      { metric: 'getExercises search p50', value: round(percentile(searches, 50), 1), unit: 'ms' },
      {
        metric: 'getExercises page (no search) p95',
        value: round(percentile(pages, 95), 1),
        unit: 'ms',
        target: { op: '<=', value: 50 },
      },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}
