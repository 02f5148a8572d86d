import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxWidth: 420 });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const row = style({ display: 'flex', gap: vars.space['2'] });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.ink },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const error = style({ color: vars.color.error, fontSize: vars.fontSize.sm });
