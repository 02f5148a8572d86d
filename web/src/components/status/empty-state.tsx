import type { ReactNode } from 'react';
import { panel, title as titleClass } from './status.css';

export interface EmptyStateProps {
  title: string;
  /** Extra text or actions under the title. */
  children?: ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className={panel} data-testid="empty-state">
      <p className={titleClass}>{title}</p>
      {children}
    </div>
  );
}
