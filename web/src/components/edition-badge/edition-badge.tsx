import { badge } from '../badge/badge.css';

export interface EditionBadgeProps {
  /** Number of editions; null for an open edition. */
  editions: number | null;
}

/** 'Edition: 1', 'Editions: n' or 'OPEN' (spec part 1 §2, shared interface pieces). */
export function EditionBadge({ editions }: EditionBadgeProps) {
  const text = editions === null ? 'OPEN' : `${editions === 1 ? 'Edition' : 'Editions'}: ${editions}`;
  return (
    <span className={badge.neutral} data-testid="edition-badge">
      {text}
    </span>
  );
}
