import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export {
  badges,
  info,
  media,
  muted,
  page,
  split as header,
  title,
} from '../../../components/detail-layout/detail-layout.css';

/** The NFT's figures: label over value, all five in a row where they fit (three on a phone). */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(4.75rem, 1fr))',
  gap: vars.space['3'],
  width: '100%',
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const statLabel = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const link = style({ color: vars.color.accent, fontWeight: 700 });

export const note = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.inkMuted,
  fontWeight: 600,
  textAlign: 'center',
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeletonLine = style({
  width: '100%',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const skeletonMedia = style({ animation: `${pulse} 1.4s ease-in-out infinite` });
