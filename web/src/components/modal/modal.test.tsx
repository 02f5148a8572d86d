import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';
import { dialogTall } from './modal.css';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Confirm" onClose={() => setOpen(false)}>
          <input aria-label="Amount" />
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

function openDialog() {
  render(<Harness />);
  button('Open').focus();
  fireEvent.click(button('Open'));
  return screen.getByRole('dialog', { name: 'Confirm' });
}

describe('Modal focus', () => {
  it('moves focus into the dialog when it opens', () => {
    const dialog = openDialog();
    expect(document.activeElement).toBe(dialog);
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    openDialog();
    button('Save').focus();
    fireEvent.keyDown(button('Save'), { key: 'Tab' });
    expect(document.activeElement).toBe(button('Close'));

    fireEvent.keyDown(button('Close'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('Save'));
  });

  it('lets Tab move on between the controls inside (the browser moves it)', () => {
    openDialog();
    screen.getByRole('textbox', { name: 'Amount' }).focus();
    const tab = fireEvent.keyDown(screen.getByRole('textbox', { name: 'Amount' }), { key: 'Tab' });
    // Not prevented: the browser's own Tab goes to the next control.
    expect(tab).toBe(true);
  });

  it('brings focus back inside when it lands behind the dialog (as Tab out of an iframe does)', () => {
    const dialog = openDialog();
    button('Open').focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(button('Close'));
  });

  it('gives focus back to the button that opened it when it closes', () => {
    openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Open'));
  });
});

describe('Modal height', () => {
  it('is as tall as the window allows from the start when its content is long and comes later (tall)', () => {
    render(
      <Modal title="Frequently Asked Questions" tall onClose={() => undefined}>
        Loading
      </Modal>,
    );
    expect(screen.getByRole('dialog').classList.contains(dialogTall)).toBe(true);
  });

  it('fits its content otherwise', () => {
    render(
      <Modal title="Confirm" onClose={() => undefined}>
        Sure?
      </Modal>,
    );
    expect(screen.getByRole('dialog').classList.contains(dialogTall)).toBe(false);
  });
});
