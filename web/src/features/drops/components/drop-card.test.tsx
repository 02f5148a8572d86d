import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Drop } from '../../../../../shared/api/schemas/catalog';
import { formatDate } from '../../../../../shared/format/date';
import { at, makeDrop, NOW } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';
import { AuthModals } from '../../auth/components/auth-modals';
import { DropCard } from './drop-card';

function renderCard(overrides: Partial<Drop>) {
  renderAt(
    '/drops',
    <>
      <DropCard drop={makeDrop(overrides)} now={NOW} />
      <AuthModals />
    </>,
  );
  const card = screen.getByTestId('drop-card');
  return { card, label: within(card).getByTestId('timed-label').textContent };
}

describe('DropCard', () => {
  it("counts down 'Live in' within 48 hours of the start, with the 'Drops at' banner, disabled", () => {
    const { card, label } = renderCard({ feature_at: at(2), feature_until: at(50) });
    expect(label).toBe('Live in 02:00:00');
    expect(within(card).getByTestId('drops-at').textContent).toBe(`Drops at ${formatDate(at(2))}`);
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it("says 'Coming Soon' further ahead, disabled", () => {
    const { card, label } = renderCard({ feature_at: at(72), feature_until: null });
    expect(label).toBe('Coming Soon');
    expect(within(card).getByTestId('drops-at')).toBeTruthy();
    expect(card.getAttribute('aria-disabled')).toBe('true');
  });

  it("says 'Live' while available and links to the drop", () => {
    const { card, label } = renderCard({ feature_at: at(-5), feature_until: null });
    expect(label).toBe('Live');
    expect(card.getAttribute('aria-disabled')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Summer Sounds' }).getAttribute('href')).toBe(
      '/drops/drop-1',
    );
    expect(within(card).queryByTestId('drops-at')).toBeNull();
    expect(within(card).getByTestId('drop-price').textContent).toBe('From $25');
  });

  it("counts down 'Ends in' within 48 hours of the end", () => {
    const { card, label } = renderCard({ feature_at: at(-5), feature_until: at(3.5) });
    expect(label).toBe('Ends in 03:30:00');
    expect(card.getAttribute('aria-disabled')).toBeNull();
  });

  it("says 'Ended' with the date after the end, disabled", () => {
    const { card, label } = renderCard({ feature_at: at(-50), feature_until: at(-1) });
    expect(label).toBe(`Ended ${formatDate(at(-1))}`);
    expect(card.getAttribute('aria-disabled')).toBe('true');
  });

  it("overlays 'SOLD OUT' on a sold-out drop", () => {
    const { card } = renderCard({ sold_out: true });
    expect(within(card).getByText('SOLD OUT')).toBeTruthy();
  });

  it("offers 'Sign Up & Register interest' to visitors when show_signup is set", () => {
    renderCard({ show_signup: true, feature_at: at(72) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up & Register interest' }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
  });

  it('shows no sign-up button without show_signup', () => {
    renderCard({ show_signup: false });
    expect(screen.queryByRole('button', { name: 'Sign Up & Register interest' })).toBeNull();
  });
});
