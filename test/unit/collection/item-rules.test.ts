import { describe, expect, it } from 'vitest';
import { NftOnCooldownError } from '../../../functions/domain/collection/errors';
import { assertOffCooldown, ownerPermissions } from '../../../functions/domain/collection/item-rules';
import { TIME_MS } from '../../../shared/domain/constants';
import { PaymentMethod } from '../../../shared/domain/enums';
import { defaultFlags } from '../../../shared/domain/flags';
import { baseNft, ownedItem } from './fixtures';

const bought = new Date('2026-06-01T12:00:00.000Z');
const at = (ms: number) => ({ now: new Date(bought.getTime() + ms), flags: defaultFlags });

describe('ownerPermissions', () => {
  it('holds export for 30 days after purchase and says until when', () => {
    const early = ownerPermissions(ownedItem(), baseNft, at(TIME_MS.day));
    expect(early.exportAllowed).toBe(false);
    expect(early.timeToExport).toBe('2026-07-01T12:00:00.000Z');
    expect(early.exportDeniedReason).toEqual({
      title: 'Item Not Ready For Export',
      description: 'An NFT can be exported 30 days after it was bought, from 07/01/2026 12:00 PM UTC.',
    });
    const later = ownerPermissions(ownedItem(), baseNft, at(30 * TIME_MS.day));
    expect(later).toMatchObject({ exportAllowed: true, exportDeniedReason: null, timeToExport: null });
  });

  it('refuses export when the flag is off, while an export runs and after it completed', () => {
    const off = ownerPermissions(ownedItem(), baseNft, {
      ...at(40 * TIME_MS.day),
      flags: { ...defaultFlags, exportEnabled: false },
    });
    expect(off.exportDeniedReason?.description).toBe('Export is not available right now.');
    const running = ownerPermissions(ownedItem({ exportStatus: 'pending' }), baseNft, at(40 * TIME_MS.day));
    expect(running).toMatchObject({
      exportAllowed: false,
      exportCancellable: true,
      canGift: false,
      resellAllowed: false,
    });
    const started = ownerPermissions(ownedItem({ exportStatus: 'started' }), baseNft, at(40 * TIME_MS.day));
    expect(started.exportCancellable).toBe(false);
    const done = ownerPermissions(ownedItem({ exportStatus: 'completed' }), baseNft, at(40 * TIME_MS.day));
    expect(done.resellDeniedReason?.code).toBe('resell_not_available');
  });

  it('holds resale of a card purchase for 48 hours (NFT On Cool-down), not of other payments', () => {
    const card = ownerPermissions(ownedItem(), baseNft, at(47 * TIME_MS.hour));
    expect(card.resellDeniedReason).toMatchObject({
      code: 'resell_not_available_yet',
      title: 'NFT On Cool-down',
    });
    expect(ownerPermissions(ownedItem(), baseNft, at(48 * TIME_MS.hour)).resellAllowed).toBe(true);
    const credit = ownedItem({
      acquisition: {
        how: 'buy',
        orderId: 'o',
        lineItem: {
          amountCents: 100,
          coin: null,
          coinMicros: null,
          method: PaymentMethod.marketplaceCredit,
          last4: null,
        },
      },
    });
    expect(ownerPermissions(credit, baseNft, at(TIME_MS.hour)).resellAllowed).toBe(true);
  });

  it('refuses resale of an NFT without resale (Item Not Ready For Resell) and gifts of a listed item', () => {
    const denied = ownerPermissions(ownedItem(), { ...baseNft, resellAllowed: false }, at(3 * TIME_MS.day));
    expect(denied.resellDeniedReason).toMatchObject({
      code: 'resell_not_available',
      title: 'Item Not Ready For Resell',
    });
    const listed = ownedItem({ listing: { auctionId: 'l', priceCents: 100 } });
    expect(ownerPermissions(listed, baseNft, at(3 * TIME_MS.day)).canGift).toBe(false);
    // Held for an accepted offer's sale or an open gift: no (other) gift.
    const locked = ownedItem({ lockedForOrder: 'gift:g1' });
    expect(ownerPermissions(locked, baseNft, at(3 * TIME_MS.day)).canGift).toBe(false);
    expect(ownerPermissions(ownedItem(), baseNft, at(3 * TIME_MS.day)).canGift).toBe(true);
  });
});

describe('assertOffCooldown', () => {
  it("refuses every exit of a card purchase for 48 hours with 'NFT On Cool-down''s code, text and end", () => {
    const refusal = (() => {
      try {
        assertOffCooldown(ownedItem(), at(47 * TIME_MS.hour).now);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(NftOnCooldownError);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'resell_not_available_yet',
      message: 'An NFT bought by card can be resold 48 hours after purchase, from 06/03/2026 12:00 PM UTC.',
      availableAt: new Date('2026-06-03T12:00:00.000Z'),
      waitMs: TIME_MS.hour,
    });
    expect(() => assertOffCooldown(ownedItem(), at(48 * TIME_MS.hour).now)).not.toThrow();
    expect(() => assertOffCooldown(ownedItem({ acquisition: null }), at(TIME_MS.hour).now)).not.toThrow();
  });
});
