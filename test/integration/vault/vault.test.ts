import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { putVaultItem, type VaultItemRecord } from '../../../functions/data/vault-item';
import { VAULT_MEDIA_URL_TTL_SECONDS } from '../../../functions/domain/vault/vault-media';
import { localMedia } from '../../../functions/lib/adapters/local-media';
import { createLogger } from '../../../functions/lib/logger';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
import type { OwnedItem } from '../../../shared/api/schemas/nft';
import { CARD_RESALE_COOLDOWN_MS, VAULT_OPEN_DELAY_MS } from '../../../shared/domain/constants';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { giveEdition, nftOf, putCatalogNfts } from '../collection/support';

/** The seed's free wallpaper ('Limited Vault Content': an image and a clip) and a full vault of four media types. */
const LIMITED_NFT = 'nft-first-light-wallpaper';
const FULL_NFT = 'nft-midnight-studio-master';
const NO_VAULT_NFT = 'nft-neon-alley-001';
/** A resellable one of one with a vault, which its owner can make private. */
const HIDDEN_NFT = 'nft-original-master-tape';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
// Signed URLs expire on the test's clock, so a test can let one run out.
const mediaDir = mkdtempSync(join(tmpdir(), 'vault-media-'));
const media = localMedia(mediaDir, { nowMs: () => clock.now().getTime() });
deps.media = media;
const catalog = await putCatalogNfts(deps);
const vaultOf = (nftId: string) => catalog.vaultItems.filter((item) => item.nftId === nftId);
await transactWrite(
  db,
  catalog.vaultItems.map((item) => putVaultItem(db, item)),
);
for (const file of catalog.vaultFiles) await media.put(file.key, file.body, file.contentType, 'private');

let owner: SignedInUser;
let stranger: SignedInUser;
let server: Server;
let origin: string;
let nextSequence = 1;

beforeAll(async () => {
  owner = await signedInUser(deps);
  stranger = await signedInUser(deps);
  // The local server's signed media route, on the test's clock.
  server = createHttpServer({
    webDir: mediaDir,
    mediaDir,
    logger: createLogger({ test: true }, 'error', () => {}),
    signedMedia: { readSigned: (url) => media.readSigned(url, clock.now().getTime()) },
  });
  await new Promise<void>((done) => server.listen(0, done));
  const address = server.address();
  origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server?.close(() => done()));
});

/** Gives `user` the next edition of the wallpaper (or edition 1 of another NFT). */
async function ownedEdition(user: SignedInUser, nftId = LIMITED_NFT) {
  const nft = await nftOf(deps, nftId);
  const sequence = nftId === LIMITED_NFT ? nextSequence++ : 1;
  await giveEdition(deps, nft, sequence, user.user.uuid);
  return { nftId, itemId: `${nftId}-${sequence}` };
}

const itemPath = (e: { nftId: string; itemId: string }) => `/api/nft/${e.nftId}/item/${e.itemId}`;
const openPath = (e: { nftId: string; itemId: string }) => `${itemPath(e)}/open-vault`;
const getItem = async (user: SignedInUser, e: { nftId: string; itemId: string }) =>
  (await user.call('GET', itemPath(e))).body as OwnedItem;

