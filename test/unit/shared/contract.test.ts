import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes, contract, liveRoutes } from '../../../shared/api/contract';
import { families, routeKey } from '../../../shared/api/route';
import { accountRoutes } from '../../../shared/api/routes/account';
import { auctionBidRoutes } from '../../../shared/api/routes/auction-bids';
import { auctionClaimRoutes } from '../../../shared/api/routes/auction-claims';
import { authRoutes } from '../../../shared/api/routes/auth';
import { billingRoutes } from '../../../shared/api/routes/billing';
import { cartRoutes } from '../../../shared/api/routes/cart';
import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { collectionRoutes } from '../../../shared/api/routes/collections';
import { cryptoRoutes } from '../../../shared/api/routes/crypto';
import { drawRoutes } from '../../../shared/api/routes/draws';
import { exportRoutes } from '../../../shared/api/routes/export';
import { externalClaimRoutes } from '../../../shared/api/routes/external-claims';
import { fraudRoutes } from '../../../shared/api/routes/fraud';
import { fusionRoutes } from '../../../shared/api/routes/fusion';
import { giftRoutes } from '../../../shared/api/routes/gifts';
import { inboxRoutes } from '../../../shared/api/routes/inbox';
import { marketRoutes } from '../../../shared/api/routes/market';
import { nftRoutes } from '../../../shared/api/routes/nft';
import { passRoutes } from '../../../shared/api/routes/pass';
import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { promotionRoutes } from '../../../shared/api/routes/promotions';
import { registrationRoutes } from '../../../shared/api/routes/registration';
import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { vaultRoutes } from '../../../shared/api/routes/vault';
import { waitingRoomRoutes } from '../../../shared/api/routes/waiting-room';
import { walletRoutes } from '../../../shared/api/routes/wallets';
import { watchlistRoutes } from '../../../shared/api/routes/watchlist';
import { webhookRoutes } from '../../../shared/api/routes/webhooks';
import { withdrawalRoutes } from '../../../shared/api/routes/withdrawals';
import { wonBidCheckoutRoutes } from '../../../shared/api/routes/won-bid-checkout';
import { inputParts, jsonSchemaOf, stringFields } from '../../support/contract-inputs';

type RouteLike = { method: string; path: string };

const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

/** Routes of the same method whose paths differ only in placeholder names. */
function sameShapeClashes(routes: RouteLike[]): string[] {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${shape(route.path)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) clashes.push(`${route.method} ${earlier} <> ${route.path}`);
    else seen.set(key, route.path);
  }
  return clashes;
}

/** Parents under which differently named placeholders sit at the same level, whatever the method. */
function siblingPlaceholderConflicts(routes: RouteLike[]): string[] {
  const names = new Map<string, Set<string>>();
  for (const route of routes) {
    const segments = route.path.split('/');
    segments.forEach((segment, i) => {
      const found = /^\{(\w+)\}$/.exec(segment);
      if (!found?.[1]) return;
      const parent = shape(segments.slice(0, i).join('/'));
      const set = names.get(parent) ?? new Set<string>();
      set.add(found[1]);
      names.set(parent, set);
    });
  }
  return [...names]
    .filter(([, set]) => set.size > 1)
    .map(([parent, set]) => `${parent}: ${[...set].join(', ')}`);
}

