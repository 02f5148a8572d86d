import useSWR from 'swr';
import type { NftDetail } from '../../../../shared/api/schemas/nft';
import { type ApiError, apiKey } from '../api-client';
import { useLiveChannel } from '../live/use-live-channel';

/** GET /api/nft/{id}: the NFT with its traits, stats and primary-sale auction. */
export const nftKey = (id: string) => apiKey('getNft', { params: { id } });

/** Loads again at each live nudge of the NFT's market (a listing, a sale, a price change). */
export function useNft(id: string) {
  const result = useSWR<NftDetail, ApiError>(nftKey(id));
  const { mutate } = result;
  useLiveChannel(`nft:${id}`, () => void mutate());
  return result;
}
