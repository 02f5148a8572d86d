import { inject } from 'vitest';
import { createDb, createTableIfMissing, type Db } from '../../functions/data/db';
import { newId } from '../../functions/lib/ids';

/** A fresh table in the run's DynamoDB Local, so test files never see each other's items. */
export async function createTestDb(): Promise<Db> {
  const db = createDb({
    tableName: `test-${newId().toLowerCase()}`,
    endpoint: inject('dynamoEndpoint'),
    maxSockets: 200,
  });
  await createTableIfMissing(db);
  return db;
}
