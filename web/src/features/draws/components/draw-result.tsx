import type { PackDraw } from '../../../../../shared/api/schemas/draws';
import * as styles from './draws.css';

/** The published draw: seed, entries and winners, and how anyone recomputes the winners from them. */
export function DrawResult({ draw, entryId }: { draw: PackDraw; entryId: string | null }) {
  return (
    <div className={styles.panel} data-testid="draw-result">
      <h3 className={styles.heading}>Draw result</h3>
      <dl className={styles.facts}>
        <dt>Entries</dt>
        <dd data-testid="draw-entries-count">{draw.entries.length}</dd>
        <dt>Packs allocated</dt>
        <dd data-testid="draw-winners-count">{draw.winners.length}</dd>
        <dt>Seed</dt>
        <dd className={styles.code} data-testid="draw-seed">
          {draw.seed}
        </dd>
        <dt>Commitment</dt>
        <dd className={styles.code}>{draw.commitment}</dd>
      </dl>
      {draw.winners.length === 0 ? (
        <p className={styles.muted}>Nobody registered for this draw.</p>
      ) : (
        <>
          <p className={styles.status}>Winning entries, in draw order</p>
          <ol className={styles.list} data-testid="draw-winners">
            {draw.winners.map((winner) => (
              <li key={winner} className={styles.code}>
                {winner}
                {winner === entryId ? ' (you)' : ''}
              </li>
            ))}
          </ol>
        </>
      )}
      <details>
        <summary>How to recompute this draw</summary>
        <p className={styles.muted}>
          The entries are the entry ids published at GET /api/auction/packs/{draw.pack_id}/draw.{' '}
          {draw.algorithm}
        </p>
      </details>
    </div>
  );
}
