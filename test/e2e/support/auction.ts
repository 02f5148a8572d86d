import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { auctionKey, getAuction, putAuction } from '../../../functions/data/auction';
import { transactWrite } from '../../../functions/data/db';
import { getNft, putNft } from '../../../functions/data/nft';
import { scheduleAuction, scheduleAuctionClose } from '../../../functions/domain/auction-close/schedules';
import { postMovement } from '../../../functions/domain/ledger/post-movement';
import type { LocalCloud } from '../../../scripts/local-cloud/cloud';
import { sessionRestored } from './collector';

/** The seeded standard auction the journey's auction copies (its drop, artist, media and terms). */
const TEMPLATE_AUCTION = 'auction-original-master-tape';

export interface EndingAuction {
  id: string;
  nftId: string;
  title: string;
  ends: Date;
}

/**
 * A standard 1/1 auction (with its own NFT) running now and ending `endsInMs` from now, with its close scheduled
 * as the admin's write schedules it: the cloud's schedule poller closes it on time.
 */
export async function createEndingAuction(
  cloud: LocalCloud,
  {
    endsInMs,
    priceCents = 1_000,
    incrementCents = 100,
  }: { endsInMs: number; priceCents?: number; incrementCents?: number },
): Promise<EndingAuction> {
  const { deps } = cloud;
  const template = await getAuction(deps.db, TEMPLATE_AUCTION);
  const templateNft = template && (await getNft(deps.db, template.nft.id));
  if (!template || !templateNft) throw new Error(`The seed has no ${TEMPLATE_AUCTION}`);
  const suffix = deps.newId().slice(-8).toLowerCase();
  const id = `auction-e2e-${suffix}`;
  const nftId = `nft-e2e-${suffix}`;
  const title = `Closing Night ${suffix}`;
  const now = deps.clock.now();
  const ends = new Date(now.getTime() + endsInMs);
  const auction = {
    ...template,
    id,
    title,
    priceCents,
    starts: new Date(now.getTime() - 60_000).toISOString(),
    ends: ends.toISOString(),
    initialQuantity: 1,
    availableQuantity: 1,
    soldOut: false,
    highestBidCents: null,
    bidIncrementCents: incrementCents,
    minimumWinningBidCents: priceCents,
    amexOnly: false,
    physicalItem: null,
    nft: { ...template.nft, id: nftId },
  };
  await transactWrite(deps.db, [
    putNft(deps.db, { ...templateNft, id: nftId, title, quantity: 1, auctionId: id }),
    putAuction(deps.db, auction),
  ]);
  await scheduleAuction(deps, auction);
  return { id, nftId, title, ends };
}

/**
 * Brings the auction's end to `inMs` from now, as an admin's edit would, and moves its close schedule with it: the
 * journey need not sit out a minute it kept in reserve for slow bids.
 */
export async function endAuctionSoon(
  cloud: LocalCloud,
  auction: EndingAuction,
  inMs = 2_000,
): Promise<EndingAuction> {
  const { deps } = cloud;
  const ends = new Date(deps.clock.now().getTime() + inMs);
  await deps.db.client.send(
    new UpdateCommand({
      TableName: deps.db.tableName,
      Key: auctionKey(auction.id),
      UpdateExpression: 'SET ends = :ends',
      ExpressionAttributeValues: { ':ends': ends.toISOString() },
    }),
  );
  const record = await getAuction(deps.db, auction.id);
  if (!record) throw new Error(`No auction ${auction.id}`);
  await scheduleAuctionClose(deps, record);
  return { ...auction, ends };
}

/** Puts `cents` of marketplace credit on a user's account (as a refund or a promotion would). */
export async function giveMarketplaceCredit(cloud: LocalCloud, userUuid: string, cents: number) {
  const { deps } = cloud;
  await postMovement(
    { db: deps.db, now: deps.clock.now(), newId: deps.newId },
    {
      idempotencyKey: deps.newId(),
      kind: 'test-fund',
      legs: [
        { account: { kind: 'clearing', currency: 'USD' }, amount: -cents },
        { account: { kind: 'credit', userUuid }, amount: cents },
      ],
    },
  );
}

/**
 * From the auction page: 'Place a Bid' (or 'Update Bid' once the collector has one), accepts the auction terms
 * when asked, bids `amount` from marketplace credit.
 */
export async function bidOnAuctionPage(
  page: Page,
  cloud: LocalCloud,
  auction: EndingAuction,
  amount: string,
  action: string,
  outcome: string,
) {
  await page.goto(`${cloud.url}/app/nft/${auction.nftId}/${auction.id}/auction`);
  await sessionRestored(page);
  await page.getByTestId('auction-action').getByRole('button', { name: action }).click();
  await page.getByTestId('auction-bid').waitFor();
  const terms = page.getByTestId('auction-terms');
  const form = page.getByTestId('bid-form');
  await terms.or(form).first().waitFor();
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Continue' }).click();
  }
  await form.waitFor();
  await page.getByLabel('Your bid (USD)').fill(amount);
  await page.getByTestId('payment-option-2').getByRole('radio').first().check();
  const bidNow = page.getByRole('button', { name: 'Bid Now' });
  await expect.poll(() => bidNow.isEnabled(), { timeout: 15_000 }).toBe(true);
  await bidNow.click();
  await page.getByRole('heading', { name: outcome }).waitFor({ timeout: 15_000 });
}
