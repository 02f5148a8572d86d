import { CryptoWithdrawRoute } from './crypto-withdraw-route';
import { FiatWithdrawRoute } from './fiat-withdraw-route';
import { WithdrawHistoryRoute } from './withdraw-history-route';
import { WithdrawRoute } from './withdraw-route';

const screens = {
  choice: WithdrawRoute,
  fiat: FiatWithdrawRoute,
  crypto: CryptoWithdrawRoute,
  history: WithdrawHistoryRoute,
} as const;

export type WithdrawScreen = keyof typeof screens;

/**
 * The withdraw area's screens behind one lazy import: the shell's first bundle carries one loader for the area
 * instead of one per screen, and the area (a few KB) loads whole on the first visit.
 */
export function WithdrawAreaRoute({ screen }: { screen: WithdrawScreen }) {
  const Screen = screens[screen];
  return <Screen />;
}
