import type { AccountDoc, BranchDoc, PlanDoc, ProgramClassDoc, ProgramDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { listBranches } from '@gym/projection-service/branches/branchQueries';
import { PROGRAM_CLASSES } from '@gym/projection-service/programs/programsProjection';
import { listPrograms } from '@gym/projection-service/programs/programQueries';
import { getAccountRating } from '@gym/projection-service/reviews/reviewQueries';
import { plansOnSale } from '@gym/projection-service';

/** One weekly class as the public page lists it under its weekday. */
export interface PublicClass {
  readonly id: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly programName: string;
  readonly branchName: string;
}

/** What the gym's public page at /{account} shows (issue 25, item 1). */
export interface PublicPageData {
  readonly account: AccountDoc;
  readonly rating: { readonly weightedRating: number | null; readonly reviews: number };
  readonly branches: readonly BranchDoc[];
  /** Index 0 = Sunday … 6 = Saturday, each day's classes by start time. */
  readonly week: readonly (readonly PublicClass[])[];
  readonly plans: readonly PlanDoc[];
}

/** Branches a visitor may see: active and visible to everyone (the plans' vocabulary: 'everywhere'). */
const isPublicBranch = (branch: BranchDoc) => branch.status === 'active' && branch.visibility === 'everywhere';

/** Reads everything the page shows, for one account, in four queries. */
export async function publicPageData(docs: DocumentStore, account: AccountDoc): Promise<PublicPageData> {
  const [rating, branches, programs, classes, plans] = await Promise.all([
    getAccountRating(docs, account.id),
    listBranches(docs, account.id),
    listPrograms(docs, account.id),
    docs.collection<ProgramClassDoc>(PROGRAM_CLASSES).find({ accountId: account.id }, { limit: 2000 }),
    plansOnSale(docs, account.id),
  ]);
  const visible = branches.filter(isPublicBranch);
  const branchById = new Map(visible.map((b) => [b.id, b]));
  const programById = new Map<string, ProgramDoc>(programs.map((p) => [p.id, p]));
  const week: PublicClass[][] = [[], [], [], [], [], [], []];
  for (const c of classes) {
    const program = programById.get(c.programId);
    const branch = program ? branchById.get(program.filialId) : undefined;
    if (!program || !branch) continue;
    const item = {
      id: c.id,
      startTime: c.startTime,
      endTime: c.endTime,
      programName: program.name,
      branchName: branch.name,
    };
    for (const day of new Set(c.weekDays)) week[day]?.push(item);
  }
  for (const day of week)
    day.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.programName.localeCompare(b.programName));
  return { account, rating, branches: visible, week, plans };
}
