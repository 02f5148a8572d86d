import { describe, expect, it } from 'vitest';
import {
  BPS_DENOMINATOR,
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  CRYPTO_REFUND_BANK_FEE_BPS,
  CRYPTO_WITHDRAWAL_FEE_BPS,
  DEFAULT_FUSE_PRICE_CENTS,
  FIRST_WITHDRAWAL_WAIT_MS,
  GIFT_FEE_CENTS,
  LOGIN_COOKIE_MAX_AGE_MS,
  OFFER_CANCEL_LOCK_MS,
  ON_RAMP_MIN_BASE_AMOUNT_CENTS,
  PASS_PRICE_CENTS,
  SALE_PRICE_MAX_CENTS,
  SALE_PRICE_MIN_CENTS,
  TOAST_DURATION_MS,
  WITHDRAWAL_MIN_CENTS,
} from '../../../shared/domain/constants';

describe('business constants', () => {
  it('keeps money in integer cents', () => {
    expect(GIFT_FEE_CENTS).toBe(100);
    expect(WITHDRAWAL_MIN_CENTS).toBe(1000);
    expect(DEFAULT_FUSE_PRICE_CENTS).toBe(5000);
    expect(SALE_PRICE_MIN_CENTS).toBe(100);
    expect(SALE_PRICE_MAX_CENTS).toBe(9_999_999_999);
    expect(PASS_PRICE_CENTS).toBe(25_000);
    expect(ON_RAMP_MIN_BASE_AMOUNT_CENTS).toBe(3000);
    expect(Number.isSafeInteger(SALE_PRICE_MAX_CENTS)).toBe(true);
  });

  it('expresses fee percentages in basis points', () => {
    expect((10_000 * CRYPTO_WITHDRAWAL_FEE_BPS) / BPS_DENOMINATOR).toBe(100); // 1% of $100
    expect((10_000 * CRYPTO_REFUND_BANK_FEE_BPS) / BPS_DENOMINATOR).toBe(20); // 0.2% of $100
  });

  it('keeps times in milliseconds', () => {
    expect(TOAST_DURATION_MS).toBe(7500);
    expect(OFFER_CANCEL_LOCK_MS).toBe(6 * 60 * 60 * 1000);
    expect(LOGIN_COOKIE_MAX_AGE_MS).toBe(10 * 24 * 60 * 60 * 1000);
    expect(FIRST_WITHDRAWAL_WAIT_MS).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('has the layout breakpoints and content width', () => {
    expect(BREAKPOINTS).toEqual({
      phone: 430,
      xs: 520,
      sm: 600,
      mob: 800,
      md: 960,
      tb: 990,
      lg: 1280,
      xl: 1920,
    });
    expect(CONTENT_MAX_WIDTH).toBe(1225);
  });
});
