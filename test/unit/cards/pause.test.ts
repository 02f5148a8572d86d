import { describe, expect, it } from 'vitest';
import { cardPausedMessage, pauseDurationText } from '../../../shared/rules/card-pause';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('card pause', () => {
  it('says what is left of the pause, rounded up', () => {
    expect(pauseDurationText(24 * HOUR)).toBe('24 hours');
    expect(pauseDurationText(23 * HOUR + 1)).toBe('24 hours');
    expect(pauseDurationText(HOUR)).toBe('1 hour');
    expect(pauseDurationText(59 * MINUTE + 1)).toBe('60 minutes');
    expect(pauseDurationText(5 * MINUTE)).toBe('5 minutes');
    expect(pauseDurationText(1)).toBe('1 minute');
  });

  it('fills the spec message', () => {
    expect(cardPausedMessage(24 * HOUR)).toBe(
      'Your card has been declined at least 5 times. Due to recent activity your card has been paused for 24 hours.',
    );
  });
});
