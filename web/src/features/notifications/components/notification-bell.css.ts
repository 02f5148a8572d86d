import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space['2'],
  color: vars.color.ink,
});

export const count = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: 18,
  padding: '0 4px',
  borderRadius: vars.radius.pill,
  background: vars.color.error,
  color: '#fff',
  fontSize: 11,
  lineHeight: '18px',
  textAlign: 'center',
});

/** Zero unread: kept in the DOM (tests read it) but not shown. */
export const countHidden = style({ display: 'none' });