describe('API contract', () => {
  it('has unique route keys', () => {
    const keys = allRoutes.map(routeKey);
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual([]);
  });

  it('does not reuse a route name across the route tables', () => {
    const tables = [
      liveRoutes,
      authRoutes,
      registrationRoutes,
      accountRoutes,
      walletRoutes,
      inboxRoutes,
      nftRoutes,
      exportRoutes,
      fusionRoutes,
      vaultRoutes,
      giftRoutes,
      collectionRoutes,
      auctionBidRoutes,
      paymentsRoutes,
      billingRoutes,
      cryptoRoutes,
      withdrawalRoutes,
      checkoutRoutes,
      auctionClaimRoutes,
      wonBidCheckoutRoutes,
      fraudRoutes,
      webhookRoutes,
      promotionRoutes,
      waitingRoomRoutes,
      marketRoutes,
      externalClaimRoutes,
      storefrontRoutes,
      passRoutes,
      drawRoutes,
      watchlistRoutes,
      cartRoutes,
    ].map(Object.keys);
    expect(new Set(tables.flat()).size).toBe(tables.flat().length);
    expect(allRoutes).toHaveLength(tables.flat().length);
  });

  it('has no two routes of the same method that differ only in placeholder names', () => {
    expect(sameShapeClashes(allRoutes)).toEqual([]);
  });

  it('uses one placeholder name per level below the same parent, whatever the method', () => {
    expect(siblingPlaceholderConflicts(allRoutes)).toEqual([]);
  });

  it('detects placeholder clashes in routes made to clash', () => {
    expect(
      sameShapeClashes([
        { method: 'GET', path: '/nft/{nftId}' },
        { method: 'GET', path: '/nft/{itemId}' },
        { method: 'POST', path: '/nft/{other}' },
      ]),
    ).toEqual(['GET /nft/{nftId} <> /nft/{itemId}']);
    expect(
      siblingPlaceholderConflicts([
        { method: 'GET', path: '/offers/{offerId}' },
        { method: 'PATCH', path: '/offers/{id}' },
        { method: 'GET', path: '/offers/nft_item/{nftItemId}' },
      ]),
    ).toEqual(['/offers: offerId, id']);
  });

  it('writes every path with a leading slash, no query string and well-formed placeholders', () => {
    for (const route of allRoutes) {
      expect(route.path.startsWith('/'), route.path).toBe(true);
      expect(route.path, route.path).not.toMatch(/[?#\s]/);
      expect(route.path.replace(/\{\w+\}/g, ''), route.path).not.toMatch(/[{}]/);
    }
  });

  it('gives every route a known family, an access level and a summary', () => {
    for (const route of allRoutes) {
      expect(families, route.path).toContain(route.family);
      expect(['public', 'user', 'verified'], route.path).toContain(route.access);
      expect(route.summary.length, route.path).toBeGreaterThan(0);
    }
  });

  it('lists every call of spec part 2 §7', () => {
    // Every call of §7 (and GET /config, POST /webhooks/crypto-deposit, the waiting room's
    // GET and POST /auction/drops/{id}/waiting-room, POST /auction/{id}/claim, GET /payments/orders/{id} and
    // DELETE /payments/payment-methods/{id}, and the market's GET /nft/{id}/activity, /nft/{id}/price-history and
    // /collections/{id}/activity/, POST /webhooks/external-order, and the giver's GET /nft/{id}/gift and
    // POST /nft/{id}/gift/reclaim, which §7 does not list; §7's 'GET {media url}?url=true' is the vault media address
    // GET /nft/{id}/item/{itemId}/vault/{vaultId}; and the bank withdrawal and crypto transfer start, whose paths
    // §7 does not show, with GET /payments/bitpay-recipient; and the 12 /storefront calls of issue 15, which §7 sums
    // up as 'storefront data'; and the pass raffle's public draw GET /pass/raffle, beyond §7; and the 4 collection
    // and trait offer calls of issue 16 point 3; and the 4 cart and sweep calls of issue 16 point 4; and the 5 watchlist calls of issue 16 point 2;
    // and the 4 draw-drop calls of issue 16 point 5; and GET /promotions/, the caller's registrations, which the drops
    // list and a drop no longer carry so that they are one cached answer for every caller, issue 12 point 3; and
    // issue 37's GET /billing/statement and the card processor's POST /webhooks/card-processor).
    expect(allRoutes).toHaveLength(159);
    const keys = new Set(allRoutes.map(routeKey));
    for (const key of [
      'POST /api/start-reset-password',
      'GET /api/billing/statement',
      'POST /api/webhooks/card-processor',
      'POST /api/reset-password-otp',
      'POST /api/resend-otp',
      'POST /api/verify-device-otp',
      'GET /api/nft/fusion_request/info',
      'POST /api/nft/fusion_request/info',
      'GET /api/payments/withdrawal',
      'POST /api/payments/withdrawal',
      'GET /api/payments/dwolla-customer',
      'POST /api/payments/dwolla-customer',
      'GET /api/claims',
      'GET /api/claims/{token}',
      'POST /api/claims/{token}/submit',
      'GET /api/payments/sift-order-decision/{id}',
      'POST /api/payments/sift-order-decision/{id}',
      'GET /api/collections/{id}',
      'GET /api/collections/{id}/info',
      'GET /api/collections/{id}/filters',
      'GET /api/collections/{id}/nfts',
      'GET /api/inbox',
      'POST /api/offers',
      'POST /api/promotions',
      'GET /api/payments/crypto-rates',
      'POST /api/auction/{id}/bid',
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
  });

  it('bounds the length of every string a route takes in its path, query or body', () => {
    const unbounded = allRoutes.flatMap((route) =>
      inputParts.flatMap((part) => {
        const schema = route[part];
        if (!schema) return [];
        return stringFields(jsonSchemaOf(schema), part)
          .filter((field) => field.maxLength === undefined)
          .map((field) => `${routeKey(route)} ${field.path}`);
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('finds unbounded strings wherever a schema nests them', () => {
    const schema = z.object({
      bounded: z.string().max(3),
      choice: z.enum(['a', 'b']),
      list: z.array(z.string()),
      parsed: z.string().transform(Number).optional(),
      nested: z.object({ name: z.string().nullable() }),
      tags: z.record(z.string(), z.string().max(5)),
    });
    expect(
      stringFields(jsonSchemaOf(schema), 'body')
        .filter((field) => field.maxLength === undefined)
        .map((field) => field.path),
    ).toEqual(['body.list[]', 'body.parsed', 'body.nested.name', 'body.tags{key}']);
  });

  it('keeps the payload field names §7 lists', () => {
    expect(Object.keys(contract.listStorefrontNfts.query.shape)).toEqual(['artist_id']);
    expect(Object.keys(contract.login.body.shape)).toEqual([
      'login',
      'password',
      'otp',
      'g-recaptcha-response',
    ]);
  });
});
