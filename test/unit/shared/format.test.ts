import { describe, expect, it } from 'vitest';
import {
  centsFromUsdInput,
  formatBadgeCount,
  formatCoin,
  formatCountdown,
  formatDate,
  formatPercent,
  formatUsd,
  formatUsdFixed,
  microUnitsFromCoinInput,
  parseUsdInput,
  usdInputFromCents,
} from '../../../shared/format';

describe('formatUsd', () => {
  it('shows up to 2 decimals below $1,000', () => {
    expect(formatUsd(99_999)).toBe('$999.99');
    expect(formatUsd(1250)).toBe('$12.5');
    expect(formatUsd(1200)).toBe('$12');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0');
  });

  it('goes compact from $1,000 upward', () => {
    expect(formatUsd(100_000)).toBe('$1K');
    expect(formatUsd(123_456)).toBe('$1.2K');
    expect(formatUsd(350_000_000)).toBe('$3.5M');
  });

  it('rejects fractional cents', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
  });
});

describe('formatUsdFixed', () => {
  it('always shows 2 decimals with grouping', () => {
    expect(formatUsdFixed(5000)).toBe('$50.00');
    expect(formatUsdFixed(123_450)).toBe('$1,234.50');
    expect(formatUsdFixed(1)).toBe('$0.01');
  });
});

describe('centsFromUsdInput', () => {
  it('parses up to 2 decimals into integer cents without floats', () => {
    expect(centsFromUsdInput('12.34')).toBe(1234);
    expect(centsFromUsdInput('12.3')).toBe(1230);
    expect(centsFromUsdInput('12')).toBe(1200);
    expect(centsFromUsdInput('0.07')).toBe(7);
    expect(centsFromUsdInput(' 1.10 ')).toBe(110);
    expect(centsFromUsdInput('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(centsFromUsdInput('99999999.99')).toBe(9_999_999_999);
  });

  it('rejects more than 2 decimals, signs, letters and empty input', () => {
    for (const bad of ['1.234', 'abc', '-1', '+1', '', '1.', '.5', '1,000', '1e3', '12.3.4']) {
      expect(() => centsFromUsdInput(bad), bad).toThrow('Only numbers allowed. Maximum of 2 decimal points.');
    }
    expect(parseUsdInput('1.234')).toBeUndefined();
    expect(parseUsdInput('4.5')).toBe(450);
  });

  it('round-trips with usdInputFromCents', () => {
    expect(usdInputFromCents(1234)).toBe('12.34');
    expect(usdInputFromCents(5)).toBe('0.05');
    expect(usdInputFromCents(1200)).toBe('12.00');
    for (const cents of [0, 1, 99, 100, 12_345, 9_999_999_999]) {
      expect(centsFromUsdInput(usdInputFromCents(cents))).toBe(cents);
    }
  });
});

describe('formatCoin', () => {
  it('shows 6 decimals and the coin', () => {
    expect(formatCoin(1_234_567, 'ETH')).toBe('1.234567 ETH');
    expect(formatCoin(5, 'XTZ')).toBe('0.000005 XTZ');
    expect(formatCoin(1_234_000_000n, 'BTC')).toBe('1,234.000000 BTC');
    expect(formatCoin(-1_500_000, 'USDC')).toBe('-1.500000 USDC');
  });

  it('parses coin input into micro-units', () => {
    expect(microUnitsFromCoinInput('0.5')).toBe(500_000n);
    expect(microUnitsFromCoinInput('12.123456')).toBe(12_123_456n);
    expect(() => microUnitsFromCoinInput('1.1234567')).toThrow();
    expect(() => microUnitsFromCoinInput('1.5', 0)).toThrow();
  });
});

describe('formatDate', () => {
  it('formats MM/DD/YYYY hh:mm A in the given time zone', () => {
    const instant = '2026-11-21T17:07:00Z';
    expect(formatDate(instant, 'UTC')).toBe('11/21/2026 05:07 PM');
    expect(formatDate(new Date(instant), 'America/New_York')).toBe('11/21/2026 12:07 PM');
    expect(formatDate('2026-01-02T00:05:00Z', 'UTC')).toBe('01/02/2026 12:05 AM');
    expect(formatDate(Date.UTC(2026, 6, 4, 12, 0), 'Asia/Tokyo')).toBe('07/04/2026 09:00 PM');
  });

  it('rejects invalid dates', () => {
    expect(() => formatDate('not a date', 'UTC')).toThrow(RangeError);
  });
});

describe('formatCountdown', () => {
  it('shows days when a day or more remains, otherwise hh:mm:ss', () => {
    const ms = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;
    expect(formatCountdown(ms(1, 2, 3, 4))).toBe('1d 02h 03m 04s');
    expect(formatCountdown(ms(0, 2, 3, 4))).toBe('02:03:04');
    expect(formatCountdown(ms(0, 23, 59, 59) + 999)).toBe('23:59:59');
    expect(formatCountdown(ms(12, 0, 0, 0))).toBe('12d 00h 00m 00s');
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });
});

describe('small formats', () => {
  it('caps badges at 99+ and shows percentages with 2 decimals', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatPercent(12.345)).toBe('12.35%');
  });
});
