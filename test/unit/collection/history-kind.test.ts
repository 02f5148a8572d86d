import { describe, expect, it } from 'vitest';
import { historyKind } from '../../../functions/domain/collection/history-kind';

const entry = {
  owner: 'buyer',
  bundle: null,
  isGift: false,
  isFused: false,
  isFusingResult: false,
  lineItem: { amountCents: 1_500, coin: null, coinMicros: null, method: 1 as const, last4: '4242' },
};

describe('historyKind', () => {
  it('labels a purchase a charge for the buyer and a payment for the seller', () => {
    expect(historyKind(entry, 'buyer')).toBe('charge');
    expect(historyKind(entry, 'seller')).toBe('payment');
  });

  it('labels a pack pull from the pack', () => {
    expect(historyKind({ ...entry, bundle: { id: 'p', title: 'Pack' } }, 'buyer')).toBe('from_pack');
  });

  it('labels a gift from both sides', () => {
    expect(historyKind({ ...entry, isGift: true }, 'buyer')).toBe('gift_received');
    expect(historyKind({ ...entry, isGift: true }, 'giver')).toBe('gift_sent');
  });

  it('labels the fuser: an NFT sent in and the fused result received', () => {
    expect(historyKind({ ...entry, owner: null, isFused: true }, 'collector')).toBe('sent_to_fuser');
    expect(historyKind({ ...entry, isFusingResult: true }, 'buyer')).toBe('fused_result_received');
  });

  it('labels a free claim a claim, not a charge', () => {
    const claimed = { ...entry, lineItem: { ...entry.lineItem, amountCents: 0, method: null, last4: null } };
    expect(historyKind(claimed, 'buyer')).toBe('claim');
    expect(historyKind({ ...claimed, owner: 'someone else' }, 'giver')).toBe('payment');
  });
});
