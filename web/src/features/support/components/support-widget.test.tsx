import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';

const cmsPage = (key: string, html: string) => ({
  key,
  title: key,
  content: html,
  updated_at: '2026-01-01T00:00:00Z',
});

const baseApi = {
  'GET /api/config': makeConfig(),
  'GET /api/auction/drops': { count: 0, next: null, results: [] },
};

const openWidget = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
  return screen.getByTestId('support-widget');
};

describe('the support widget', () => {
  it('opens on the FAQ tab with the CMS FAQ and switches to Contact Us', async () => {
    const fetchMock = mockApi({
      ...baseApi,
      'GET /api/cms/faq': cmsPage('faq', '<h3>How do drops work?</h3>'),
      'GET /api/cms/contact': cmsPage('contact', '<p>Write to support@example.com</p>'),
    });
    renderAt('/drops');
    const cmsCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/cms/'));
    expect(cmsCalls()).toHaveLength(0);

    const widget = await openWidget();
    expect(within(widget).getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(widget).findByRole('heading', { name: 'How do drops work?' })).toBeTruthy();

    fireEvent.click(within(widget).getByRole('tab', { name: 'Contact Us' }));
    expect(await within(widget).findByText('Write to support@example.com')).toBeTruthy();
    expect(within(widget).queryByRole('heading', { name: 'How do drops work?' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close help' }));
    expect(screen.queryByTestId('support-widget')).toBeNull();
  });

  it("says 'Sorry, FAQ is not available for now, please try again later' on both tabs when the CMS fails", async () => {
    mockApi({
      ...baseApi,
      'GET /api/cms/faq': new Reply(500, { detail: 'x', code: 'server_error' }),
      'GET /api/cms/contact': new Reply(404, { detail: 'Not found.', code: 'not_found' }),
    });
    renderAt('/drops');
    const widget = await openWidget();
    const wording = 'Sorry, FAQ is not available for now, please try again later';
    expect(await within(widget).findByText(wording)).toBeTruthy();
    fireEvent.click(within(widget).getByRole('tab', { name: 'Contact Us' }));
    expect(await within(widget).findByText(wording)).toBeTruthy();
  });
});
