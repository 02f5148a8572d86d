import { DeleteTableCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createDb, createTableIfMissing, type Db, type Item } from '../../functions/data/db';
import { newId } from '../../functions/lib/ids';

/** This worker's DynamoDB Local (test/support/global-setup.ts). */
export function dynamoEndpoint(): string {
  const endpoints = inject('dynamoEndpoints');
  return endpoints[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % endpoints.length] as string;
}

/** The tables this worker's current file made, for dropTestTables. */
const madeTables: string[] = [];

/** A fresh table in the run's DynamoDB Local, so test files never see each other's items. */
export async function createTestDb(): Promise<Db> {
  const db = createDb({
    tableName: `test-${newId().toLowerCase()}`,
    endpoint: dynamoEndpoint(),
    maxSockets: 200,
  });
  await createTableIfMissing(db);
  madeTables.push(db.tableName);
  return db;
}

/**
 * Drops the tables the file made (test/support/drop-tables.ts runs it after each file), each through a client of
 * its own database (createDb): their items go with them.
 */
export async function dropTestTables(): Promise<void> {
  for (const tableName of madeTables.splice(0)) {
    const { client } = createDb({ tableName, endpoint: dynamoEndpoint() });
    await client.send(new DeleteTableCommand({ TableName: tableName })).catch((error: unknown) => {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    });
    client.destroy();
  }
}

/** Every item of the table (strongly consistent), page by page: what a test checks the whole table against. */
export async function scanTable(db: Db): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({ TableName: db.tableName, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
