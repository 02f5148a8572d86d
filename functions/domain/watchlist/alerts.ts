import { NotificationType } from '../../../shared/domain/enums';
import { getCollection } from '../../data/collection';
import { tryTransactWrite } from '../../data/db';
import { getNft, type NftRecord } from '../../data/nft';
import { recordEvent } from '../../data/outbox-event';
import { getWatch, listWatchers, setFloorAlerted } from '../../data/watch';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import type { MarketEvent } from '../market/market-event';
import { touchesListings } from '../market/record-activity';

/**
 * The watchlist's alerts from one MarketActivity event, once the market consumer has recorded it (and so
 * recounted the floors): an NFT's watchers hear of its listing or new price, and the watchers of its collection of
 * a floor that fell to or under their price. Redeliveries send nothing twice (see each step).
 */
export async function alertWatchers(deps: Deps, event: MarketEvent): Promise<void> {
  if (!touchesListings(event)) return;
  for (const nftId of new Set(event.editions.map((edition) => edition.nftId))) {
    const nft = await getNft(deps.db, nftId);
    if (!nft) continue;
    if (event.kind === 'listing' || event.kind === 'price_change') await alertNftWatchers(deps, event, nft);
    await alertFloorWatchers(deps, nft.collectionId);
  }
}

/**
 * 'Price alert' (28) to a watcher whose alert price the listing's price is at or under, else 'Watched NFT
 * listed' (27) for a new listing (a price change above the alert price is no news). Never to the seller. The
 * notice's id is made of the event's and the watcher's, so a redelivered event asks for each notice once.
 */
async function alertNftWatchers(deps: Deps, event: MarketEvent, nft: NftRecord): Promise<void> {
  const itemId = event.editions[0]?.itemId ?? null;
  for (const watch of await listWatchers(deps.db, 'nft', nft.id)) {
    if (watch.userUuid === event.fromUuid) continue;
    const underAlert =
      watch.alertPriceCents !== null &&
      event.priceCents !== null &&
      event.priceCents <= watch.alertPriceCents;
    if (!underAlert && event.kind !== 'listing') continue;
    const notice = newEvent(deps, 'NotificationRequested', {
      user_uuid: watch.userUuid,
      notification_type: underAlert ? NotificationType.priceAlert : NotificationType.watchedNftListed,
      subject: nft.title,
      auction: event.listingId ? { id: event.listingId, title: nft.title } : null,
      extra: itemId ? { nft_uuid: nft.id, nft_item_uuid: itemId } : null,
      nft_uuid: nft.id,
    });
    await tryTransactWrite(deps.db, [
      recordEvent(deps.db, { ...notice, id: `${event.id}-watch-${watch.userUuid}` }),
    ]);
  }
}

/**
 * 'Floor price alert' (30), once per crossing: the watch's `floorAlerted` flips to true in the notice's own
 * transaction, only from false, and back to false (re-armed) once the floor is above the price again or nothing
 * is listed. Each watch is read strongly, since the watchers' index lags a changed price.
 */
async function alertFloorWatchers(deps: Deps, collectionId: string): Promise<void> {
  const watchers = (await listWatchers(deps.db, 'collection', collectionId)).filter(
    (watch) => watch.alertPriceCents !== null,
  );
  if (watchers.length === 0) return;
  const collection = await getCollection(deps.db, collectionId);
  if (!collection) return;
  const collectionFloor = collection.floorPriceCents ?? null;
  for (const seen of watchers) {
    const watch = await getWatch(deps.db, seen.userUuid, 'collection', collection.id);
    if (!watch || watch.alertPriceCents === null) continue;
    const under = collectionFloor !== null && collectionFloor <= watch.alertPriceCents;
    if (under === watch.floorAlerted) continue;
    const notice = under
      ? [
          recordEvent(
            deps.db,
            newEvent(deps, 'NotificationRequested', {
              user_uuid: watch.userUuid,
              notification_type: NotificationType.collectionFloorAlert,
              subject: collection.title,
              collection_uuid: collection.id,
            }),
          ),
        ]
      : [];
    await tryTransactWrite(deps.db, [setFloorAlerted(deps.db, watch, under), ...notice]);
  }
}
