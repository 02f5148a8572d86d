import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeDrop } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';

const baseApi = {
  'GET /api/config': makeConfig(),
  'GET /api/nft/categories': [],
  'GET /api/auction/drops': { count: 1, next: null, results: [makeDrop({ title: 'Landing Drop' })] },
};

describe('catch-all route', () => {
  it("shows 'Page Not Found' for an unknown path", async () => {
    mockApi({
      ...baseApi,
      'GET /api/nft/redirects': [{ from: '/elsewhere', to: '/drops', permanent: true }],
    });
    renderAt('/no-such-page');
    const page = await screen.findByTestId('not-found');
    expect(page.querySelector('h1')?.textContent).toBe('Page Not Found');
    expect(screen.getByText('The page you were looking for could not be found...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
  });

  it('follows a server redirect, replacing the location', async () => {
    mockApi({
      ...baseApi,
      'GET /api/nft/redirects': [{ from: '/app/summer-2024', to: '/drops', permanent: true }],
    });
    const { currentPath } = renderAt('/summer-2024/');
    expect(await screen.findByText('Landing Drop')).toBeTruthy();
    expect(currentPath()).toBe('/drops');
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('shows not-found when the redirects call fails', async () => {
    mockApi(baseApi);
    renderAt('/page-not-found');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

describe('shell routes', () => {
  it('sends visitors from guarded routes to the root, then to /drops', async () => {
    mockApi(baseApi);
    const { currentPath } = renderAt('/account/settings');
    expect(await screen.findByText('Landing Drop')).toBeTruthy();
    expect(currentPath()).toBe('/drops');
  });

  it('answers not-found for a route whose flag is off', async () => {
    mockApi({
      ...baseApi,
      'GET /api/config': makeConfig({ marketplaceEnabled: false }),
      'GET /api/nft/redirects': [],
    });
    renderAt('/marketplace');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('opens the FAQ over the drops home for /faq', async () => {
    mockApi({
      ...baseApi,
      'GET /api/cms/faq': {
        key: 'faq',
        title: 'FAQ',
        content: '<p>How do drops work?</p>',
        updated_at: '2026-01-01T00:00:00Z',
      },
    });
    const { currentPath } = renderAt('/faq');
    expect(await screen.findByRole('dialog', { name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(await screen.findByText('How do drops work?')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/drops'));
  });
});
