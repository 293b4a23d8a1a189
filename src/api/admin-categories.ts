import { useMutation, type QueryClient } from '@tanstack/react-query';
import {
  CategoryDeleteResponseSchema,
  CategoryMutationResponseSchema,
  type Category,
} from '../../contract/schemas/category';
import { api } from './client';
import type { MutationHandlers } from './mutation-handlers';
import { categoryKeys } from './query-keys';

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

/** The categories list at once; product cards follow the catalogue's version. */
function invalidateCategories(client: QueryClient) {
  return client.invalidateQueries({ queryKey: categoryKeys.all });
}

export function useCreateCategory(handlers: MutationHandlers<Category>) {
  return useMutation({
    mutationFn: (name: string) => createCategory(name),
    onSuccess: async (category, _name, _result, { client }) => {
      await handlers.onSuccess?.(category);
      await invalidateCategories(client);
    },
    onError: handlers.onError,
  });
}

export function useUpdateCategory(id: string, handlers: MutationHandlers<Category>) {
  return useMutation({
    mutationFn: (name: string) => updateCategory(id, name),
    onSuccess: async (category, _name, _result, { client }) => {
      await handlers.onSuccess?.(category);
      await invalidateCategories(client);
    },
    onError: handlers.onError,
  });
}

/** Answers the deleted category's name. */
export function useDeleteCategory(id: string, handlers: MutationHandlers<string>) {
  return useMutation({
    mutationFn: () => deleteCategory(id),
    onSuccess: async (name, _none, _result, { client }) => {
      await handlers.onSuccess?.(name);
      await invalidateCategories(client);
    },
    onError: handlers.onError,
  });
}
