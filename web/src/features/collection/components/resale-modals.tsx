import { type FormEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { resalePriceSchema } from '../../../../../shared/api/schemas/listings';
import { messages } from '../../../../../shared/domain/messages';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { saleSplit } from '../../../../../shared/rules/resale';
import { Button } from '../../../components/button/button';
import { CheckField } from '../../../components/form/check-field';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { usdToCents } from '../../../utils/money';
import * as styles from './resale-modals.css';

interface ModalProps {
  onClose: () => void;
}

/** The resale fees of an NFT, in percent (its secondary_sale_resale_royalty and secondary_sale_platform_fee). */
export interface ResaleFees {
  royalty: number;
  platformFee: number;
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** A denial of resale: 'Item Not Ready For Resell' or 'NFT On Cool-down' with the server's description. */
export function ResaleDeniedModal({
  title,
  description,
  onClose,
}: ModalProps & { title: string; description: string }) {
  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.body} data-testid="resale-denied">
        <p>{description}</p>
        <div className={styles.buttons}>
          <Button onClick={onClose}>OK</Button>
        </div>
      </div>
    </Modal>
  );
}

/** Within this many pixels of the end, the terms count as read (rounding of fractional scroll positions). */
const END_SLACK_PX = 4;

/**
 * The royalties terms (spec part 1 §4): Accept is enabled only once the terms were scrolled to their end (terms
 * that fit without scrolling are read at once) and the box is ticked.
 */
export function RoyaltiesTermsModal({
  royalty,
  platformFee,
  onAccept,
  onClose,
}: ModalProps & ResaleFees & { onAccept: () => void }) {
  const termsRef = useRef<HTMLElement>(null);
  const [read, setRead] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const checkRead = useCallback(() => {
    const box = termsRef.current;
    if (box && box.scrollTop + box.clientHeight >= box.scrollHeight - END_SLACK_PX) setRead(true);
  }, []);
  useLayoutEffect(checkRead, [checkRead]);

  return (
    <Modal title="Royalties terms" onClose={onClose}>
      <div className={styles.body} data-testid="royalties-terms">
        <section
          ref={termsRef}
          className={styles.terms}
          onScroll={checkRead}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          aria-label="Royalties terms text"
          data-testid="royalties-terms-text"
        >
          <ol className={styles.termsList}>
            <li>
              When your NFT sells on the marketplace, its creator receives a resale royalty of{' '}
              {percent(royalty)} of the sale price and the platform keeps a fee of {percent(platformFee)}.
            </li>
            <li>
              You receive the rest: the sale price × (1 − ({percent(royalty)} + {percent(platformFee)})),
              credited to your Marketplace Credit when the sale completes.
            </li>
            <li>
              The price you set is the price the buyer pays. You can update the price or cancel the sale at
              any time until the NFT is bought; while a buyer's purchase is under way the listing cannot
              change.
            </li>
            <li>A listed NFT stays public until it is sold or removed from the marketplace.</li>
            <li>
              Once bought, the NFT moves to the buyer's collection together with its vault content, and the
              sale cannot be undone. Offers made on it end.
            </li>
            <li>
              Marketplace Credit can pay for drops, auctions and other NFTs, or be withdrawn once the waiting
              periods for withdrawals have passed.
            </li>
            <li>
              Royalties and fees may differ between NFTs; the figures shown when you set the price are the
              ones that apply to this sale.
            </li>
          </ol>
        </section>
        {!read && <p className={styles.hint}>Scroll to the end of the terms to accept them.</p>}
        <CheckField
          label="I have read and agree to the royalties terms"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!read || !agreed} onClick={onAccept}>
            Accept
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** What a price field may hold while typing: up to 8 digits and 2 decimals (0 to 99999999.99). */
const PRICE_INPUT = /^\d{0,8}(\.\d{0,2})?$/;

/** The price's error (spec part 1 §5: below 1 'Minimum sale price is $1'), or null when it is a sale price. */
export function salePriceError(value: string): string | null {
  if (value.trim() === '' || value === '.') return messages.salePriceMinimum;
  const parsed = resalePriceSchema.safeParse(Number(value));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.salePriceMinimum);
}

