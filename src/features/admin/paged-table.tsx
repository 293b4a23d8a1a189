import './admin-styles';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminPager } from './admin-pager';
import { SkeletonRows } from './admin-table-parts';

/** The page links under a table: which page is shown, of how many, and where a link goes. */
export interface Paging {
  /** What is paged, for screen readers ("Messages pages"). */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/**
 * One page of an admin list that pages on the server (Messages, Reviews, Low stock): its table
 * with skeleton rows while the first page loads, the rows or a line saying there are none, and
 * the page links below while `paging` is given (each screen says when its list has pages).
 */
export function PagedTable<Row>({
  headers,
  minWidth,
  rows,
  isPending,
  renderRow,
  empty,
  skeleton,
  striped,
  stale,
  paging,
}: {
  headers: readonly string[];
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** The page's rows, undefined until they are in. */
  rows: readonly Row[] | undefined;
  isPending: boolean;
  /** A row of the table, keyed. */
  renderRow: (row: Row) => ReactNode;
  /** Said when the page has no rows. */
  empty: string;
  skeleton: { photoColumn: number; testId: string };
  striped?: boolean;
  /** The rows are the previous page's while the next one loads: dimmed. */
  stale?: boolean;
  paging: Paging | undefined;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          striped={striped}
          verticalSpacing="xs"
          style={stale === undefined ? undefined : { opacity: stale ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isPending ? (
              <SkeletonRows rows={4} columns={headers.length} {...skeleton} />
            ) : rows && rows.length > 0 ? (
              rows.map(renderRow)
            ) : (
              <Table.Tr>
                <Table.Td colSpan={headers.length}>
                  <Text c="dimmed" ta="center" py="md">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging && <AdminPager {...paging} />}
    </>
  );
}
