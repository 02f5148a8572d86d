import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });

export const muted = style({ color: vars.color.inkMuted, margin: 0 });

export const status = style({ fontWeight: 700, margin: 0 });

/** Seeds and entry ids are long unbroken hex: they wrap anywhere so 390 px never scrolls sideways. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
});
