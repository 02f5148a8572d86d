import useSWR from 'swr';
import { apiSend, type ResponseOf } from '../../../lib/api-client';

type BidValidity = Extract<ResponseOf<'placeBid'>, { valid: boolean }>;

/**
 * POST /api/auction/{id}/bid with validate true: whether `bidValue` would be taken now, why not, and the least
 * the caller may bid. `probe` is any positive bid: the answer's minimum is what the form needs.
 */
export async function validateBid(auctionId: string, bidValue: number): Promise<BidValidity> {
  const answer = await apiSend(
    'placeBid',
    { params: { id: auctionId }, body: { bidValue, validate: true } },
    { toastErrors: false },
  );
  if (!('valid' in answer)) throw new Error('The validity check answered a placed bid');
  return answer;
}

/** The server's minimum bid now, checked again whenever `probe` (the auction's own figure) changes. */
export const useBidMinimum = (auctionId: string, probe: number) =>
  useSWR(['validateBid', auctionId, probe] as const, () => validateBid(auctionId, probe));
