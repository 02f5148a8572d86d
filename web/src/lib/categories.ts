import useSWR from 'swr';
import type { ResponseOf } from '../../../shared/api/contract';
import { type ApiError, apiKey } from './api-client';

export type Categories = ResponseOf<'listCategories'>;

/** GET /api/nft/categories: the category chips' options. */
export const categoriesKey = () => apiKey('listCategories');

export const useCategories = () =>
  useSWR<Categories, ApiError>(categoriesKey(), { revalidateOnFocus: false });
