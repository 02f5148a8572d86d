import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/** A button that reads as an inline link (it opens a dialog rather than navigating). */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const rules = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingLeft: vars.space['5'],
});
