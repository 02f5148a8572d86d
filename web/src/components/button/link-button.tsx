import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button-class';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A disabled link keeps its role and name but has no target (and says so to assistive technology). */
  disabled?: boolean;
  className?: string;
}

/** An in-app link that looks like a button. */
export function LinkButton({ to, children, variant, size, disabled, className }: LinkButtonProps) {
  const classes = buttonClass(variant, size, className);
  if (disabled) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no href by design
      <a role="link" aria-disabled="true" className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
