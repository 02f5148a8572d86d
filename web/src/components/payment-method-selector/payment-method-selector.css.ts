import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const selector = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({ fontSize: vars.fontSize.md, fontWeight: 700, marginBottom: vars.space['3'] });

export const option = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:has(> label > input:checked)': { borderColor: vars.color.ink } },
});

export const optionLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: 600,
  cursor: 'pointer',
});

export const detail = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingLeft: vars.space['5'],
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

export const choices = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, border: 0 });

export const choiceLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.ink,
});

export const warning = style({ color: vars.color.error, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const summaryValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: 700, fontSize: vars.fontSize.md });

/** A dt/dd pair grouped for a test id, laid out by the list's grid. */
export const summaryRow = style({ display: 'contents' });
