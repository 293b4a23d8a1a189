import './admin-styles';
import { Anchor, Skeleton, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The thumbnails' size in the admin's product tables. */
export const TABLE_THUMB_PX = 40;

/** Placeholder rows while a product table loads: a square where the photo goes, bars elsewhere. */
export function SkeletonRows({
  rows,
  columns,
  photoColumn,
  testId,
}: {
  rows: number;
  columns: number;
  photoColumn: number;
  testId: string;
}) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} data-testid={testId}>
      {Array.from({ length: columns }, (_, cell) => {
        const photo = cell === photoColumn;
        return (
          <Table.Td key={cell}>
            <Skeleton height={photo ? TABLE_THUMB_PX : 14} width={photo ? TABLE_THUMB_PX : '80%'} />
          </Table.Td>
        );
      })}
    </Table.Tr>
  ));
}

/** A link to a product's admin detail page (by slug). */
export function ProductDetailLink({
  slug,
  label,
  children,
}: {
  slug: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to="/dashboard/admin-product/detail/$slug" params={{ slug }} />
      )}
      aria-label={label}
      fz="inherit"
    >
      {children}
    </Anchor>
  );
}
