import { HttpError, type DataProvider } from 'react-admin';
import { RequestError } from '../lib/graphqlRequest';
import { accountMethods } from './account';
import { accountBillings, accountPlans } from './accountBilling';
import { billingMethods } from './billing';
import { branches, branchMethods } from './branches';
import { campaignMethods, campaigns } from './campaigns';
import { checkinMethods, checkins } from './checkins';
import { courseCategories, courses } from './courses';
import { dashboardMethods } from './dashboard';
import { exercises } from './exercises';
import { socialMethods } from './social';
import { staffReviewMethods } from './staffReviews';
import { staffMessageMethods } from './staffMessages';
import { inboxMethods } from './inbox';
import { memberAppMethods } from './memberApp';
import { memberAppCustomizationMethods } from './memberAppCustomization';
import { planMethods, plans, studentPlans } from './plans';
import { pointsMethods } from './points';
import { pointsOverviewMethods } from './pointsOverview';
import { programClasses, programMethods, programs } from './programs';
import { studentMethods, students } from './students';
import type { ResourceHandlers } from './types';
import { workoutRoutineMethods, workoutRoutines } from './workoutRoutines';

/** Each react-admin resource (its name is its address: /alunos, /filials...) and the module holding its operations. */
const resources: Readonly<Record<string, ResourceHandlers>> = {
  alunos: students,
  filials: branches,
  programs,
  programClasses,
  checkins,
  plans,
  studentPlans,
  campaigns,
  exercises,
  'workout-routines': workoutRoutines,
  courses,
  'course-categories': courseCategories,
  'account-plans': accountPlans,
  'account-billings': accountBillings,
};

/** The operations that are not CRUD on a record, named as the spec's operations. */
const customMethods = {
  ...accountMethods,
  ...studentMethods,
  ...branchMethods,
  ...programMethods,
  ...checkinMethods,
  ...planMethods,
  ...campaignMethods,
  ...pointsMethods,
  ...pointsOverviewMethods,
  ...inboxMethods,
  ...workoutRoutineMethods,
  ...billingMethods,
  ...dashboardMethods,
  ...socialMethods,
  ...memberAppMethods,
  ...staffReviewMethods,
  ...staffMessageMethods,
  ...memberAppCustomizationMethods,
};

/**
 * Failures reach react-admin as an HttpError with the real status (401 logs out; statuses from the
 * contracts' table), the server messages joined, and `body.errors` keyed by field for the errors
 * under the form fields. ra-data-graphql wraps its failures in an HttpError whose body is ours.
 */
function normalise(error: unknown): never {
  const inner = error instanceof HttpError && error.body instanceof RequestError ? error.body : error;
  if (inner instanceof RequestError) {
    const errors = Object.keys(inner.errors).length > 0 ? inner.errors : undefined;
    throw new HttpError(inner.message, inner.status, { errors, code: inner.code });
  }
  throw error;
}

const guard =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
  (...args: A): Promise<R> =>
    fn(...args).catch(normalise);

type Verb = keyof ResourceHandlers;

function handler<V extends Verb>(resource: string, verb: V): NonNullable<ResourceHandlers[V]> {
  const found = resources[resource]?.[verb];
  if (!found) throw new Error(`Operação ${verb} não suportada para ${resource}`);
  return found;
}

const guardedMethods = Object.fromEntries(
  Object.entries(customMethods).map(([name, method]) => [
    name,
    guard(method as (...args: unknown[]) => Promise<unknown>),
  ]),
) as typeof customMethods;

export type AdminDataProvider = DataProvider & typeof customMethods;

export const dataProvider: AdminDataProvider = {
  getList: guard(async (resource, params) => handler(resource, 'getList')(params)),
  getOne: guard(async (resource, params) => handler(resource, 'getOne')(params)),
  // No batch query in the contract: one getOne per id.
  getMany: guard(async (resource, params) => {
    const getOne = handler(resource, 'getOne');
    const records = await Promise.all(
      params.ids.map((id) => getOne({ id, signal: params.signal }).then((r) => r.data)),
    );
    return { data: records };
  }),
  getManyReference: () => Promise.reject(new Error('getManyReference não é suportado')),
  create: guard(async (resource, params) => handler(resource, 'create')(params)),
  update: guard(async (resource, params) => handler(resource, 'update')(params)),
  updateMany: () => Promise.reject(new Error('updateMany não é suportado')),
  delete: guard(async (resource, params) => handler(resource, 'delete')(params)),
  deleteMany: guard(async (resource, params) => {
    const remove = handler(resource, 'delete');
    for (const id of params.ids) await remove({ id });
    return { data: params.ids };
  }),
  ...guardedMethods,
} as AdminDataProvider;
