import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FRAUD_SANDBOX_PORT, type FraudPageView } from '../../lib/fraud-detection';
import { MARKETING_SANDBOX_PORT, type MarketingCall } from '../../lib/marketing-events';
import { readSandboxRecords } from '../../lib/sandbox-recorder';
import { makeConfig, makeMe } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';
import { setLoggedInCookie } from '../../testing/session';

const api = {
  'GET /api/config': makeConfig(),
  'GET /api/nft/categories': [],
  'GET /api/auction/drops': { count: 0, next: null, results: [] },
};

const pageViews = () => readSandboxRecords<FraudPageView>(FRAUD_SANDBOX_PORT);
const marketingCalls = () => readSandboxRecords<MarketingCall>(MARKETING_SANDBOX_PORT);

describe('the shell tracking ports (sandboxes)', () => {
  it('records a fraud-detection page view on each location change, in one session', async () => {
    mockApi(api);
    renderAt('/drops');
    await waitFor(() => expect(pageViews().map((view) => view.path)).toEqual(['/drops']));

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    fireEvent.click(nav.getByRole('link', { name: 'Marketplace' }));

    await waitFor(() => expect(pageViews().map((view) => view.path)).toEqual(['/drops', '/marketplace']));
    const [first, second] = pageViews();
    expect(second?.referrer).toBe('/drops');
    expect(second?.sessionId).toBe(first?.sessionId);
    expect(first?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    // Nobody logged in: no marketing call.
    expect(marketingCalls()).toEqual([]);
  });

  it('identifies a restored user with their marketing parameters, without counting a login', async () => {
    sessionStorage.setItem('marketing_params', JSON.stringify({ utm_source: 'newsletter' }));
    setLoggedInCookie();
    mockApi({ ...api, 'POST /api/token/refresh': { id_token: 't1' }, 'GET /api/me': makeMe() });
    renderAt('/drops');
    await waitFor(() =>
      expect(marketingCalls()).toEqual([
        expect.objectContaining({ type: 'identify', userId: 'user-1', traits: { utm_source: 'newsletter' } }),
      ]),
    );
  });
});
