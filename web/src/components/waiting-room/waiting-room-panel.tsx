import { type ReactNode, useState } from 'react';
import type { WaitingRoomStatus } from '../../../../shared/api/schemas/waiting-room';
import { formatDate } from '../../../../shared/format/date';
import { errorText } from '../../lib/api-client';
import { useAuthModal, useIsLoggedIn } from '../../lib/auth';
import { Button } from '../button/button';
import { Loader } from '../loader/loader';
import { ErrorState } from '../status/error-state';
import { useWaitingRoom } from './get-waiting-room';
import { joinWaitingRoom } from './join-waiting-room';
import * as styles from './waiting-room.css';

export interface WaitingRoomPanelProps {
  dropId: string;
  /** What an admitted buyer may do now (links to the packs). */
  children?: ReactNode;
}

function WaitingRoomState({
  status,
  onJoin,
  joining,
  children,
}: {
  status: WaitingRoomStatus;
  onJoin: () => void;
  joining: boolean;
  children?: ReactNode;
}) {
  switch (status.status) {
    case 'closed':
      return (
        <p className={styles.note}>
          The waiting room opens at <time dateTime={status.opens_at}>{formatDate(status.opens_at)}</time>.
        </p>
      );
    case 'not_joined':
      return (
        <>
          <p className={styles.note}>
            Everyone who joins before the drop starts gets a place in line drawn at random; later arrivals
            queue after them.
          </p>
          <Button onClick={onJoin} disabled={joining}>
            Join the waiting room
          </Button>
        </>
      );
    case 'waiting':
      return status.position === null ? (
        <p className={styles.note} data-testid="waiting-room-drawing">
          You are in the waiting room. Your place in line is drawn when the drop starts.
        </p>
      ) : (
        <>
          <p className={styles.position} data-testid="waiting-room-position">
            Your place in line: {status.position}
          </p>
          <p className={styles.note}>
            {status.position - status.admitted_through - 1} ahead of you. Keep this page open: it updates on
            its own.
          </p>
        </>
      );
    case 'admitted':
      return (
        <>
          <p className={styles.turn} data-testid="waiting-room-admitted">
            It's your turn
          </p>
          {children}
        </>
      );
  }
}

/**
 * A drop's virtual waiting room: join before the start, see your place in line once drawn, and buy when it is
 * your turn. Visitors are asked to log in first.
 */
export function WaitingRoomPanel({ dropId, children }: WaitingRoomPanelProps) {
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModal();
  const room = useWaitingRoom(dropId, loggedIn);
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);

  const join = async () => {
    setJoining(true);
    setJoinError(null);
    try {
      await room.mutate(await joinWaitingRoom(dropId), { revalidate: false });
    } catch (error) {
      setJoinError(errorText(error));
    } finally {
      setJoining(false);
    }
  };

  let body: ReactNode;
  if (!loggedIn) {
    body = (
      <>
        <p className={styles.note}>This drop has a waiting room. Log in to join it.</p>
        <Button onClick={() => openLogin()}>Log in</Button>
      </>
    );
  } else if (room.error) {
    body = <ErrorState message={errorText(room.error)} onRetry={() => room.mutate()} />;
  } else if (!room.data) {
    body = <Loader label="Loading the waiting room" />;
  } else {
    body = (
      <WaitingRoomState status={room.data} onJoin={join} joining={joining}>
        {children}
      </WaitingRoomState>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={`waiting-room-${dropId}`} data-testid="waiting-room">
      <h2 id={`waiting-room-${dropId}`} className={styles.title}>
        Waiting room
      </h2>
      {body}
      {joinError && (
        <p role="alert" className={styles.note}>
          {joinError}
        </p>
      )}
    </section>
  );
}
