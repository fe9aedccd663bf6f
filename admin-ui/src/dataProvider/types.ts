import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/**
 * The react-admin verbs a resource answers, each mapped onto the spec's operation names in the
 * resource's own module. A verb left out is refused (no such operation in the contract).
 */
export interface ResourceHandlers {
  readonly getList?: (params: GetListParams) => Promise<GetListResult>;
  readonly getOne?: (params: GetOneParams) => Promise<GetOneResult>;
  readonly create?: (params: CreateParams) => Promise<CreateResult>;
  readonly update?: (params: UpdateParams) => Promise<UpdateResult>;
  readonly delete?: (params: DeleteParams) => Promise<DeleteResult>;
}

/** A whole list as one page: the operations that return every row at once. */
export const wholeList = <T>(data: T[]): { data: T[]; total: number } => ({ data, total: data.length });

export type Page<T> = { list: T[]; page: number; totalEntries: number; totalPages: number };
