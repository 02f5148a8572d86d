import { useId } from 'react';
import { site } from '../../config/site';
import { logo } from './logo.css';

/**
 * The name of a link made of the wordmark: it holds the visible brand name, as WCAG 2.5.3 (label in name) asks, so a
 * voice user saying what they see reaches it.
 */
export const logoHomeLabel = `${site.name} home`;

/** The wordmark: a rounded square with a check cut out (it takes the text colour), and the brand name. */
export function Logo() {
  const maskId = useId();
  return (
    <span className={logo}>
      <svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true">
        <mask id={maskId}>
          <rect width="26" height="26" rx="7" fill="#fff" />
          <path d="M8 13.5 12 17l6-8" fill="none" stroke="#000" strokeWidth="2.6" strokeLinecap="round" />
        </mask>
        <rect width="26" height="26" rx="7" fill="currentColor" mask={`url(#${maskId})`} />
      </svg>
      {site.name}
    </span>
  );
}
