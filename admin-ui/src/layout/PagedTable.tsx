import { Pagination, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { StackedTable } from './StackedTable';

export interface Paged<T> {
  readonly list: readonly T[];
  readonly totalPages: number;
}

interface Props<T> {
  /** The page's read: its data once loaded; on an error the toast already said it, so nothing shows. */
  readonly query: { readonly data?: Paged<T> | undefined; readonly isError: boolean };
  /** The table's accessible name. */
  readonly label: string;
  readonly empty: string;
  /** The column headings; '' for a column without one (the actions). */
  readonly headings: readonly string[];
  readonly row: (item: T) => ReactNode;
  readonly page: number;
  onPage(page: number): void;
}

/** A page of records as a table that stacks on a phone, with its loading, empty and pager states. */
export function PagedTable<T>({ query, label, empty, headings, row, page, onPage }: Props<T>) {
  const { data } = query;
  if (!data) return query.isError ? null : <Loading />;
  if (data.list.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      <StackedTable>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {headings.map((heading, i) => (
                <TableCell key={heading || `column-${i}`}>{heading}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{data.list.map(row)}</TableBody>
        </Table>
      </StackedTable>
      {data.totalPages > 1 ? (
        <Pagination count={data.totalPages} page={page} onChange={(_e, p) => onPage(p)} sx={{ mt: 1 }} />
      ) : null}
    </>
  );
}
