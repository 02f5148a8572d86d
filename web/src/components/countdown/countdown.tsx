import { formatCountdown } from '../../../../shared/format/countdown';
import { useNow } from '../../hooks/use-now';

export interface CountdownProps {
  until: Date;
  /** Pins the current time (tests); otherwise the countdown ticks each second. */
  now?: Date;
}

export function Countdown({ until, now }: CountdownProps) {
  const current = useNow(now);
  return (
    <time dateTime={until.toISOString()} data-testid="countdown">
      {formatCountdown(until.getTime() - current.getTime())}
    </time>
  );
}
