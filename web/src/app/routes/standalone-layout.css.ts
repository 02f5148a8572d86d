import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/tokens.css';

export const layout = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.layout.headerHeight,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const home = style({ textDecoration: 'none' });

/** A window tall under the bar, as the shell's (../shell/shell.css.ts): the legal line below the fold, never pushed out of view. */
export const main = style({ flex: 1, minHeight: `calc(100vh - ${vars.layout.headerHeight})` });

export const bottom = style({ paddingBlock: vars.space['5'], borderTop: `1px solid ${vars.color.border}` });

export const retired = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['6'],
  padding: vars.space['6'],
  textAlign: 'center',
  background: vars.color.ink,
  color: vars.color.inkInverse,
});

export const retiredTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  letterSpacing: '0.02em',
  maxWidth: '20ch',
});

globalStyle(`${retired} > div`, { color: 'rgba(255, 255, 255, 0.72)', justifyContent: 'center' });
