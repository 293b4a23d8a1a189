import { queryOptions } from '@tanstack/react-query';
import { z } from '../../contract/zod';
import { CategorySchema } from '../../contract/schemas/category';
import { api } from './client';
import { categoryKeys } from './query-keys';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: async ({ signal }) =>
      z.array(CategorySchema).parse(await api.get('category/categories', { signal }).json()),
  });