describe('vault content of an owned item', () => {
  it('lists the vault to its owner only, its private descriptions hidden until opened', async () => {
    const edition = await ownedEdition(owner, FULL_NFT);
    const mine = await getItem(owner, edition);
    const seeded = vaultOf(FULL_NFT);
    expect(seeded.map((item) => item.mediaType)).toEqual([1, 2, 3, 4]);
    expect(mine.is_vault_opened).toBe(false);
    expect(mine.vault).toEqual(
      seeded.map((item) => ({
        id: item.id,
        media_type: item.mediaType,
        file: `${itemPath(edition)}/vault/${item.id}`,
        related_to: item.relatedTo,
        frame_type: item.frameType,
        title: item.title,
        terms_link: item.termsLink,
        private_description: null,
      })),
    );
    expect(new Set(mine.vault.map((item) => item.frame_type))).toEqual(new Set(['classic', 'modern']));
    expect((await getItem(stranger, edition)).vault).toEqual([]);
    expect((await callApi(deps, 'GET', itemPath(edition))).body.vault).toEqual([]);
  });

  it('opens for its owner, and serves the content only 5 seconds after the call', async () => {
    const edition = await ownedEdition(owner);
    const [image] = vaultOf(LIMITED_NFT) as [VaultItemRecord];
    const mediaPath = `${itemPath(edition)}/vault/${image.id}?url=true`;
    expect((await owner.call('GET', mediaPath)).body).toMatchObject({ code: 'vault_unopened' });

    const opened = await owner.call('POST', openPath(edition));
    const opensAt = new Date(clock.now().getTime() + VAULT_OPEN_DELAY_MS).toISOString();
    expect(opened).toEqual({
      status: 200,
      body: { is_vault_opened: false, opens_at: opensAt, wait_ms: VAULT_OPEN_DELAY_MS },
    });
    const opening = await owner.call('GET', mediaPath);
    expect(opening.status).toBe(409);
    expect(opening.body).toMatchObject({ code: 'vault_opening' });
    expect((await getItem(owner, edition)).is_vault_opened).toBe(false);

    clock.advance(VAULT_OPEN_DELAY_MS - 1);
    expect((await owner.call('GET', mediaPath)).status).toBe(409);
    clock.advance(1);
    const answer = await owner.call('GET', mediaPath);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(
      /^\/private-media\/vault\/nft-first-light-wallpaper\/1\.svg\?expires=\d+&signature=/,
    );
    const item = await getItem(owner, edition);
    expect(item.is_vault_opened).toBe(true);
    expect(item.vault[0]?.private_description).toBe(image.privateDescription);

    // Opening again changes nothing: the first opening's time stands.
    expect((await owner.call('POST', openPath(edition))).body).toEqual({
      is_vault_opened: true,
      opens_at: opensAt,
      wait_ms: 0,
    });
  });

  it('is refused to anyone but the owner: 403 for another user, 404 for what is not there', async () => {
    const edition = await ownedEdition(owner);
    const [image] = vaultOf(LIMITED_NFT) as [VaultItemRecord];
    const mediaPath = `${itemPath(edition)}/vault/${image.id}?url=true`;
    expect((await stranger.call('POST', openPath(edition))).status).toBe(403);
    expect((await callApi(deps, 'POST', openPath(edition))).status).toBe(401);
    await owner.call('POST', openPath(edition));
    clock.advance(VAULT_OPEN_DELAY_MS);
    expect((await stranger.call('GET', mediaPath)).status).toBe(403);
    expect((await callApi(deps, 'GET', mediaPath)).status).toBe(401);
    expect((await owner.call('GET', mediaPath)).status).toBe(200);
    // Unknown editions, the platform's unsold ones, unknown vault items and a missing ?url=true.
    expect((await owner.call('POST', openPath({ nftId: LIMITED_NFT, itemId: 'nope' }))).status).toBe(404);
    expect(
      (await owner.call('POST', openPath({ nftId: LIMITED_NFT, itemId: `${LIMITED_NFT}-299` }))).status,
    ).toBe(404);
    expect((await owner.call('GET', `${itemPath(edition)}/vault/vault-nope?url=true`)).status).toBe(404);
    expect((await owner.call('GET', `${itemPath(edition)}/vault/${image.id}`)).status).toBe(400);
    // Another user's private item is not even there.
    const hidden = await ownedEdition(stranger, HIDDEN_NFT);
    clock.advance(CARD_RESALE_COOLDOWN_MS); // a card purchase is resellable (and so can go private) 48 h later
    expect(
      (await stranger.call('PATCH', `/api/nft/item/${hidden.itemId}`, { visibility: 'private' })).status,
    ).toBe(200);
    expect((await owner.call('POST', openPath(hidden))).status).toBe(404);
  });

  it('has nothing to open on an NFT without vault content', async () => {
    const edition = await ownedEdition(owner, NO_VAULT_NFT);
    const answer = await owner.call('POST', openPath(edition));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'no_vault_content' });
  });
});

describe('signed vault media URLs', () => {
  async function signedUrlOf(vaultIndex: number) {
    const edition = await ownedEdition(owner);
    await owner.call('POST', openPath(edition));
    clock.advance(VAULT_OPEN_DELAY_MS);
    const vaultItem = vaultOf(LIMITED_NFT)[vaultIndex] as VaultItemRecord;
    const answer = await owner.call('GET', `${itemPath(edition)}/vault/${vaultItem.id}?url=true`);
    return { url: answer.body.url as string, vaultItem };
  }

  it('reads the private file until it expires', async () => {
    const { url, vaultItem } = await signedUrlOf(1);
    const read = await fetch(origin + url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('video/webm');
    const file = catalog.vaultFiles.find((candidate) => candidate.key === vaultItem.fileKey);
    expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(file?.body ?? ''))).toBe(true);
    // Private files are never public media.
    expect((await fetch(`${origin}/media/${vaultItem.fileKey}`)).status).toBe(404);

    clock.advance(VAULT_MEDIA_URL_TTL_SECONDS * 1000);
    const expired = await fetch(origin + url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ detail: 'Request has expired.' });
  });

  it('refuses a tampered signature, expiry or key', async () => {
    const { url } = await signedUrlOf(0);
    const signed = new URL(url, origin);
    const tampered = (change: (target: URL) => void) => {
      const target = new URL(signed);
      change(target);
      return fetch(target);
    };
    const signature = signed.searchParams.get('signature') ?? '';
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const answer of await Promise.all([
      tampered((target) => target.searchParams.set('signature', flipped)),
      tampered((target) => target.searchParams.delete('signature')),
      tampered((target) =>
        target.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600)),
      ),
      tampered((target) => {
        target.pathname = target.pathname.replace('/1.svg', '/2.webm');
      }),
      tampered((target) => {
        target.pathname = '/private-media/vault%2F..%2F..%2Fetc%2Fpasswd';
      }),
    ])) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ detail: 'Access denied.' });
    }
    expect((await fetch(signed)).status).toBe(200);
  });
});

it('keeps the seeded files readable by the signing adapter only', () => {
  const [file] = catalog.vaultFiles;
  expect(readFileSync(join(`${mediaDir}-private`, file?.key ?? '')).length).toBeGreaterThan(0);
});
