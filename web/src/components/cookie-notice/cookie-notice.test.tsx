import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';

describe('the cookie notice', () => {
  it('steps aside while a dialog is open, so it never covers its buttons, and comes back after', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    });
    renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // The dialog is a lazy chunk: it counts itself open in an effect right after it mounts.
    await waitFor(() => expect(screen.queryByTestId('cookie-notice')).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('cookie-notice')).toBeTruthy();
  });
});
