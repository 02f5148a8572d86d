import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const muted = style({ color: vars.color.inkMuted });
