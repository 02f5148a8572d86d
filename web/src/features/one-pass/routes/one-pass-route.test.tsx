import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PASS_RAFFLE_TAG, PASS_WAITLIST_TAG } from '../../../../../shared/api/schemas/pass';
import { defaultAppSettings } from '../../../../../shared/domain/app-settings';
import { JOINED_ONE_PASS_STORAGE_KEY } from '../../../../../shared/domain/constants';
import type { PassState } from '../../../../../shared/domain/enums';
import { makeConfig } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { OnePassRoute } from './one-pass-route';

const RAFFLE_FAQ = 'What is the allowlist raffle?';

const configWith = (state: PassState, dropId: string | null = null) => ({
  ...makeConfig(),
  settings: { ...defaultAppSettings, onePass: { state, dropId } },
});

function renderPass(state: PassState, answers: Record<string, unknown> = {}, dropId: string | null = null) {
  const fetchMock = mockApi({ 'GET /api/config': configWith(state, dropId), ...answers });
  renderAt('/onepass', <OnePassRoute />);
  return fetchMock;
}

const heroForm = () => screen.findByRole('form', { name: 'Join from the top' });

/** Types the address into the form, ticks the (sandbox) captcha that shows for it, and presses the button. */
function join(form: HTMLElement, email: string, button: string) {
  fireEvent.change(within(form).getByRole('textbox', { name: 'Email address' }), {
    target: { value: email },
  });
  fireEvent.click(within(form).getByTestId('captcha'));
  fireEvent.click(within(form).getByRole('button', { name: button }));
}

describe('OnePassRoute', () => {
  it("shows the pass's facts and sections", async () => {
    renderPass('join_wait_list');
    const page = await screen.findByTestId('one-pass-page');
    expect(page.textContent).toContain('2,600 generative NFTs in the first mint, $250 each');
    expect(page.textContent).toContain('Rarity under 10%');
    expect(page.textContent).toContain('Rarity under 1%');
    expect(page.textContent).toContain('$100 extra');
    expect(page.textContent).toContain('shipped in 4-6 weeks');
    expect(page.textContent).toContain('within 30 days of launch');
    for (const title of ['Benefits', 'In Just One Year', 'Sports pass holders upgrade free', 'FAQs']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
  });

  it('joins the allowlist raffle with the raffle tag, then shows JOINED in both blocks and keeps it', async () => {
    const fetchMock = renderPass('join_raffle', { 'POST /api/email-subscribe': { subscribed: true } });
    const form = await heroForm();
    expect(screen.getByText(RAFFLE_FAQ)).toBeTruthy();
    join(form, 'fan@example.com', 'JOIN ALLOWLIST RAFFLE');

    await waitFor(() => expect(screen.getAllByTestId('pass-joined')).toHaveLength(2));
    for (const joined of screen.getAllByTestId('pass-joined')) {
      expect((joined as HTMLButtonElement).disabled).toBe(true);
      expect(joined.textContent).toBe('JOINED');
    }
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(localStorage.getItem(JOINED_ONE_PASS_STORAGE_KEY)).toBe('true');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/email-subscribe'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'fan@example.com',
      tags: [PASS_RAFFLE_TAG],
      'g-recaptcha-response': expect.stringMatching(/^sandbox-/),
    });
  });

  it("joins the waitlist with its tag and hides the raffle's FAQs", async () => {
    const fetchMock = renderPass('join_wait_list', { 'POST /api/email-subscribe': { subscribed: true } });
    const form = await screen.findByRole('form', { name: 'Join from below' });
    expect(screen.queryByText(RAFFLE_FAQ)).toBeNull();
    join(form, 'fan@example.com', 'JOIN WAITLIST');
    await waitFor(() => expect(screen.getAllByTestId('pass-joined')).toHaveLength(2));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/email-subscribe'));
    expect(JSON.parse(String(call?.[1]?.body)).tags).toEqual([PASS_WAITLIST_TAG]);
  });

  it("says 'Required', 'Email is invalid' and 'Required captcha' without calling the API", async () => {
    const fetchMock = renderPass('join_raffle');
    const form = await heroForm();
    const submit = within(form).getByRole('button', { name: 'JOIN ALLOWLIST RAFFLE' });
    fireEvent.click(submit);
    expect((await within(form).findByRole('alert')).textContent).toBe('Required');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'fan@' } });
    fireEvent.click(submit);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Email is invalid'));
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'fan@example.com' } });
    fireEvent.click(submit);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Required captcha'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/email-subscribe'))).toBe(false);
  });

  it('changes nothing when joining fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPass('join_raffle', {
      'POST /api/email-subscribe': new Reply(500, { detail: 'Down', code: 'error' }),
    });
    const form = await heroForm();
    join(form, 'fan@example.com', 'JOIN ALLOWLIST RAFFLE');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() =>
      expect(
        (within(form).getByRole('button', { name: 'JOIN ALLOWLIST RAFFLE' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.queryByTestId('pass-joined')).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(JOINED_ONE_PASS_STORAGE_KEY)).toBeNull();
    warn.mockRestore();
  });

  it('shows JOINED from the local flag without a field', async () => {
    localStorage.setItem(JOINED_ONE_PASS_STORAGE_KEY, 'true');
    renderPass('join_wait_list');
    await waitFor(() => expect(screen.getAllByTestId('pass-joined')).toHaveLength(2));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("links 'Buy now' to the configured drop and 'Buy on marketplace' to the marketplace", async () => {
    renderPass('drop', {}, 'drop-midnight-sessions');
    const buyNow = await screen.findAllByRole('link', { name: 'Buy now' });
    expect(buyNow[0]?.getAttribute('href')).toBe('/drops/drop-midnight-sessions');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(RAFFLE_FAQ)).toBeNull();
  });

  it("offers 'Buy on marketplace' in the marketplace state", async () => {
    renderPass('marketplace');
    const links = await screen.findAllByRole('link', { name: 'Buy on marketplace' });
    expect(links[0]?.getAttribute('href')).toBe('/marketplace');
    expect(screen.queryByText(RAFFLE_FAQ)).toBeNull();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    mockApi({ 'GET /api/config': new Reply(500, { detail: 'Down', code: 'error' }) });
    renderAt('/onepass', <OnePassRoute />);
    expect((await screen.findByTestId('error-state')).textContent).toContain(
      'The pass page could not be loaded.',
    );
  });
});
