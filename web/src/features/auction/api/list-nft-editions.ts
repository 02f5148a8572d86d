import useSWR from 'swr';
import type { EditionOrder, NftEditionsPage } from '../../../../../shared/api/schemas/nft';
import { EDITIONS_PAGE_SIZE } from '../../../../../shared/domain/constants';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/nft/marketplace/{id}: a page (20) of the NFT's sold editions by number or price. */
export const nftEditionsKey = (id: string, page: number, ordering: EditionOrder) =>
  apiKey('listNftEditions', {
    params: { id },
    query: { start: (page - 1) * EDITIONS_PAGE_SIZE, limit: EDITIONS_PAGE_SIZE, ordering },
  });

export const useNftEditions = (id: string, page: number, ordering: EditionOrder) =>
  useSWR<NftEditionsPage, ApiError>(nftEditionsKey(id, page, ordering), { keepPreviousData: true });
