import { formatDate } from '../../../../shared/format/date';
import { type TimedLabel as Label, timedLabel } from '../../../../shared/rules/timed-state';
import { useNow } from '../../hooks/use-now';
import { type BadgeTone, badge } from '../badge/badge.css';
import { Countdown } from '../countdown/countdown';

export interface TimedLabelProps {
  start: string;
  end: string | null;
  /** Pins the current time (tests); otherwise the label follows the clock. */
  now?: Date;
}

const tones: Record<Label['kind'], BadgeTone> = {
  'live-in': 'soon',
  'coming-soon': 'soon',
  'ends-in': 'live',
  live: 'live',
  ended: 'ended',
};

function LabelText({ label, now }: { label: Label; now: Date }) {
  switch (label.kind) {
    case 'live-in':
      return (
        <>
          Live in <Countdown until={label.until} now={now} />
        </>
      );
    case 'ends-in':
      return (
        <>
          Ends in <Countdown until={label.until} now={now} />
        </>
      );
    case 'coming-soon':
      return 'Coming Soon';
    case 'live':
      return 'Live';
    case 'ended':
      return label.at ? `Ended ${formatDate(label.at)}` : 'Ended';
  }
}

/** The timed state of a drop, pack or auction (spec part 1 §4), from shared/rules/timed-state. */
export function TimedLabel({ start, end, now }: TimedLabelProps) {
  const current = useNow(now);
  const label = timedLabel(current, start, end);
  return (
    <span className={badge[tones[label.kind]]} data-testid="timed-label" data-kind={label.kind}>
      <LabelText label={label} now={current} />
    </span>
  );
}
