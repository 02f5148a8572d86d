import useSWR from 'swr';
import { usdInputFromCents } from '../../../../shared/format/usd';
import { type ApiError, apiKey, type ResponseOf } from '../api-client';

/** GET /api/payments/card_fee?amount=: the card fee for a payment of `amountCents`; null asks nothing. */
export const cardFeeKey = (amountCents: number) =>
  apiKey('getCardFee', { query: { amount: usdInputFromCents(amountCents) } });

export const useCardFee = (amountCents: number | null) =>
  useSWR<ResponseOf<'getCardFee'>, ApiError>(amountCents === null ? null : cardFeeKey(amountCents));
