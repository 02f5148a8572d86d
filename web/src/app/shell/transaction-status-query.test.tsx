import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';

const api = {
  'GET /api/config': makeConfig(),
  'GET /api/auction/drops': { count: 0, next: null, results: [] },
};

describe('the transactionStatus query parameter', () => {
  it.each([
    ['pending', 'Transaction Pending', 'being processed'],
    ['completed', 'Transaction Completed', 'complete'],
  ])(
    '%s opens the transaction-status modal and leaves the address without it',
    async (status, title, text) => {
      mockApi(api);
      const { currentPath } = renderAt(`/drops?page=2&transactionStatus=${status}`);
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByTestId('transaction-status').textContent).toContain(text);
      await waitFor(() => expect(currentPath()).toBe('/drops?page=2'));
    },
  );

  it('leaves other values and their address alone', async () => {
    mockApi(api);
    const { currentPath } = renderAt('/drops?transactionStatus=refunded');
    await screen.findByTestId('drops-page');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe('/drops?transactionStatus=refunded');
  });
});
