import { type Db, getItem, type Item, putNew, recordOf, type TransactItem } from './db';
import { advanceWork, recoveryIndexKeys } from './recovery-index';

/**
 * A pack allocated by a draw instead of first come: registrations are taken from `opensAt` until `closesAt`;
 * the close freezes them (`closing`), draws the winners with the seed committed to at the start (`drawn`,
 * the seed and the entries published) and, once every registration is won or released, ends `finished`.
 */
export type DrawStatus = 'open' | 'closing' | 'drawn' | 'finished';

export interface PackDrawRecord {
  packId: string;
  dropId: string;
  opensAt: string;
  closesAt: string;
  /** sha256 of the seed, published from the start; the seed itself only once drawn. */
  commitment: string;
  seed: string;
  status: DrawStatus;
  /** The registrations in the draw (entry ids, sorted), frozen at the close. */
  entryIds: string[];
  /** The winning entry ids in draw order: at most the pack's unsold units. */
  winnerEntryIds: string[];
  drawnAt: string | null;
}

export const DRAW_ENTITY = 'pack-draw';

/** The draw and its registrations share one partition, so one query reads every registration. */
export const drawPk = (packId: string) => `DRAW#${packId}`;
const drawKey = (packId: string) => ({ pk: drawPk(packId), sk: 'DRAW' });

const fromItem = (item: Item): PackDrawRecord => recordOf<PackDrawRecord>(item);
export const drawFromItem = fromItem;

export const getDraw = (db: Db, packId: string) =>
  getItem(db, drawKey(packId).pk, drawKey(packId).sk, fromItem);

/** A new draw, in the recovery index at its close until it is finished (the sweep closes a draw never closed). */
export const putNewDraw = (db: Db, draw: PackDrawRecord): TransactItem =>
  putNew(db, {
    ...drawKey(draw.packId),
    entity: DRAW_ENTITY,
    ...recoveryIndexKeys(`draw:${draw.packId}`, draw.closesAt),
    ...draw,
  });

/** Registrations change only while the draw is open: checked in the transaction of each change. */
export const drawStillOpen = (db: Db, packId: string): TransactItem => ({
  ConditionCheck: {
    TableName: db.tableName,
    Key: drawKey(packId),
    ConditionExpression: '#status = :open',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':open': 'open' },
  },
});

export const freezeDraw = (db: Db, packId: string): TransactItem =>
  advanceWork(db, drawKey(packId), ['open'], { status: 'closing' });

export const publishDraw = (
  db: Db,
  packId: string,
  result: Pick<PackDrawRecord, 'entryIds' | 'winnerEntryIds' | 'drawnAt'>,
): TransactItem => advanceWork(db, drawKey(packId), ['closing'], { status: 'drawn', ...result });

/** Every registration is won or released: the draw leaves the recovery index. */
export const finishDraw = (db: Db, packId: string, at: string): TransactItem =>
  advanceWork(db, drawKey(packId), ['drawn'], { status: 'finished', at });
