import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { THREE_DS_MESSAGE_TYPE } from '../../../lib/three-ds';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeBalances, makeCard, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import type { CardFieldsMessage } from '../utils/card-fields-protocol';
import { AddCardModal } from './add-card-modal';

type Answers = Parameters<typeof mockApi>[0];

const visaToken: Extract<CardFieldsMessage, { type: 'token' }> = {
  type: 'token',
  token: 'tok_1',
  last4: '4242',
  scheme: 'visa',
};

/** A message from `source` (a frame's window) as the browser delivers it. */
const deliver = (source: Window | null, data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

/** Plays the hosted card fields: ready at once, then `answer` to every tokenize request. */
function playCardFields(frame: HTMLIFrameElement, answer: CardFieldsMessage) {
  const fields = frame.contentWindow!;
  const requests: unknown[] = [];
  vi.spyOn(fields, 'postMessage').mockImplementation((message: unknown) => {
    requests.push(message);
    queueMicrotask(() => void deliver(fields, answer));
  });
  deliver(fields, { type: 'ready' });
  return requests;
}

async function openAddCard(answers: Answers) {
  setLoggedInCookie();
  let methods = makePaymentMethods({ cards: [] });
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/payments/payment-methods': () => methods,
    'GET /api/billing/balance': makeBalances(),
    'GET /api/payments/bitgo-get-addresses': [],
    'GET /api/payments/crypto-rates': RATES,
    ...answers,
  });
  renderAt('/account/payment-methods');
  await screen.findByTestId('empty-state');
  fireEvent.click(screen.getByRole('button', { name: 'Add a new card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
  const frame = within(dialog).getByTestId('card-fields-frame') as HTMLIFrameElement;
  expect(frame.getAttribute('src')).toBe('/sandbox/cards/fields');
  return {
    fetchMock,
    dialog,
    frame,
    /** The list the page reads after the card is in. */
    setMethods: (next: typeof methods) => {
      methods = next;
    },
  };
}

function fillForm(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: 'US' } });
  fireEvent.change(within(dialog).getByLabelText('Postal code'), { target: { value: '10001' } });
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url]) => new URL(String(url), 'http://localhost').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('the add card modal', () => {
  it('checks name, country and postal code before asking the fields for a token', async () => {
    const { dialog, frame } = await openAddCard({});
    const requests = playCardFields(frame, visaToken);
    const country = within(dialog).getByLabelText<HTMLSelectElement>('Country');
    // The US first, every country by name ('Åland Islands' among the A's).
    expect(country.value).toBe('US');
    expect([...country.options].slice(0, 4).map((option) => option.label)).toEqual([
      'Select country',
      'Afghanistan',
      'Åland Islands',
      'Albania',
    ]);
    fireEvent.change(country, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Postal code'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByText('Required name')).toBeTruthy();
    expect(within(dialog).getByText('Required country')).toBeTruthy();
    expect(within(dialog).getByText('Required code')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("adds a card: the fields' token goes to the API, then 'Card successfully added' and the new list", async () => {
    const card = makeCard();
    const { dialog, frame, fetchMock, setMethods } = await openAddCard({
      'POST /api/payments/add-payment-method': () => {
        setMethods(makePaymentMethods({ cards: [card] }));
        return { status: 'added', card };
      },
    });
    const requests = playCardFields(frame, visaToken);
    fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));

    expect((await screen.findByTestId('toast')).textContent).toContain('Card successfully added');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([{ type: 'tokenize', name: 'Ada Lovelace' }]);
    expect(bodyOf(fetchMock, '/api/payments/add-payment-method')).toMatchObject({
      token: 'tok_1',
      last4: '4242',
      name: 'Ada Lovelace',
      country: 'US',
      zipCode: '10001',
    });
    expect((await screen.findAllByTestId('card-row'))[0]?.textContent).toContain('Visa •••• 4242');
  });

  it("says 'Please use another card' when tokenization fails, and ignores other windows", async () => {
    const { dialog, frame, fetchMock } = await openAddCard({});
    const fields = frame.contentWindow!;
    deliver(fields, { type: 'ready' });
    const forged = { type: 'token', token: 'tok_forged', last4: '0000', scheme: 'visa' };
    vi.spyOn(fields, 'postMessage').mockImplementation(() => {
      queueMicrotask(async () => {
        // Another window, or the fields' window from another origin, is not the fields talking.
        await deliver(window, forged);
        await deliver(fields, forged, 'https://evil.example');
        await deliver(fields, { type: 'error', message: 'Please use another card' });
      });
    });
    fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect((await within(dialog).findByTestId('form-error')).textContent).toBe('Please use another card');
    expect(bodyOf(fetchMock, '/api/payments/add-payment-method')).toBeUndefined();
  });

  it("shows the server's refusal (a paused card) in the form", async () => {
    const paused =
      'Your card has been declined at least 5 times. Due to recent activity your card has been paused for 24 hours.';
    const { dialog, frame } = await openAddCard({
      'POST /api/payments/add-payment-method': new Reply(400, { detail: paused, code: 'card_paused' }),
    });
    playCardFields(frame, visaToken);
    fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect((await within(dialog).findByTestId('form-error')).textContent).toBe(paused);
  });

  it("says 'This card is already saved to your account.' for a card saved already", async () => {
    const { dialog, frame } = await openAddCard({
      'POST /api/payments/add-payment-method': new Reply(409, {
        detail: 'This card is already saved to your account.',
        code: 'card_already_added',
      }),
    });
    playCardFields(frame, visaToken);
    fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect((await within(dialog).findByTestId('form-error')).textContent).toBe(
      'This card is already saved to your account.',
    );
  });

  describe('with 3-D Secure', () => {
    const challenge = {
      status: 'challenge',
      redirect_url: '/sandbox/cards/challenge/sid_1',
      cc_processor_payment_id: 'src_pending',
    };

    async function passChallenge(validateAnswer: unknown) {
      const card = makeCard({ id: 'card-3ds', last_four_numbers: '3220' });
      const opened = await openAddCard({
        'POST /api/payments/add-payment-method': challenge,
        'POST /api/payments/validate-3ds': () => {
          opened.setMethods(makePaymentMethods({ cards: [card] }));
          return validateAnswer;
        },
      });
      playCardFields(opened.frame, { ...visaToken, last4: '3220' });
      fillForm(opened.dialog);
      fireEvent.click(within(opened.dialog).getByRole('button', { name: 'Add card' }));
      const challengeFrame = (await screen.findByTestId('three-ds-frame')) as HTMLIFrameElement;
      expect(challengeFrame.getAttribute('src')).toBe('/sandbox/cards/challenge/sid_1');
      expect(screen.getByRole('dialog', { name: '3-D Secure' })).toBeTruthy();
      // The challenge page came back to /app/3ds-success inside the frame, which tells this window.
      deliver(challengeFrame.contentWindow, {
        type: THREE_DS_MESSAGE_TYPE,
        outcome: 'success',
        query: 'cko-session-id=sid_1',
      });
      return { ...opened, card };
    }

    it('validates the challenge and adds the card on success', async () => {
      const { fetchMock } = await passChallenge({
        outcome: 'success',
        card: makeCard({ last_four_numbers: '3220' }),
      });
      expect((await screen.findByTestId('toast')).textContent).toContain('Card successfully added');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(bodyOf(fetchMock, '/api/payments/validate-3ds')).toEqual({
        'cko-session-id': 'sid_1',
        cc_processor_payment_id: 'src_pending',
        action: 'card',
      });
      expect((await screen.findAllByTestId('card-row'))[0]?.textContent).toContain('•••• 3220');
    });

    it('goes back to the form with a message when the bank declines', async () => {
      await passChallenge({ outcome: 'error' });
      const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
      expect((await within(dialog).findByTestId('form-error')).textContent).toContain(
        'Please use another card',
      );
      expect(screen.queryByTestId('toast')).toBeNull();
    });

    it('goes back to the form with a message when the challenge is cancelled', async () => {
      await passChallenge({ outcome: 'cancel' });
      const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
      expect((await within(dialog).findByTestId('form-error')).textContent).toContain('cancelled');
    });

    it('notices a result written to local storage by a challenge in another tab', async () => {
      const opened = await openAddCard({
        'POST /api/payments/add-payment-method': challenge,
        'POST /api/payments/validate-3ds': { outcome: 'cancel' },
      });
      playCardFields(opened.frame, visaToken);
      fillForm(opened.dialog);
      fireEvent.click(within(opened.dialog).getByRole('button', { name: 'Add card' }));
      await screen.findByTestId('three-ds-frame');
      const newValue = JSON.stringify({ outcome: 'failure', query: 'cko-session-id=sid_9', storedAt: 1 });
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'three_ds_result', newValue }));
      });
      await waitFor(() =>
        expect(bodyOf(opened.fetchMock, '/api/payments/validate-3ds')?.['cko-session-id']).toBe('sid_9'),
      );
    });
  });
});

describe('the add card modal on its own', () => {
  it("asks for an Amex card in Amex-only mode ('You must add an Amex card to proceed')", async () => {
    const fetchMock = mockApi({ 'GET /api/config': makeConfig() });
    renderAt('/', <AddCardModal amexOnly onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
    expect(dialog.textContent).toContain('This nft can only be purchased with an amex card');
    playCardFields(within(dialog).getByTestId('card-fields-frame') as HTMLIFrameElement, visaToken);
    fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect((await within(dialog).findByTestId('form-error')).textContent).toBe(
      'You must add an Amex card to proceed',
    );
    expect(bodyOf(fetchMock, '/api/payments/add-payment-method')).toBeUndefined();
  });

  it("says 'Sorry, please try again later' when the card fields never load", async () => {
    mockApi({ 'GET /api/config': makeConfig() });
    renderAt('/', <AddCardModal onClose={() => {}} fieldsLoadTimeoutMs={20} />);
    expect((await screen.findByTestId('card-fields-failed')).textContent).toBe(
      'Sorry, please try again later',
    );
    expect((screen.getByRole('button', { name: 'Add card' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
