import { availabilityLabels } from '../../../../shared/domain/enums';
import type { AvailabilityCode } from '../../../../shared/rules/timed-state';
import { badge } from '../badge/badge.css';

export function SoldOutBadge() {
  return (
    <span className={badge.soldOut} data-testid="sold-out">
      SOLD OUT
    </span>
  );
}

export interface AvailabilityLabelProps {
  availability: AvailabilityCode;
  soldOut: boolean;
}

/** 'SOLD OUT' wins over the timed availability ('Available', 'Sold Out' after the end, 'Coming Soon'). */
export function AvailabilityLabel({ availability, soldOut }: AvailabilityLabelProps) {
  if (soldOut) return <SoldOutBadge />;
  return (
    <span className={badge.neutral} data-testid="availability-label">
      {availabilityLabels[availability]}
    </span>
  );
}
