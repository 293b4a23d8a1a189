import {
  CategoryDeleteResponseSchema,
  CategoryMutationResponseSchema,
  type Category,
} from '../../contract/schemas/category';
import { api } from './client';

// Reads come from categoriesQueryOptions (src/api/categories.ts); these are the admin's writes.
// Failures throw ky's HTTPError: serverErrorText() turns its body (a plain string for create,
// `{error}` otherwise) into the toast text.

export async function createCategory(name: string): Promise<Category> {
  const body = await api.post('category/create', { json: { name } }).json();
  return CategoryMutationResponseSchema.parse(body).category;
}

export async function updateCategory(id: string, name: string): Promise<Category> {
  const body = await api.put(`category/${encodeURIComponent(id)}`, { json: { name } }).json();
  return CategoryMutationResponseSchema.parse(body).category;
}

/** Answers the deleted category's name (the contract puts it at the top level). */
export async function deleteCategory(id: string): Promise<string> {
  const body = await api.delete(`category/${encodeURIComponent(id)}`).json();
  return CategoryDeleteResponseSchema.parse(body).name;
}
