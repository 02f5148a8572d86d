import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/tokens.css';

export { actions, column, heading, muted, thumb } from '../../../components/flow-layout/flow-layout.css';

/** An e-mail address: long ones wrap instead of pushing the page sideways at 390 px. */
export const email = style({ overflowWrap: 'anywhere', fontWeight: 600 });

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
