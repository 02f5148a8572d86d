import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { DropRulesRoute } from './drop-rules-route';

describe('DropRulesRoute', () => {
  it('renders the HTML of the drop-rules page', async () => {
    mockApi({
      'GET /api/cms/drop-rules': {
        key: 'drop-rules',
        title: 'Drop Rules',
        content: '<h2>Eligibility</h2><p>Be 18 or over.</p>',
        updated_at: '2026-01-01T00:00:00Z',
      },
    });
    renderAt('/drop-rules', <DropRulesRoute />);
    expect(await screen.findByRole('heading', { name: 'Eligibility' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Drop Rules' })).toBeTruthy();
  });

  it("says 'Drop rules not found' for an unknown key", async () => {
    mockApi({});
    renderAt('/drop-rules/nope', <DropRulesRoute dropKey="nope" />);
    expect(await screen.findByText('Drop rules not found')).toBeTruthy();
  });

  it("says 'Sorry, something went wrong' for other failures", async () => {
    mockApi({ 'GET /api/cms/premiumbiddingterms': new Reply(500, { detail: 'x', code: 'server_error' }) });
    renderAt('/drop-rules/premiumbiddingterms', <DropRulesRoute dropKey="premiumbiddingterms" />);
    expect(await screen.findByText('Sorry, something went wrong')).toBeTruthy();
  });
});
