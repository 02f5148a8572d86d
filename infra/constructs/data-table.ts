import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/data/table';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** The single table, built from the same definition the local cloud gives DynamoDB Local. */
export function createDataTable(scope: Construct): Table {
  const table = new Table(scope, 'Table', {
    partitionKey: stringKey(tableDefinition.partitionKey),
    sortKey: stringKey(tableDefinition.sortKey),
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    stream: StreamViewType[tableDefinition.stream],
    timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
  });
  for (const index of tableDefinition.globalIndexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: stringKey(index.partitionKey),
      sortKey: stringKey(index.sortKey),
    });
  }
  return table;
}
