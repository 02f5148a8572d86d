import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConfig } from '../testing/fixtures';
import { mockApi } from '../testing/mock-api';
import { renderAt } from '../testing/render';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('navigating between pages', () => {
  it('opens the next page at its top', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/nft/categories': [],
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/drops');
    await screen.findByRole('navigation', { name: 'Main' });
    const openedAt = scrollTo.mock.calls.length;

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Marketplace' }),
    );

    await waitFor(() => expect(scrollTo.mock.calls.length).toBeGreaterThan(openedAt));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
  });
});
