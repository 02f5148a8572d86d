import useSWR from 'swr';
import type { EditionOrder, NftEditionsPage } from '../../../../shared/api/schemas/nft';
import { EDITIONS_PAGE_SIZE } from '../../../../shared/domain/constants';
import { type ApiError, apiKey } from '../api-client';
import { useViewerKey } from '../session/use-viewer-key';

/**
 * GET /api/nft/marketplace/{id}: a page (20) of the NFT's sold editions by number or price (listed editions
 * first, cheapest first, when by price), with each listing's price, seller and auction id.
 */
export const nftEditionsKey = (id: string, page: number, ordering: EditionOrder) =>
  apiKey('listNftEditions', {
    params: { id },
    query: { start: (page - 1) * EDITIONS_PAGE_SIZE, limit: EDITIONS_PAGE_SIZE, ordering },
  });

/** Scoped to the viewer: is_owner and the caller's offer depend on who asks. */
export const useNftEditions = (id: string, page: number, ordering: EditionOrder) =>
  useSWR<NftEditionsPage, ApiError>(useViewerKey(nftEditionsKey(id, page, ordering)), {
    keepPreviousData: true,
  });
