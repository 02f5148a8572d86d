import { TIME_MS } from '../../../shared/domain/constants';
import type { GiftRecord } from '../../data/gift';

/** A gift left unclaimed this long after it was paid may be taken back by its giver (issue 13). */
export const GIFT_RECLAIM_AFTER_MS = 30 * TIME_MS.day;

/**
 * A gift still unclaimed this long after it was paid goes back to its giver by itself (the recovery sweep), so no
 * item stays held for an address that never signs up.
 */
export const GIFT_RETURN_AFTER_MS = 90 * TIME_MS.day;

const after = (gift: Pick<GiftRecord, 'paidAt'>, ms: number) =>
  gift.paidAt ? new Date(Date.parse(gift.paidAt) + ms) : null;

/** When the giver may reclaim the waiting gift. */
export const reclaimableAt = (gift: Pick<GiftRecord, 'paidAt'>) => after(gift, GIFT_RECLAIM_AFTER_MS);

/** When the sweep returns the waiting gift to its giver. */
export const returnedAt = (gift: Pick<GiftRecord, 'paidAt'>) => after(gift, GIFT_RETURN_AFTER_MS);
