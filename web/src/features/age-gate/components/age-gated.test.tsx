import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie } from '../../../lib/cookies';
import { makeConfig } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { readAgeAnswer } from '../utils/age-cookie';
import { ageAnswerFor, validateBirthDate } from '../utils/birth-date';

const NOW = new Date(2026, 2, 10);

function answer(month: string, day: string, year: string) {
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: year } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
}

afterEach(() => deleteCookie('age_gate'));

describe('birth date rules', () => {
  it('checks month 1-12, day 1-31 and a year within the last 100 years, not in the future', () => {
    expect(validateBirthDate({ month: '13', day: '32', year: '2027' }, NOW)).toEqual({
      month: 'Invalid month',
      day: 'Invalid day',
      year: 'Invalid year',
    });
    expect(validateBirthDate({ month: '0', day: '0', year: '1925' }, NOW)).toEqual({
      month: 'Invalid month',
      day: 'Invalid day',
      year: 'Invalid year',
    });
    expect(validateBirthDate({ month: '12', day: '31', year: '1926' }, NOW)).toEqual({});
    expect(validateBirthDate({ month: '1', day: '1', year: '2026' }, NOW)).toEqual({});
  });

  it('is adult from the 21st birthday on', () => {
    expect(ageAnswerFor({ month: '3', day: '10', year: '2005' }, NOW)).toBe('adult');
    expect(ageAnswerFor({ month: '3', day: '11', year: '2005' }, NOW)).toBe('minor');
    expect(ageAnswerFor({ month: '12', day: '31', year: '2004' }, NOW)).toBe('adult');
  });
});

describe('age gate on /vault', () => {
  it('shows the messages, then lets an adult in and keeps the answer', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/cms/vault': {
        key: 'vault',
        title: 'A WORLD OF POSSIBILITIES',
        content: '<p>Many NFTs here come with vault content.</p>',
        updated_at: '2026-03-01T00:00:00.000Z',
      },
    });
    renderAt('/vault');
    await screen.findByRole('dialog', { name: 'Enter your date of birth' });
    expect(screen.queryByTestId('cms-page')).toBeNull();
    answer('13', '40', '1800');
    expect(screen.getByText('Invalid month')).toBeTruthy();
    expect(screen.getByText('Invalid day')).toBeTruthy();
    expect(screen.getByText('Invalid year')).toBeTruthy();

    answer('6', '15', '1990');
    expect(await screen.findByRole('heading', { level: 1, name: 'A WORLD OF POSSIBILITIES' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readAgeAnswer()).toBe('adult');
  });

  it('sends a minor home with the error toast, and again on the next visit without asking', async () => {
    mockApi({ 'GET /api/config': makeConfig() });
    const first = renderAt('/vault');
    // The gate is a lazy route: wait for it, so the test does not rely on an earlier one having loaded it.
    await screen.findByRole('dialog', { name: 'Enter your date of birth' });
    answer('1', '1', String(new Date().getFullYear() - 10));
    await waitFor(() => expect(first.currentPath()).toBe('/drops'));
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Sorry, you must be 21 or older to view this content',
    );
    expect(readAgeAnswer()).toBe('minor');
    first.unmount();

    const second = renderAt('/vault');
    await waitFor(() => expect(second.currentPath()).toBe('/drops'));
    expect(screen.queryByRole('dialog', { name: 'Enter your date of birth' })).toBeNull();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});
