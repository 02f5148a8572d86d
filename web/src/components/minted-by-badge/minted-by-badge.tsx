import { type MintedBy, mintedByLabels } from '../../../../shared/domain/enums';
import { badge } from '../badge/badge.css';

/** The minted-by badge (spec part 1 §2, shared pieces): 'Minted by Platform' or 'Minted by Verified Artist'. */
export function MintedByBadge({ mintedBy }: { mintedBy: string }) {
  const label = mintedByLabels[mintedBy as MintedBy];
  if (!label) return null;
  return (
    <span className={badge.neutral} data-testid="minted-by">
      Minted by {label}
    </span>
  );
}
