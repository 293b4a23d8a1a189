import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Product } from '../../contract/schemas/product';
import { catalogueQueryOptions } from './catalogue';
import { catalogueWantedAtom } from '../state/catalogue-atoms';

/**
 * The whole catalogue as this browser holds it, brought up to date when a screen showing it
 * mounts. Undefined until it has arrived, and with Data Saver on unless the shopper keeps it or
 * the screen has nothing else to show (`needed`).
 */
export function useCatalogue({ needed = false }: { needed?: boolean } = {}) {
  const wanted = useAtomValue(catalogueWantedAtom);
  const query = useQuery({ ...catalogueQueryOptions(), enabled: wanted || needed });
  return {
    products: query.data?.products as readonly Product[] | undefined,
    wanted,
    isError: query.isError && !query.data,
    refetch: () => void query.refetch(),
  };
}
