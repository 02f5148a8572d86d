import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, getItem, type Item } from '../../data/db';
import type { Clock } from '../clock';
import type { ExternalOrder, ExternalOrderLine, ExternalOrdersPort } from '../ports/external-orders';

// Sandbox state, local cloud only: the sales a tester recorded on /sandbox/external-auction.
const orderKey = (id: string) => ({ pk: `EXTERNAL_AUCTION_SANDBOX_ORDER#${id}`, sk: 'ORDER' });

const fromItem = (item: Item): ExternalOrder => ({
  id: String(item.id),
  buyerEmail: String(item.buyerEmail),
  lines: item.lines as ExternalOrderLine[],
  soldAt: String(item.soldAt),
});

/** Records a sale as the external site's test mode would, under a new order id; answers the order. */
export async function recordSandboxSale(
  db: Db,
  clock: Clock,
  newId: () => string,
  sale: { buyerEmail: string; lines: ExternalOrderLine[] },
): Promise<ExternalOrder> {
  const order: ExternalOrder = { id: `ext-${newId()}`, ...sale, soldAt: clock.now().toISOString() };
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...orderKey(order.id), entity: 'external-auction-sandbox-order', ...order },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return order;
}

/** The external auction site's sandbox: the orders recorded with `recordSandboxSale`. */
export function sandboxExternalOrders(db: Db): ExternalOrdersPort {
  return {
    getOrder: (orderId) => getItem(db, orderKey(orderId).pk, orderKey(orderId).sk, fromItem),
  };
}
