import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../modal/modal';
import { ToastHost } from './toast-host';
import { useToast } from './toast-store';

function Page() {
  const toast = useToast();
  const [sent, setSent] = useState(0);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setSent(sent + 1);
          toast('info', `Toast ${sent + 1}`);
        }}
      >
        Toast
      </button>
      <button type="button" onClick={() => setDialog(true)}>
        Open
      </button>
      {dialog && (
        <Modal title="Dialog" onClose={() => setDialog(false)}>
          <p>Body</p>
        </Modal>
      )}
      <ToastHost />
    </>
  );
}

const renderPage = () =>
  render(
    <Provider>
      <Page />
    </Provider>,
  );
const region = () => screen.getByRole('region', { name: 'Notifications' });
const shown = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent?.replace('×', ''));

describe('ToastHost', () => {
  it('shows at most three toasts: a fourth pushes the oldest out', () => {
    renderPage();
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(shown()).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
  });

  it("moves to the bottom edge while a dialog is open, clear of the dialog's close button", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(region().dataset.placement).toBe('top');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(region().dataset.placement).toBe('bottom');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(region().dataset.placement).toBe('top');
  });
});
