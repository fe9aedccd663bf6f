import type { FieldFilter, Filter, FindOptions, Scalar } from '../../ports/documentStore.ts';
import { quoteId } from '../openSqlite.ts';
import { fieldExpr, type FieldColumns } from './names.ts';
import { searchTerms } from './text.ts';

export type SqlParam = string | number | null;

export interface SqlFragment {
  readonly sql: string;
  readonly params: SqlParam[];
}

/** SQLite has no boolean type: JSON true/false come back from json_extract as 1/0. */
function toParam(value: Scalar): SqlParam {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

const OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in']);
const COMPARISONS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

function eq(expr: string, value: Scalar, params: SqlParam[]): string {
  if (value === null) return `${expr} IS NULL`;
  params.push(toParam(value));
  return `${expr} = ?`;
}

function fieldClauses(
  field: string,
  filter: FieldFilter,
  params: SqlParam[],
  indexable: boolean,
  columns?: FieldColumns,
): string[] {
  // A unary plus keeps the expression's value but stops SQLite from matching it to an index.
  const expr = indexable ? fieldExpr(field, columns) : `+${fieldExpr(field, columns)}`;
  if (filter === null || typeof filter !== 'object') return [eq(expr, filter, params)];
  const clauses: string[] = [];
  for (const [op, value] of Object.entries(filter)) {
    if (!OPERATORS.has(op)) throw new Error(`Unsupported filter operator ${op} on ${field}`);
    if (value === undefined) continue;
    if (op === '$eq') clauses.push(eq(expr, value as Scalar, params));
    else if (op === '$ne') {
      // Like MongoDB: a missing field is "not equal" to any value.
      if (value === null) clauses.push(`${expr} IS NOT NULL`);
      else {
        params.push(toParam(value as Scalar));
        clauses.push(`(${expr} IS NULL OR ${expr} != ?)`);
      }
    } else if (op === '$in') {
      const list = value as readonly Scalar[];
      const nonNull = list.filter((v) => v !== null);
      const parts: string[] = [];
      if (nonNull.length > 0) {
        params.push(JSON.stringify(nonNull.map(toParam)));
        parts.push(`${expr} IN (SELECT value FROM json_each(?))`);
      }
      if (nonNull.length !== list.length) parts.push(`${expr} IS NULL`);
      clauses.push(parts.length === 0 ? '0' : `(${parts.join(' OR ')})`);
    } else {
      params.push(toParam(value as Scalar));
      clauses.push(`${expr} ${COMPARISONS[op as keyof typeof COMPARISONS]} ?`);
    }
  }
  return clauses;
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The FTS lookup of a term uses at most its first 6 characters (4 trigrams). Any substring narrows the
 * candidates correctly, since LIKE confirms the whole term; but each trigram costs a read of its whole
 * posting list, and the tails of long terms are often shared by most documents (an e-mail domain:
 * "12345@exemplo" took ~10 ms on 100k documents, "12345@" 0.3 ms).
 */
const FTS_PROBE_LENGTH = 6;

/**
 * The FTS query for a term of 3+ characters: each trigram of its first FTS_PROBE_LENGTH characters
 * (`"mar" AND "ari"` for "mari"). The text index keeps no positions (detail=none), so it finds the rows
 * that hold every trigram anywhere rather than in sequence, and LIKE confirms.
 */
function trigramProbe(term: string): string {
  const chars = Array.from(term).slice(0, FTS_PROBE_LENGTH);
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++)
    trigrams.add(
      `"${chars
        .slice(i, i + 3)
        .join('')
        .replace(/"/g, '""')}"`,
    );
  return [...trigrams].join(' AND ');
}

/** The alias of the text index when a search joins it; its MATCH column is the FTS table's own name. */
const FTS_ALIAS = '_fts';

/**
 * Trigram FTS narrows the candidates for terms of 3+ characters (one MATCH for all of them, the
 * trigrams ANDed); LIKE on the normalised column confirms each term.
 */
function textClauses(search: string, fts: string | null, params: SqlParam[]): string[] {
  if (fts === null) throw new Error('$text used on a collection without textFields');
  const terms = searchTerms(search);
  const probes = terms.filter((term) => term.length >= 3).map(trigramProbe);
  const clauses: string[] = [];
  if (probes.length > 0) {
    params.push(probes.length === 1 ? probes[0]! : probes.map((probe) => `(${probe})`).join(' AND '));
    clauses.push(`${FTS_ALIAS}.${quoteId(fts)} MATCH ?`);
  }
  for (const term of terms) {
    params.push(`%${escapeLike(term)}%`);
    clauses.push(`_text LIKE ? ESCAPE '\\'`);
  }
  return clauses;
}

/** True when a `$text` filter has a term the trigram FTS table can look up (3+ characters). */
function usesFts(filter: Filter | undefined, fts: string | null): boolean {
  const text = filter?.$text;
  return fts !== null && text !== undefined && searchTerms(text.search).some((term) => term.length >= 3);
}

export interface WhereFragment extends SqlFragment {
  /** The FROM clause over `table`: the table alone, or the text index's matches joined to it. */
  from(table: string): string;
}

export function buildWhere(filter: Filter | undefined, fts: string | null, columns?: FieldColumns): WhereFragment {
  const params: SqlParam[] = [];
  const clauses: string[] = [];
  // With an FTS lookup, the query is driven from the FTS matches (CROSS JOIN keeps them the outer loop,
  // each match then read by rowid): SQLite cannot tell how selective a MATCH is and would otherwise walk
  // every index entry of e.g. (accountId, rule) and probe the matches for each (a one-hit e-mail search
  // read the whole account). So the other field clauses are also kept off the indexes and checked on
  // the matched rows only. The cost grows with the number of matches of the search across the
  // collection, not with the size of the filtered set. A join rather than `rowid IN (SELECT …)`: the
  // IN list is first copied into a temporary index (10–25 % of a broad search's count, measured).
  const joined = usesFts(filter, fts);
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue;
    if (field === '$text') clauses.push(...textClauses((value as { search: string }).search, fts, params));
    else clauses.push(...fieldClauses(field, value as FieldFilter, params, !joined, columns));
  }
  const from = (table: string): string =>
    joined
      ? `${quoteId(fts!)} AS ${FTS_ALIAS} CROSS JOIN ${quoteId(table)} ON ${quoteId(table)}.rowid = ${FTS_ALIAS}.rowid`
      : quoteId(table);
  return {
    sql: clauses.length === 0 ? '' : ` WHERE ${clauses.join(' AND ')}`,
    params,
    from,
  };
}

