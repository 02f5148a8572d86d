import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

/** Typography for server HTML (already sanitized by the API). */
export const prose = style({ maxWidth: '75ch', lineHeight: 1.7 });

globalStyle(`${prose} > * + *`, { marginTop: vars.space['4'] });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space['6'] });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg, marginTop: vars.space['5'] });
globalStyle(`${prose} a`, { color: vars.color.accent, textUnderlineOffset: '2px' });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space['5'] });
globalStyle(`${prose} li + li`, { marginTop: vars.space['1'] });
globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingLeft: vars.space['4'],
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.inkMuted,
});
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space['2'],
  textAlign: 'left',
});

export const updated = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
