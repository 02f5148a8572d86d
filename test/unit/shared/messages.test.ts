import { describe, expect, it } from 'vitest';
import { fillMessage, messages } from '../../../shared/domain/messages';

describe('messages', () => {
  it('keeps the original keys and values', () => {
    expect(messages.required).toBe('Required');
    expect(messages.emailInvalid).toBe('Email is invalid');
    expect(messages.somethingWentWrong).toBe('Sorry, something went wrong');
    expect(messages.dropRulesNotFound).toBe('Drop rules not found');
    expect(messages.pageNotFoundTitle).toBe('Page Not Found');
    expect(messages.pageNotFoundBody).toBe('The page you were looking for could not be found...');
    expect(messages.dropsEmpty).toBe('NFT Drops Coming Soon');
    expect(messages.notFound).toBe('Not found.');
    expect(messages.validationFailed).toBe('Invalid input.');
  });

  it('has the spec texts word for word', () => {
    expect(messages.usernameRequired).toBe('Username required');
    expect(messages.usernameMin).toBe('Minimum 6 symbols.');
    expect(messages.withdrawalMinimum).toBe('Minimum withdrawal is $10');
    expect(messages.bidTooLow).toBe('Bid should be equal to or more then {min}');
    expect(messages.noNotifications).toBe("You don't have any notifications yet");
    expect(messages.bidPlaced).toBe('Your bid has been placed');
    expect(messages.bidUpdated).toBe('Your bid has been updated');
  });

  it('fills placeholders', () => {
    expect(fillMessage(messages.bidTooLow, { min: '$12.50' })).toBe(
      'Bid should be equal to or more then $12.50',
    );
    expect(fillMessage(messages.cardPaused, { duration: '24 hours' })).toBe(
      'Your card has been declined at least 5 times. Due to recent activity your card has been paused for 24 hours.',
    );
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('has no empty texts', () => {
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
  });
});