/** What the seller receives of a price in USD, in cents: price × (1 − (royalty + platform fee)%). */
export function sellerReceivesCents(priceUsd: number, { royalty, platformFee }: ResaleFees) {
  return saleSplit(usdToCents(priceUsd), {
    royaltyBps: Math.round(royalty * 100),
    platformFeeBps: Math.round(platformFee * 100),
  });
}

export interface ResalePriceModalProps extends ModalProps, ResaleFees {
  /** 'create' sets the price of a new listing ('Confirm sale'); 'update' changes a listing's ('Update Price'). */
  mode: 'create' | 'update';
  /** The listing's price when updating. */
  currentPrice?: number;
  busy: boolean;
  onSubmit: (price: number) => void;
}

/**
 * The resale price (spec part 1 §4, §5; part 2 §9): a price of 1 to 99999999.99 with 2 decimals ('Minimum sale
 * price is $1' under the input), the royalty and platform fee and what the seller receives, as it is typed.
 */
export function ResalePriceModal({
  mode,
  currentPrice,
  royalty,
  platformFee,
  busy,
  onSubmit,
  onClose,
}: ResalePriceModalProps) {
  const [value, setValue] = useState(currentPrice === undefined ? '' : currentPrice.toFixed(2));
  const [touched, setTouched] = useState(false);
  const error = salePriceError(value);
  const price = error ? null : Number(value);
  const split = price === null ? null : sellerReceivesCents(price, { royalty, platformFee });
  const unchanged = mode === 'update' && price !== null && price === currentPrice;
  const money = (cents: number | undefined) => (cents === undefined ? '–' : formatUsdFixed(cents));
  const label = mode === 'create' ? 'Confirm sale' : 'Update Price';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (price !== null && !unchanged && !busy) onSubmit(price);
  };

  return (
    <Modal title={mode === 'create' ? 'Resale price' : 'Update Price'} onClose={onClose}>
      <form className={styles.body} onSubmit={submit} noValidate data-testid="resale-price">
        <TextField
          label="Price (USD)"
          name="price"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          onChange={(event) => {
            const next = event.target.value.replace(/^\$/, '').trim();
            if (PRICE_INPUT.test(next)) setValue(next);
          }}
          onBlur={() => setTouched(true)}
          error={touched || value !== '' ? error : null}
          hint="From $1 to $99,999,999.99"
        />
        <dl className={styles.figures} data-testid="resale-figures">
          <dt>Price</dt>
          <dd className={styles.figureValue} data-testid="resale-price-value">
            {price === null ? '–' : money(usdToCents(price))}
          </dd>
          <dt>Creator royalty ({percent(royalty)})</dt>
          <dd className={styles.figureValue} data-testid="resale-royalty">
            {money(split?.royaltyCents)}
          </dd>
          <dt>Platform fee ({percent(platformFee)})</dt>
          <dd className={styles.figureValue} data-testid="resale-platform-fee">
            {money(split?.platformFeeCents)}
          </dd>
          <dt className={styles.total}>You receive</dt>
          <dd className={`${styles.figureValue} ${styles.total}`} data-testid="seller-receives">
            {money(split?.sellerCents)}
          </dd>
        </dl>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || unchanged || (touched && error !== null)}>
            {busy ? 'Saving…' : label}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Confirms taking the NFT off the marketplace. */
export function CancelSaleModal({
  busy,
  onConfirm,
  onClose,
}: ModalProps & { busy: boolean; onConfirm: () => void }) {
  return (
    <Modal title="Cancel sale" onClose={onClose}>
      <div className={styles.body} data-testid="cancel-sale">
        <p>Remove this NFT from the marketplace? You can post it for sale again later.</p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Keep it listed
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel sale'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
