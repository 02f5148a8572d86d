import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, makeProfile, openStorefrontPage } from '../testing/storefront-fixtures';

describe('/storefront-settings', () => {
  it('saves the name, bio and payout type, refusing a name under 3 characters', async () => {
    const { fetchMock } = await openStorefrontPage('/storefront-settings', 'Storefront Settings', {
      'PATCH /api/storefront/profile': makeProfile({ name: 'Ada L.', payout_type: 'crypto' }),
    });
    const form = within(await screen.findByTestId('profile-form'));
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Al' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Minimum 3 characters.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/storefront/profile')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Ada L.' } });
    fireEvent.change(form.getByLabelText('Payout type'), { target: { value: 'crypto' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Your profile is saved.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/storefront/profile')).toEqual([
      { name: 'Ada L.', bio: 'Engines and art.', payout_type: 'crypto' },
    ]);
  });
});
