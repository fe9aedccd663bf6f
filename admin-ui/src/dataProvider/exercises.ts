import { exerciseMessages } from '@gym/contracts/exercises/exerciseMessages';
import { endpoints } from '../lib/env';
import { graphqlRequest, RequestError } from '../lib/graphqlRequest';
import type { ResourceHandlers } from './types';

export interface ExerciseMedia {
  readonly uri: string | null;
  readonly uriOriginal: string | null;
}

/** An exercise as getExercises and setExercise return it (exercisesSdl `Exercise`). */
export interface Exercise {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly image: ExerciseMedia | null;
  readonly animatedImage: ExerciseMedia | null;
  readonly video: { readonly uri: string | null } | null;
  readonly muscleGroups: string[];
  readonly equipment: string[];
  readonly recordEnabled: boolean;
  readonly exerciseType: string | null;
  readonly starter: boolean;
}

export interface ExercisesPage {
  readonly list: Exercise[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

export interface ExerciseInput {
  readonly id?: string;
  readonly name?: string;
  readonly description?: string;
  readonly recordEnabled?: boolean;
  readonly exerciseType?: string | null;
  readonly videoUrl?: string | null;
  readonly imageUrl?: string | null;
}

const FIELDS =
  'id name description image { uri uriOriginal } animatedImage { uri uriOriginal } video { uri } muscleGroups equipment recordEnabled exerciseType starter';

/** The image shown (spec 001 section 3): animatedImage original, animatedImage uri, image uri, image original. */
export const imageOf = (e: Pick<Exercise, 'image' | 'animatedImage'>): string | null =>
  e.animatedImage?.uriOriginal ?? e.animatedImage?.uri ?? e.image?.uri ?? e.image?.uriOriginal ?? null;

export const exercisesApi = {
  async list(page: number, search: string): Promise<ExercisesPage> {
    const data = await graphqlRequest<{ getExercises: ExercisesPage }>(
      endpoints.admin,
      `query ($page: Int, $search: String) { getExercises(page: $page, search: $search) { list { ${FIELDS} } page totalPages totalCount } }`,
      { page, search },
    );
    return data.getExercises;
  },
  async get(id: string): Promise<Exercise | null> {
    const data = await graphqlRequest<{ exercise: Exercise | null }>(
      endpoints.admin,
      `query ($id: ID!) { exercise(id: $id) { ${FIELDS} } }`,
      { id },
    );
    return data.exercise;
  },
  /** setExercise; a status other than 'success' is a failure (spec 001 section 7). */
  async save(input: ExerciseInput): Promise<Exercise> {
    const data = await graphqlRequest<{ setExercise: { status: string; exercise: Exercise | null } }>(
      endpoints.admin,
      `mutation ($id: ID, $name: String, $description: String, $recordEnabled: Boolean, $exerciseType: String, $videoUrl: String, $imageUrl: String) {
        setExercise(id: $id, name: $name, description: $description, recordEnabled: $recordEnabled, exerciseType: $exerciseType, videoUrl: $videoUrl, imageUrl: $imageUrl) { status exercise { ${FIELDS} } }
      }`,
      { ...input },
    );
    if (data.setExercise.status !== 'success' || !data.setExercise.exercise)
      throw new Error(`setExercise: ${data.setExercise.status}`);
    return data.setExercise.exercise;
  },
};

/**
 * Resource `exercises` (spec 001): getExercises pages of 25 searched by `filter.q`, exercise(id), and
 * setExercise for both create and update. A missing exercise is a 404 the edit page names.
 */
export const exercises: ResourceHandlers = {
  getList: async ({ pagination, filter }) => {
    const found = await exercisesApi.list(pagination?.page ?? 1, String(filter?.q ?? ''));
    return { data: found.list, total: found.totalCount };
  },
  getOne: async ({ id }) => {
    const found = await exercisesApi.get(String(id));
    if (!found) throw new RequestError(exerciseMessages.notFound, 404, 'NOT_FOUND', {});
    return { data: found };
  },
  create: ({ data }) => exercisesApi.save(data as ExerciseInput).then((saved) => ({ data: saved })),
  update: ({ id, data }) =>
    exercisesApi.save({ ...(data as ExerciseInput), id: String(id) }).then((saved) => ({ data: saved })),
};