export function buildOrderAndPage(options: FindOptions | undefined, columns?: FieldColumns): SqlFragment {
  const sort = options?.sort ?? [];
  const order = sort.map(([field, direction]) => `${fieldExpr(field, columns)} ${direction === -1 ? 'DESC' : 'ASC'}`);
  // A stable order makes skip/limit paging deterministic.
  if (!sort.some(([field]) => field === 'id')) order.push('id ASC');
  const params: SqlParam[] = [];
  let sql = ` ORDER BY ${order.join(', ')}`;
  if (options?.limit !== undefined || options?.skip !== undefined) {
    sql += ' LIMIT ? OFFSET ?';
    params.push(options.limit ?? -1, options.skip ?? 0);
  }
  return { sql, params };
}

/**
 * A page and the filter's total in one statement: the matches are collected once (row id and sort
 * keys only) into a materialised CTE, counted, and the page's documents read by row id. An empty page
 * (past the end) has no row to carry the total; the caller counts then.
 */
export function buildPageWithTotal(
  table: string,
  where: WhereFragment,
  options: FindOptions,
  columns?: FieldColumns,
): SqlFragment {
  const sort = [...(options.sort ?? [])];
  if (!sort.some(([field]) => field === 'id')) sort.push(['id', 1]);
  const keys = sort.map(([field], i) => `${fieldExpr(field, columns)} AS k${i}`).join(', ');
  const order = sort.map(([, direction], i) => `k${i} ${direction === -1 ? 'DESC' : 'ASC'}`).join(', ');
  const t = quoteId(table);
  const sql =
    `WITH m AS MATERIALIZED (SELECT ${t}.rowid AS r, ${keys} FROM ${where.from(table)}${where.sql}), ` +
    `p AS (SELECT * FROM m ORDER BY ${order} LIMIT ? OFFSET ?) ` +
    `SELECT (SELECT COUNT(*) FROM m) AS total, (SELECT data FROM ${t} WHERE rowid = p.r) AS data FROM p ORDER BY ${order}`;
  return { sql, params: [...where.params, options.limit ?? -1, options.skip ?? 0] };
}
