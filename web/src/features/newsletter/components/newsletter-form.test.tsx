import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/toast/toast-host';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { NewsletterForm } from './newsletter-form';

function renderForm() {
  renderAt(
    '/drops',
    <>
      <NewsletterForm />
      <ToastHost />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Get drop news in your inbox' });
  /** Types the address, ticks the (sandbox) captcha that shows for it unless told not to, and submits. */
  const submit = (email: string, { tickCaptcha = true } = {}) => {
    fireEvent.change(input, { target: { value: email } });
    const box = screen.queryByTestId('captcha');
    if (box && tickCaptcha) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  };
  return { submit };
}

describe('NewsletterForm', () => {
  it("says 'Required' and 'Email is invalid' without calling the API", async () => {
    const fetchMock = mockApi({});
    const { submit } = renderForm();
    submit('');
    expect((await screen.findByRole('alert')).textContent).toBe('Required');
    submit('not-an-email');
    // The 'Required' alert is still there until the form re-renders: wait for the new message, not for an alert.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email is invalid'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes and confirms with a toast', async () => {
    const fetchMock = mockApi({ 'POST /api/email-subscribe': { subscribed: true } });
    const { submit } = renderForm();
    submit('fan@example.com');
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Email sent, please check your inbox!',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'fan@example.com',
      tags: ['newsletter'],
      'g-recaptcha-response': expect.stringMatching(/^sandbox-/),
    });
  });

  it("shows the captcha only once an address is typed, and asks for it: 'Required captcha'", async () => {
    const fetchMock = mockApi({});
    const { submit } = renderForm();
    expect(screen.queryByTestId('captcha')).toBeNull();
    submit('fan@example.com', { tickCaptcha: false });
    expect((await screen.findByRole('alert')).textContent).toBe('Required captcha');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field error under the input", async () => {
    mockApi({
      'POST /api/email-subscribe': new Reply(400, {
        detail: 'Invalid input.',
        code: 'validation_error',
        errors: [{ field: 'email', message: 'Email is invalid' }],
      }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { submit } = renderForm();
    submit('fan@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Email is invalid');
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
