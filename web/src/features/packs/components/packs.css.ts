import { style } from '@vanilla-extract/css';
import { split } from '../../../components/detail-layout/detail-layout.css';
import { vars } from '../../../components/theme/tokens.css';

export {
  badges,
  info,
  media,
  muted,
  title,
  video,
} from '../../../components/detail-layout/detail-layout.css';
export {
  actions,
  column,
  heading as summary,
  thumb,
} from '../../../components/flow-layout/flow-layout.css';

export const detail = style([split, { paddingBlock: `${vars.space['5']} ${vars.space['8']}` }]);

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const reveal = style({
  width: '100%',
  maxWidth: '28rem',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
