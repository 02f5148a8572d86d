import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Reply } from '../../../testing/mock-api';
import { bodiesOf, openStorefrontPage } from '../testing/storefront-fixtures';

const noClaims = { 'GET /api/storefront/claims': { claims: [] } };

describe('/storefront-claim', () => {
  it("claims the link's token, then opens the new creator's dashboard", async () => {
    let claimed = false;
    const { fetchMock, currentPath } = await openStorefrontPage(
      '/storefront-claim?token=tok-123',
      'Claim your storefront',
      {
        'GET /api/storefront/claims': () => ({
          claims: claimed ? [{ creator_id: 'creator-1', creator_name: 'Ada', valid: true }] : [],
        }),
        'POST /api/storefront/claims': () => {
          claimed = true;
          return { creator_id: 'creator-1', creator_name: 'Ada', valid: true };
        },
      },
    );
    const form = within(screen.getByTestId('claim-form'));
    expect((form.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('tok-123');
    fireEvent.click(form.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(currentPath()).toBe('/storefront'));
    expect(bodiesOf(fetchMock, 'POST', '/api/storefront/claims')).toEqual([{ token: 'tok-123' }]);
    expect(await screen.findByTestId('storefront-dashboard')).toBeTruthy();
  });

  it("shows the server's refusal and stays", async () => {
    const { currentPath } = await openStorefrontPage('/storefront-claim', 'Claim your storefront', {
      ...noClaims,
      'POST /api/storefront/claims': new Reply(409, {
        detail: 'Invitation already claimed',
        code: 'conflict',
      }),
    });
    const form = within(screen.getByTestId('claim-form'));
    fireEvent.click(form.getByRole('button', { name: 'Claim' }));
    expect(await form.findByText('Enter the invitation code.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Invitation code'), { target: { value: 'used' } });
    fireEvent.click(form.getByRole('button', { name: 'Claim' }));
    expect((await form.findByTestId('form-error')).textContent).toBe('Invitation already claimed');
    expect(currentPath()).toBe('/storefront-claim');
  });
});
