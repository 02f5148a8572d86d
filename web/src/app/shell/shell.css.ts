import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/tokens.css';

// Room under the footer for the fixed Help button, so the page's last links scroll clear of it.
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  paddingBottom: vars.space['8'],
});

export const main = style({ flex: 1 });

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: -100,
  zIndex: 70,
  padding: vars.space['2'],
  background: vars.color.ink,
  color: vars.color.inkInverse,
  selectors: { '&:focus': { top: vars.space['2'] } },
});
