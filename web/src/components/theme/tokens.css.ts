import { createGlobalTheme } from '@vanilla-extract/css';
import { CONTENT_MAX_WIDTH } from '../../../../shared/domain/constants';

/** Design tokens: a quiet light store with near-black ink and one accent. */
export const vars = createGlobalTheme(':root', {
  color: {
    page: '#f7f7f5',
    surface: '#ffffff',
    surfaceMuted: '#efefec',
    ink: '#111111',
    inkMuted: '#5f5f5b',
    inkInverse: '#ffffff',
    border: '#e2e2de',
    accent: '#3a2ee6',
    accentInk: '#ffffff',
    success: '#137a3a',
    error: '#c3262f',
    warning: '#a15c00',
    info: '#1f5fbf',
    overlay: 'rgba(17, 17, 17, 0.55)',
  },
  space: {
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '24px',
    '6': '32px',
    '7': '48px',
    '8': '64px',
  },
  font: {
    body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: '"Inter Tight", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '20px',
    xl: '28px',
    xxl: '40px',
  },
  radius: {
    sm: '6px',
    md: '12px',
    lg: '20px',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgba(17, 17, 17, 0.06), 0 8px 24px rgba(17, 17, 17, 0.06)',
    raised: '0 12px 40px rgba(17, 17, 17, 0.18)',
  },
  layout: {
    contentWidth: `${CONTENT_MAX_WIDTH}px`,
    headerHeight: '68px',
  },
});
