// Benchmark: the dashboard's queries with the issue's volumes (100,000 students, 1,000,000 check-ins, 100,000
// comments in one account; BENCH_DASHBOARD_SCALE=0.1 takes a tenth), and the rebuild of the dashboard's
// projections (dashboardDays, dashboardClassDays, dashboardAccounts) from the log in events/s.
// Fill: the events appended straight into a SQLite event store (the data shapes of contracts/), the last 400 days,
// check-ins over 20 classes a day in two branches. Then rebuildProjector replays the log into the dashboard's read
// models (the figure of the rebuild), and the four queries and the Account totals the screen asks for
// (dashboardCheckins 15 days, dashboardPlans 8, dashboardUsers 14, dashboardComments 7) run against the real
// SQLite document store, in this process: their server time without the HTTP and GraphQL layers around them.
import { uuid, rebuildProjector, schemaCheckedEventStore, type Projector } from '@gym/platform';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import {
  dashboardAccountTotals,
  dashboardCheckins,
  dashboardComments,
  dashboardPlans,
  dashboardProjections,
  dashboardUsers,
  socialProjections,
} from '@gym/projection-service';
import { toSaoPauloDate } from '@gym/contracts';
import path from 'node:path';
import { fakeProfile, log, openBulkEventStore, percentile, rng, round, tempDataDir, timed, type Row } from './lib.ts';

const SCALE = Number(process.env.BENCH_DASHBOARD_SCALE ?? 1);
const STUDENTS = Math.round(100_000 * SCALE);
const CHECKINS = Math.round(1_000_000 * SCALE);
const COMMENTS = Math.round(100_000 * SCALE);
const PLANS_SOLD = Math.round(20_000 * SCALE);
const DAYS = 400;
const CLASSES = 20;
const BATCH = 5000;
const SAMPLES = 100;
const TARGET_MS = 50;

