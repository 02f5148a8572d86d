import type { ReactNode } from 'react';
import type { Drop, Pack } from '../../../../../shared/api/schemas/catalog';
import type { PackDraw } from '../../../../../shared/api/schemas/draws';
import { formatUsd } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { ErrorState } from '../../../components/status/error-state';
import { useNow } from '../../../hooks/use-now';
import { isApiError } from '../../../lib/api-client';
import { useAuthModal, useIsLoggedIn } from '../../../lib/auth';
import { useMe } from '../../../lib/get-me';
import { usdToCents } from '../../../utils/money';
import { useDrawRegistration } from '../api/get-draw-registration';
import { usePackDraw } from '../api/get-pack-draw';
import { useDrawEntry } from '../hooks/use-draw-entry';
import { DrawEntryForm } from './draw-entry-form';
import { DrawResult } from './draw-result';
import * as styles from './draws.css';

export interface DrawDoorProps {
  pack: Pack;
  drop: Drop;
  /** The pack page's own 'Buy pack', shown for a pack sold first come. */
  buy: ReactNode;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The sale of a pack on its page: 'Buy pack' for a first-come pack, else its draw (the window, the caller's
 * registration, and the published result once drawn).
 */
export function DrawDoor({ pack, buy }: DrawDoorProps) {
  const draw = usePackDraw(pack.id);
  if (draw.error && isApiError(draw.error, 404)) return buy;
  if (draw.error)
    return <ErrorState message="The draw could not be loaded." onRetry={() => void draw.mutate()} />;
  // Until the draw answers, the page's own 'Buy pack' stays (nearly every pack is first come, and a click while
  // the session restores must land); a draw pack's checkout refuses with 'enter the draw instead'.
  if (!draw.data) return buy;
  return <DrawPanel draw={draw.data} />;
}

function DrawPanel({ draw }: { draw: PackDraw }) {
  const now = useNow();
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModal();
  const registration = useDrawRegistration(draw.pack_id, loggedIn);
  const open =
    draw.state === 'open' && now.toISOString() >= draw.opens_at && now.toISOString() < draw.closes_at;
  const status = registration.data?.status ?? 'none';

  return (
    <section className={styles.panel} aria-labelledby="draw-title" data-testid="draw-panel">
      <h2 id="draw-title" className={styles.heading}>
        Allocated by draw
      </h2>
      <p className={styles.muted}>
        Packs go to entries drawn at random with a published seed, not to the fastest. Registration{' '}
        {now.toISOString() < draw.opens_at ? `opens ${when(draw.opens_at)} and ` : ''}
        {draw.state === 'open' ? 'closes' : 'closed'}{' '}
        <span data-testid="draw-closes-at">{when(draw.closes_at)}</span>.
      </p>
      {loggedIn && registration.error && <ErrorState message="Your registration could not be loaded." />}
      <RegistrationState draw={draw} status={status} open={open} loggedIn={loggedIn} onLogin={openLogin} />
      {draw.state === 'drawn' && <DrawResult draw={draw} entryId={registration.data?.entry_id ?? null} />}
      {draw.state !== 'drawn' && !open && now.toISOString() >= draw.closes_at && (
        <p className={styles.muted}>The draw is being made; the result appears here.</p>
      )}
    </section>
  );
}

function RegistrationState({
  draw,
  status,
  open,
  loggedIn,
  onLogin,
}: {
  draw: PackDraw;
  status: string;
  open: boolean;
  loggedIn: boolean;
  onLogin: () => void;
}) {
  const { data: me } = useMe();
  const entry = useDrawEntry(draw.pack_id, me?.uuid ?? '');
  if (!loggedIn) return open ? <Button onClick={onLogin}>Enter the draw</Button> : null;
  const failure = entry.failure && (
    <p className={styles.muted} role="alert">
      {entry.failure}
    </p>
  );
  switch (status) {
    case 'won':
      return (
        <p className={styles.status} data-testid="draw-status">
          You won: the pack is in your collection.
        </p>
      );
    case 'lost':
      return (
        <p className={styles.status} data-testid="draw-status">
          Not selected: your funds were released.
        </p>
      );
    case 'registered':
    case 'holding':
      return (
        <>
          <p className={styles.status} data-testid="draw-status">
            You are registered: {formatUsd(usdToCents(draw.price))} is held until the draw.
          </p>
          {open && (
            <Button variant="secondary" disabled={entry.busy} onClick={() => void entry.withdraw()}>
              Withdraw
            </Button>
          )}
          {failure}
        </>
      );
    default:
      return open ? (
        <>
          <DrawEntryForm
            price={draw.price}
            busy={entry.busy}
            onEnter={(choice) => void entry.enter(choice)}
          />
          {failure}
        </>
      ) : null;
  }
}
