import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isTermsAccepted, setTermsAccepted, termsAcceptedKey } from '../../lib/terms-acceptance';
import { TermsAcceptance, useTermsAcceptance } from './terms-acceptance';

function Checkout({ termsKey }: { termsKey: string | null }) {
  const { accepted, setAccepted } = useTermsAcceptance(termsKey);
  return (
    <>
      {termsKey && <TermsAcceptance termsKey={termsKey} accepted={accepted} onChange={setAccepted} />}
      <button type="button" disabled={!accepted}>
        Buy Pack
      </button>
    </>
  );
}

describe('drop rules acceptance', () => {
  it("is stored under '<terms key>_accepted' and unlocks the purchase", () => {
    render(<Checkout termsKey="neon-rules" />);
    const box = screen.getByTestId('terms-acceptance') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Buy Pack' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Drop rules' }).getAttribute('href')).toMatch(
      /\/drop-rules\/neon-rules$/,
    );

    fireEvent.click(box);
    expect(localStorage.getItem('neon-rules_accepted')).toBe('true');
    expect(screen.getByRole('button', { name: 'Buy Pack' }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(box);
    expect(localStorage.getItem('neon-rules_accepted')).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy Pack' }).hasAttribute('disabled')).toBe(true);
  });

  it('remembers an earlier acceptance of the same key, not of another', () => {
    setTermsAccepted('neon-rules', true);
    const { unmount } = render(<Checkout termsKey="neon-rules" />);
    expect((screen.getByTestId('terms-acceptance') as HTMLInputElement).checked).toBe(true);
    unmount();
    render(<Checkout termsKey="other-rules" />);
    expect((screen.getByTestId('terms-acceptance') as HTMLInputElement).checked).toBe(false);
    expect(isTermsAccepted('other-rules')).toBe(false);
    expect(termsAcceptedKey('other-rules')).toBe('other-rules_accepted');
  });

  it('has nothing to accept without a terms key', () => {
    render(<Checkout termsKey={null} />);
    expect(screen.queryByTestId('terms-acceptance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy Pack' }).hasAttribute('disabled')).toBe(false);
  });
});
