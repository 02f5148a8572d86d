import { describe, expect, it } from 'vitest';
import type { OfferRecord } from '../../../functions/data/offer';
import {
  isExpired,
  isOpen,
  isStale,
  ownerSees,
  takesOffers,
} from '../../../functions/domain/offers/offer-rules';

const offer = (overrides: Partial<OfferRecord> = {}) =>
  ({
    status: 'active',
    ownerUuid: 'seller',
    createdAt: '2026-06-01T12:00:00.000Z',
    expiresAt: '2026-06-08T12:00:00.000Z',
    ...overrides,
  }) as OfferRecord;
const item = { owner: 'seller', ownedAt: '2026-05-01T00:00:00.000Z' };

describe('offer rules', () => {
  it('an offer is open while active or being accepted', () => {
    expect(
      ['placing', 'active', 'accepting', 'accepted', 'declined', 'cancelled', 'expired'].filter((status) =>
        isOpen(offer({ status: status as OfferRecord['status'] })),
      ),
    ).toEqual(['active', 'accepting']);
  });

  it('is stale once the item has another owner, or was acquired again after the offer', () => {
    expect(isStale(offer(), item)).toBe(false);
    expect(isStale(offer(), { ...item, owner: 'buyer' })).toBe(true);
    expect(isStale(offer(), { ...item, ownedAt: '2026-06-01T12:00:00.001Z' })).toBe(true);
    expect(isStale(offer(), { ...item, ownedAt: '2026-06-01T12:00:00.000Z' })).toBe(false);
  });

  it('expires at expires_at exactly', () => {
    expect(isExpired(offer(), new Date('2026-06-08T11:59:59.999Z'))).toBe(false);
    expect(isExpired(offer(), new Date('2026-06-08T12:00:00.000Z'))).toBe(true);
  });

  it('only owned items on the platform of a resellable NFT take offers', () => {
    expect(takesOffers({ owner: 'seller', exportStatus: 'not_initiated' }, true)).toBe(true);
    expect(takesOffers({ owner: null, exportStatus: 'not_initiated' }, true)).toBe(false);
    expect(takesOffers({ owner: 'seller', exportStatus: 'pending' }, true)).toBe(false);
    expect(takesOffers({ owner: 'seller', exportStatus: 'completed' }, true)).toBe(false);
    expect(takesOffers({ owner: 'seller', exportStatus: 'not_initiated' }, false)).toBe(false);
  });

  it('the owner sees and counts the open offers made to them', () => {
    expect(ownerSees(offer(), item)).toBe(true);
    expect(ownerSees(offer({ status: 'declined' }), item)).toBe(false);
    expect(ownerSees(offer(), { ...item, owner: 'buyer' })).toBe(false);
  });
});