export default async function dashboardBench(): Promise<Row[]> {
  const data = tempDataDir('dashboard');
  const accountId = uuid();
  const now = Date.now();
  const dayMs = 86_400_000;
  const random = rng(7);
  const at = (i: number, n: number) => new Date(now - DAYS * dayMs + Math.floor((i / n) * DAYS * dayMs)).toISOString();
  const metadata = { accountId, correlationId: 'bench-fill' };
  try {
    const bulk = openBulkEventStore(path.join(data.dir, 'events.sqlite'));
    const students: string[] = [];
    const appended = await timed(async () => {
      const fill = async (n: number, make: (i: number) => { stream: string; type: string; data: object }) => {
        for (let start = 0; start < n; start += BATCH) {
          await bulk.batch((append) => {
            for (let i = start; i < Math.min(n, start + BATCH); i++) {
              const e = make(i);
              append(e.stream, [{ id: uuid(), type: e.type, data: e.data, metadata }], 'any');
            }
          });
        }
      };
      await fill(STUDENTS, (i) => {
        const studentId = uuid();
        students.push(studentId);
        return {
          stream: `student-${studentId}`,
          type: 'StudentRegistered',
          data: {
            accountId,
            studentId,
            profile: fakeProfile(i, random),
            rule: 'student',
            origin: 'panel',
            registeredAt: at(i, STUDENTS),
          },
        };
      });
      await fill(CHECKINS, (i) => {
        const recordedAt = at(i, CHECKINS);
        const classDate = toSaoPauloDate(recordedAt);
        const programClassId = `class-${i % CLASSES}`;
        return {
          stream: `classDay-${programClassId}-${classDate}`,
          type: 'CheckinRecorded',
          data: {
            accountId,
            checkinId: uuid(),
            studentId: students[i % STUDENTS],
            branchId: `branch-${i % 2}`,
            programId: 'program',
            programClassId,
            classDate,
            startTime: '07:00',
            status: i % 10 === 0 ? 'checkin gympass' : 'validated',
            forced: false,
            recordedAt,
          },
        };
      });
      await fill(COMMENTS, (i) => {
        const commentId = uuid();
        return {
          stream: `comment-${commentId}`,
          type: 'CommentPosted',
          data: {
            accountId,
            commentId,
            commentableType: 'post',
            commentableId: 'post-1',
            author: { id: students[i % STUDENTS], name: 'Aluno Bench', avatar: null },
            byStaff: false,
            replyToId: null,
            message: `Comentário ${i}`,
            postedAt: at(i, COMMENTS),
          },
        };
      });
      await fill(PLANS_SOLD, (i) => ({
        stream: `studentPlan-${uuid()}`,
        type: 'PlanAssignedToStudent',
        data: {
          accountId,
          studentPlanId: uuid(),
          studentId: students[i % STUDENTS],
          planId: 'plan',
          assignedAt: at(i, PLANS_SOLD),
        },
      }));
    });
    await bulk.close();
    const events = STUDENTS + CHECKINS + COMMENTS + PLANS_SOLD;
    log(`appended ${events} events in ${round(appended.ms / 1000, 1)} s (scale ${SCALE})`);

    // The dashboard's read models (and the comments the widget lists), rebuilt from the log as `npm run rebuild` does.
    const projector: Projector = {
      name: 'dashboard-bench',
      version: 1,
      projections: [...dashboardProjections, ...socialProjections],
    };
    const { SqliteEventStore } = await import('@gym/platform/sqlite');
    const eventStore = SqliteEventStore.open(path.join(data.dir, 'events.sqlite'));
    const documentStore = SqliteDocumentStore.open(path.join(data.dir, 'readmodels.sqlite'));
    try {
      const rebuilt = await timed(() =>
        rebuildProjector({ eventStore: schemaCheckedEventStore(eventStore), documentStore, projector }),
      );
      const eventsPerSecond = rebuilt.result.events / (rebuilt.ms / 1000);
      log(`rebuilt the dashboard projections over ${rebuilt.result.events} events in ${round(rebuilt.ms / 1000, 1)} s`);

      const today = toSaoPauloDate(new Date(now).toISOString());
      const whole = async () => {
        const [c, p, u, k, a] = await Promise.all([
          dashboardCheckins(documentStore, accountId, { today, days: 15 }),
          dashboardPlans(documentStore, accountId, { today, days: 8 }),
          dashboardUsers(documentStore, accountId, { today, days: 14 }),
          dashboardComments(documentStore, accountId, { today, days: 7 }),
          dashboardAccountTotals(documentStore, accountId),
        ]);
        return (
          c.totalCheckinsCurrentMonth +
          p.lastDaysUserPlansTotal +
          u.lastDaysUserRelationshipsTotal +
          k.lastDaysCommentsTotal +
          a.totalPlans
        );
      };
      const checks = await whole();
      if (!(checks > 0)) throw new Error('the dashboard read nothing: the fill or the projections are wrong');
      for (let i = 0; i < 3; i++) await whole();
      const samples: number[] = [];
      const perQuery: Record<string, number[]> = { checkins: [], plans: [], users: [], comments: [] };
      for (let i = 0; i < SAMPLES; i++) {
        samples.push((await timed(whole)).ms);
        perQuery.checkins!.push(
          (await timed(() => dashboardCheckins(documentStore, accountId, { today, days: 15 }))).ms,
        );
        perQuery.plans!.push((await timed(() => dashboardPlans(documentStore, accountId, { today, days: 8 }))).ms);
        perQuery.users!.push((await timed(() => dashboardUsers(documentStore, accountId, { today, days: 14 }))).ms);
        perQuery.comments!.push(
          (await timed(() => dashboardComments(documentStore, accountId, { today, days: 7 }))).ms,
        );
      }
      const note = `${STUDENTS} students, ${CHECKINS} check-ins, ${COMMENTS} comments${SCALE === 1 ? '' : ` (scale ${SCALE})`}`;
      return [
        {
          metric: 'whole dashboard (4 queries + account totals), p95',
          value: round(percentile(samples, 95)),
          unit: 'ms',
          target: { op: '<=', value: TARGET_MS },
          note,
        },
        ...Object.entries(perQuery).map(([name, s]) => ({
          metric: `dashboard${name[0]!.toUpperCase()}${name.slice(1)} p95`,
          value: round(percentile(s, 95)),
          unit: 'ms',
        })),
        {
          metric: 'rebuild of the dashboard projections',
          value: round(eventsPerSecond, 0),
          unit: 'events/s',
          note: `${rebuilt.result.events} events in ${round(rebuilt.ms / 1000, 1)} s`,
        },
      ];
    } finally {
      await documentStore.close();
      await eventStore.close();
    }
  } finally {
    data.remove();
  }
}
