import { putAuction } from '../../functions/data/auction';
import { putCategory } from '../../functions/data/category';
import { putCmsPage } from '../../functions/data/cms-page';
import { putCollection } from '../../functions/data/collection';
import { type Db, getItem, put, type TransactItem, transactWrite } from '../../functions/data/db';
import { putDrop } from '../../functions/data/drop';
import { putNft } from '../../functions/data/nft';
import { putPack } from '../../functions/data/pack';
import { putPromotion } from '../../functions/data/promotion';
import { putRedirect } from '../../functions/data/redirect';
import { putVaultItem } from '../../functions/data/vault-item';
import { scheduleAuction } from '../../functions/domain/auction-close/schedules';
import type { Deps } from '../../functions/lib/deps';
import type { MediaAccess, MediaPort } from '../../functions/lib/ports/media';
import { scheduleNextDropTransition } from '../../functions/schedules/drop-state';
import { buildDemoCatalog, type DemoCatalog, type MediaFile, type VaultFile } from './catalog';
import { preQualifiedListItems } from './catalog/pre-qualified';
import { seedDemoCollector } from './seed-demo-collector';
import { seedDrawDrop } from './seed-draw';
import { seedMarket } from './seed-market';
import { seedStorefront } from './seed-storefront';

/** Bump when the catalog changes shape: a table seeded with an older version is seeded again. */
export const DEMO_CATALOG_VERSION = 13;

const MARKER_KEY = { pk: 'SEED', sk: 'DEMO_CATALOG' } as const;
const BATCH_SIZE = 25;
const MEDIA_CONCURRENCY = 8;

export interface SeedOptions {
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const marker = await getItem(db, MARKER_KEY.pk, MARKER_KEY.sk, (item) => item);
  return marker?.version === DEMO_CATALOG_VERSION;
}

function catalogItems(db: Db, catalog: DemoCatalog, now: Date): TransactItem[] {
  return [
    ...catalog.categories.map((category) => putCategory(db, category)),
    ...catalog.collections.map((collection) => putCollection(db, collection)),
    ...catalog.nfts.map((nft) => putNft(db, nft)),
    ...catalog.drops.flatMap((drop) =>
      putDrop(
        db,
        drop,
        catalog.packs.filter((pack) => pack.dropId === drop.id),
      ),
    ),
    ...catalog.packs.map((pack) => putPack(db, pack)),
    ...catalog.promotions.map((promotion) => putPromotion(db, promotion)),
    ...catalog.auctions.map((auction) => putAuction(db, auction)),
    ...catalog.cmsPages.map((page) => putCmsPage(db, page)),
    ...catalog.redirects.map((redirect) => putRedirect(db, redirect)),
    ...catalog.vaultItems.map((vaultItem) => putVaultItem(db, vaultItem)),
    ...preQualifiedListItems(db, catalog.auctions, now.toISOString()),
  ];
}

/** Artwork is deterministic, so a file that already exists is already right (a re-run skips it). */
async function writeMedia(
  media: MediaPort,
  files: (MediaFile | VaultFile)[],
  access: MediaAccess,
  onWritten: () => void,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file; file = files[next++]) {
      if (!(await media.exists(file.key, access)))
        await media.put(file.key, file.body, file.contentType, access);
      onWritten();
    }
  };
  await Promise.all(Array.from({ length: MEDIA_CONCURRENCY }, worker));
}

/**
 * Writes the demo catalog: media, then the records (every write is a put by a stable key, so running twice
 * duplicates nothing), then each drop's next state-change schedule and each auction's close or next Dutch tick,
 * the demo seller's resale listings, the demo collector's withdrawable credit, and last the seed marker, so an interrupted seed is not taken for a finished one and runs again. Answers the
 * catalog it wrote.
 */
export async function seedCatalog(
  deps: Deps,
  media: MediaPort,
  options: SeedOptions = {},
): Promise<DemoCatalog> {
  const now = options.now ?? deps.clock.now();
  const catalog = buildDemoCatalog(now);
  const items = catalogItems(deps.db, catalog, now);
  const total =
    catalog.media.length +
    catalog.vaultFiles.length +
    items.length +
    catalog.drops.length +
    catalog.auctions.length +
    1;
  let done = 0;
  const advance = (by = 1) => {
    done += by;
    options.onProgress?.(done, total);
  };
  options.onProgress?.(0, total);

  await writeMedia(media, catalog.media, 'public', advance);
  await writeMedia(media, catalog.vaultFiles, 'private', advance);
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    const batch = items.slice(i, i + BATCH_SIZE);
    await transactWrite(deps.db, batch);
    advance(batch.length);
  }
  for (const drop of catalog.drops) {
    await scheduleNextDropTransition(deps, drop);
    advance();
  }
  for (const auction of catalog.auctions) {
    await scheduleAuction(deps, auction);
    advance();
  }
  await seedMarket(deps, catalog.nfts);
  await seedDrawDrop(deps, catalog, now);
  await seedDemoCollector(deps, now);
  await seedStorefront(deps, catalog.nfts[0]?.imageKey ?? '', now);
  await transactWrite(deps.db, [
    put(deps.db, {
      ...MARKER_KEY,
      entity: 'seed',
      version: DEMO_CATALOG_VERSION,
      seededAt: now.toISOString(),
    }),
  ]);
  advance();
  return catalog;
}
