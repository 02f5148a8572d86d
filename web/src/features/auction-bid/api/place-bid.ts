import { PaymentMethod } from '../../../../../shared/domain/enums';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { apiSend, type ResponseOf } from '../../../lib/api-client';

export type BidPlaced = Extract<ResponseOf<'placeBid'>, { status: string }>;

export interface PlaceBidInput {
  auctionId: string;
  /** USD, at most 2 decimals. */
  bidValue: number;
  /** The caller already has a bid on this auction (the screen's guess; the server decides). */
  updateBid: boolean;
  /** The method holding the bid; none for a pre-qualified bid (its winners pay after the close). */
  choice?: PaymentChoice;
  /** The shipping address of a physical item, else null. */
  addressUuid?: string | null;
}

/** The bid call's payment fields (part 2 §7): payment 1 a card (paymentId), 2 credit or prepaid USD, 7 a coin. */
function paymentFields(choice: PaymentChoice) {
  switch (choice.type) {
    case 'card':
      return { payment: PaymentMethod.card, paymentId: choice.cardId };
    case 'credit':
    case 'usd':
      return { payment: PaymentMethod.marketplaceCredit, source: choice.type };
    case 'coin':
      return { payment: PaymentMethod.prepaidCrypto, coin: choice.coin };
  }
}

/** POST /api/auction/{id}/bid: places or updates the caller's bid. Errors are left to the form. */
export async function placeBid({
  auctionId,
  bidValue,
  updateBid,
  choice,
  addressUuid,
}: PlaceBidInput): Promise<BidPlaced> {
  const answer = await apiSend(
    'placeBid',
    {
      params: { id: auctionId },
      body: {
        auction: auctionId,
        bidValue,
        updateBid,
        ...(choice && paymentFields(choice)),
        ...(addressUuid && { addressUUID: addressUuid }),
      },
    },
    { toastErrors: false },
  );
  if (!('status' in answer)) throw new Error('The bid call answered a validity check');
  return answer;
}
