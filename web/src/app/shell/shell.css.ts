import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/tokens.css';

// Room under the footer for the fixed Help button, so the page's last links scroll clear of it.
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  paddingBottom: vars.space['8'],
});

/**
 * At least a window tall under the header, on every route: the footer starts below the fold, whether the screen is
 * still loading (its code, its data) or short once loaded, so it never comes into view and is then pushed out of it
 * (issue 38: CLS 0.77 at 390 px on a screen that showed the loader with the footer under it).
 */
export const main = style({ flex: 1, minHeight: `calc(100vh - ${vars.layout.headerHeight})` });

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
