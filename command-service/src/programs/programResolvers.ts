import { programMessages, type ProgramClassDoc, type ProgramDoc, type StudentDoc } from '@gym/contracts';
import { docAsDecided } from '../web/decidedAnswer.ts';
import { NotFoundError } from '@gym/platform';
import {
  classDayOccupancy,
  getProgram,
  getProgramClass,
  listProgramClasses,
  listPrograms,
  STUDENTS,
} from '@gym/projection-service';
import { addDays, saoPauloToday, weekdayOf } from '@gym/contracts';
import type { Services } from '../services.ts';
import { actorOf } from '../tenancy/guard.ts';
import type { RequestContext } from '../tenancy/requestContext.ts';
import { toCoachGql, toProgramClassGql, toProgramGql } from './programGql.ts';
import {
  deleteProgram,
  deleteProgramClass,
  programClassStream,
  programStream,
  saveProgram,
  saveProgramClass,
} from './programHandlers.ts';

export function programResolvers(svc: Services) {
  const programOrMissing = async (accountId: string, id: string) => {
    const doc = await getProgram(svc.documents, accountId, id);
    if (!doc) throw new NotFoundError(programMessages.notFound);
    return doc;
  };
  return {
    async programs(args: { filialId?: string | null }, ctx: RequestContext) {
      const docs = await listPrograms(svc.documents, actorOf(ctx).accountId, args.filialId);
      return Promise.all(docs.map((d) => toProgramGql(svc, d)));
    },

    async program(args: { id: string }, ctx: RequestContext) {
      const doc = await getProgram(svc.documents, actorOf(ctx).accountId, args.id);
      return doc ? toProgramGql(svc, doc) : null;
    },

    async programClasses(args: { programId: string }, ctx: RequestContext) {
      const accountId = actorOf(ctx).accountId;
      await programOrMissing(accountId, args.programId);
      const docs = await listProgramClasses(svc.documents, accountId, args.programId);
      return Promise.all(docs.map((d) => toProgramClassGql(svc, d)));
    },

    /** The detail page's next days (7 by default) starting today, each class with its occupancy. */
    async programSchedule(args: { programId: string; days?: number | null }, ctx: RequestContext) {
      const accountId = actorOf(ctx).accountId;
      await programOrMissing(accountId, args.programId);
      const classes = await Promise.all(
        (await listProgramClasses(svc.documents, accountId, args.programId)).map((d) => toProgramClassGql(svc, d)),
      );
      const today = saoPauloToday(svc.clock.now());
      const days = Math.min(Math.max(args.days ?? 7, 1), 31);
      const result = [];
      for (let i = 0; i < days; i++) {
        const date = addDays(today, i);
        for (const programClass of classes.filter((c) => c.weekDays.some((w) => w.value === weekdayOf(date)))) {
          result.push({ date, programClass, ...(await classDayOccupancy(svc.documents, programClass.id, date)) });
        }
      }
      return result;
    },

    /** Staff who can lead a class (admin, manager, coach). */
    async coaches(_args: unknown, ctx: RequestContext) {
      const accountId = actorOf(ctx).accountId;
      const staff = await svc.documents
        .collection<StudentDoc>(STUDENTS)
        .find({ accountId, rule: { $in: ['admin', 'manager', 'coach'] } }, { sort: [['sortName', 1]] });
      return staff.map(toCoachGql);
    },

    async createOrUpdateProgram(args: { input: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const { programId, position } = await saveProgram(svc, actor, args.input);
      // What the save decided, even when the read models are late (issue 27, finding 10).
      const doc = await docAsDecided<ProgramDoc>(svc, {
        collection: 'programs',
        streamId: programStream(programId),
        id: programId,
        accountId: actor.accountId,
        position,
      });
      if (!doc) throw new NotFoundError(programMessages.notFound);
      return { program: await toProgramGql(svc, doc) };
    },

    async deleteProgram(args: { id: string }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const before = await programOrMissing(actor.accountId, args.id);
      await svc.readModelsReached(await deleteProgram(svc, actor, args.id));
      return { program: await toProgramGql(svc, before) };
    },

    async createOrUpdateProgramClass(args: { input: unknown }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const { programClassId, position } = await saveProgramClass(svc, actor, args.input);
      const doc = await docAsDecided<ProgramClassDoc>(svc, {
        collection: 'programClasses',
        streamId: programClassStream(programClassId),
        id: programClassId,
        accountId: actor.accountId,
        position,
      });
      if (!doc) throw new NotFoundError(programMessages.classNotFound);
      return { programClass: await toProgramClassGql(svc, doc) };
    },

    async deleteProgramClass(args: { id: string }, ctx: RequestContext) {
      const actor = actorOf(ctx);
      const before = await getProgramClass(svc.documents, actor.accountId, args.id);
      if (!before) throw new NotFoundError(programMessages.classNotFound);
      await svc.readModelsReached(await deleteProgramClass(svc, actor, args.id));
      return { programClass: await toProgramClassGql(svc, before) };
    },
  };
}

/** Root fields of the admin scope, spread into schemas.ts with one line. */
export function programAdminOperations(svc: Services) {
  const r = programResolvers(svc);
  return {
    programs: { access: 'staff', resolve: r.programs },
    program: { access: 'staff', resolve: r.program },
    programClasses: { access: 'staff', resolve: r.programClasses },
    programSchedule: { access: 'staff', resolve: r.programSchedule },
    coaches: { access: 'staff', resolve: r.coaches },
    createOrUpdateProgram: { access: 'manager', resolve: r.createOrUpdateProgram },
    deleteProgram: { access: 'manager', resolve: r.deleteProgram },
    createOrUpdateProgramClass: { access: 'manager', resolve: r.createOrUpdateProgramClass },
    deleteProgramClass: { access: 'manager', resolve: r.deleteProgramClass },
  } as const;
}

/** The member's side on /{account}/graphql: the schedule a student books from. */
export function programMemberOperations(svc: Services) {
  const r = programResolvers(svc);
  return {
    programs: { access: 'member', resolve: r.programs },
    programClasses: { access: 'member', resolve: r.programClasses },
  } as const;
}
