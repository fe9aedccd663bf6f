import type { Doc, Filter, FindOptions, PageResult, PagingCollection } from '../../ports/documentStore.ts';
import { quoteId } from '../openSqlite.ts';
import { buildOrderAndPage, buildPageWithTotal, buildWhere } from './query.ts';
import type { DocTables } from './tables.ts';

export class SqliteCollection<T extends Doc> implements PagingCollection<T> {
  constructor(
    private readonly tables: DocTables,
    private readonly name: string,
  ) {}

  async get(id: string): Promise<T | null> {
    return this.tables.get(this.name, id) as T | null;
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const { table } = this.tables.info(this.name);
    const rows = this.tables
      .prepare(`SELECT id, data FROM ${quoteId(table)} WHERE id IN (SELECT value FROM json_each(?))`)
      .all(JSON.stringify(ids)) as { id: string; data: string }[];
    const byId = new Map(rows.map((row) => [row.id, row.data]));
    const docs: T[] = [];
    for (const id of new Set(ids)) {
      const data = byId.get(id);
      if (data !== undefined) docs.push(JSON.parse(data) as T);
    }
    return docs;
  }

  async upsert(doc: T): Promise<void> {
    this.tables.upsert(this.name, doc);
  }

  async patch(id: string, fields: Partial<Omit<T, 'id'>>): Promise<boolean> {
    return this.tables.db.transaction(() => {
      const current = this.tables.get(this.name, id);
      if (!current) return false;
      this.tables.upsert(this.name, { ...current, ...fields, id });
      return true;
    })();
  }

  async delete(id: string): Promise<boolean> {
    return this.tables.delete(this.name, id);
  }

  async find(filter?: Filter, options?: FindOptions): Promise<T[]> {
    const { table, fts, columns } = this.tables.info(this.name);
    const where = buildWhere(filter, fts, columns);
    const page = buildOrderAndPage(options, columns);
    const rows = this.tables
      .prepare(`SELECT data FROM ${where.from(table)}${where.sql}${page.sql}`)
      .all(...where.params, ...page.params) as { data: string }[];
    return rows.map((row) => JSON.parse(row.data) as T);
  }

  async findPage(filter: Filter | undefined, options: FindOptions): Promise<PageResult<T>> {
    const { table, fts, columns } = this.tables.info(this.name);
    const query = buildPageWithTotal(table, buildWhere(filter, fts, columns), options, columns);
    const rows = this.tables.prepare(query.sql).all(...query.params) as { total: number; data: string }[];
    if (rows.length === 0) return { docs: [], total: await this.count(filter) };
    return { docs: rows.map((row) => JSON.parse(row.data) as T), total: rows[0]!.total };
  }

  async count(filter?: Filter): Promise<number> {
    const { table, fts, columns } = this.tables.info(this.name);
    const where = buildWhere(filter, fts, columns);
    const row = this.tables
      .prepare(`SELECT COUNT(*) AS n FROM ${where.from(table)}${where.sql}`)
      .get(...where.params) as { n: number };
    return row.n;
  }
}
