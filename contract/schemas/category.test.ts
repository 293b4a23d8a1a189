import { describe, it, expect } from 'vitest';
import { firstIssueMessage } from './errors';
import {
  CategoriesResponseSchema,
  CategoryDeleteResponseSchema,
  CategoryInputSchema,
  categoryNameKey,
} from './category';

function messageFor(body: unknown): string | null {
  const result = CategoryInputSchema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('CategoryInputSchema', () => {
  it('trims the name', () => {
    expect(CategoryInputSchema.parse({ name: '  Men  ' })).toEqual({ name: 'Men' });
  });
  it('requires a name', () => {
    expect(messageFor({})).toBe('Name is required');
    expect(messageFor({ name: '   ' })).toBe('Name is required');
    expect(messageFor({ name: 7 })).toBe('Name is required');
  });
  it('allows 32 characters and rejects 33', () => {
    expect(messageFor({ name: 'x'.repeat(32) })).toBeNull();
    expect(messageFor({ name: 'x'.repeat(33) })).toBe('Name must be at most 32 characters');
    expect(messageFor({ name: ` ${'x'.repeat(32)} ` })).toBeNull();
  });
});

describe('category responses', () => {
  it('parses the bare array of categories', () => {
    expect(CategoriesResponseSchema.parse([{ _id: 'c1', name: 'Men', slug: 'men' }])).toHaveLength(
      1,
    );
    expect(CategoriesResponseSchema.safeParse({ categories: [] }).success).toBe(false);
  });
  it('parses a delete response with the category at top level', () => {
    expect(
      CategoryDeleteResponseSchema.parse({ success: true, _id: 'c1', name: 'Men', slug: 'men' })
        .name,
    ).toBe('Men');
  });
  it('compares names case-insensitively', () => {
    expect(categoryNameKey(' Men ')).toBe(categoryNameKey('MEN'));
  });
});
