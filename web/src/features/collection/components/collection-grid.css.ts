import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export const section = style({ display: 'grid', gap: vars.space['5'] });
