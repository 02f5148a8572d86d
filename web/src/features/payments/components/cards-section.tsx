import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import type { Card, PaymentMethods } from '../../../../../shared/api/schemas/payments';
import { messages } from '../../../../../shared/domain/messages';
import { cardPausedMessage } from '../../../../../shared/rules/card-pause';
import { badge } from '../../../components/badge/badge.css';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { useAddCardModal } from '../../../lib/payments/add-card-modal';
import { cardLabel } from '../../../lib/payments/card-label';
import { paymentMethodsKey, usePaymentMethods } from '../../../lib/payments/get-payment-methods';
import { setDefaultCard } from '../api/set-default-card';
import * as styles from './payments.css';
import { RemoveCardModal } from './remove-card-modal';

/** 'Add a new card', or at the maximum card count the same button disabled with its tooltip. */
function AddCardButton({ methods }: { methods: PaymentMethods | undefined }) {
  const { openAddCard } = useAddCardModal();
  const tooltipId = useId();
  if (!methods || methods.can_add) {
    return (
      <Button disabled={!methods} onClick={() => openAddCard()}>
        Add a new card
      </Button>
    );
  }
  // aria-disabled keeps the button focusable, so keyboard users reach the tooltip too.
  return (
    <span className={styles.tooltipHost}>
      <Button aria-disabled="true" aria-describedby={tooltipId}>
        Add a new card
      </Button>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        {messages.maxCardsReached}
      </span>
    </span>
  );
}

function CardRow({ card, blockedSeconds }: { card: Card; blockedSeconds: number }) {
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const makeDefault = async () => {
    setBusy(true);
    try {
      await mutate(paymentMethodsKey(), await setDefaultCard(card.cc_processor_payment_id), {
        revalidate: false,
      });
      toast('success', messages.changesApplied);
    } catch (error) {
      console.warn('set default card failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.cardRow} data-testid="card-row">
      <div className={styles.cardInfo}>
        <span className={styles.cardName}>{cardLabel(card)}</span>
        <span className={styles.muted}>Expires {card.cc_expiry}</span>
        {card.is_temporary_blocked && (
          <span className={styles.warning} role="alert" data-testid="card-paused">
            {cardPausedMessage(blockedSeconds * 1000)}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        {card.default ? (
          <span className={badge.neutral} data-testid="default-card">
            Default
          </span>
        ) : (
          <Button variant="secondary" size="sm" disabled={busy} onClick={makeDefault}>
            Make default
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${cardLabel(card)}`}
          onClick={() => setRemoving(true)}
        >
          Remove
        </Button>
      </div>
      {removing && <RemoveCardModal card={card} onClose={() => setRemoving(false)} />}
    </li>
  );
}

/**
 * The saved cards with their default marker, pauses and Remove, 'Add a new card' (at the maximum disabled, with
 * a note that removing a card makes room), and the card-fraud help link.
 */
export function CardsSection() {
  const { data: methods, error, mutate } = usePaymentMethods();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="cards-section">
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          Cards
        </h2>
        {!error && <AddCardButton methods={methods} />}
      </div>
      {error ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : !methods ? (
        <Loader label="Loading cards" />
      ) : methods.cards.length === 0 ? (
        <EmptyState title="You have no saved cards yet." />
      ) : (
        <ul className={styles.cardList} aria-label="Saved cards">
          {methods.cards.map((card) => (
            <CardRow key={card.id} card={card} blockedSeconds={methods.blocked_seconds} />
          ))}
        </ul>
      )}
      {methods && !methods.can_add && (
        <p className={styles.muted} data-testid="max-cards-note">
          {messages.maxCardsReached}. To use another card, remove one of your cards or{' '}
          <Link to={paths.contact()}>contact support</Link>.
        </p>
      )}
      <p className={styles.muted}>
        <Link to={paths.faq()} data-testid="card-fraud-help">
          How we protect you against card fraud
        </Link>
      </p>
    </section>
  );
}
