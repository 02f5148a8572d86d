import type { StorefrontEarnings } from '../../../../../shared/api/schemas/storefront';
import { formatDate } from '../../../../../shared/format/date';
import { table } from '../../../components/data-table/data-table.css';
import { usd } from '../utils/usd';

/** The creator's sales, newest first: when, what, to whom, the price and the creator's share of it. */
export function SalesTable({ sales }: { sales: StorefrontEarnings['sales'] }) {
  return (
    <table className={table} data-testid="sales-table">
      <thead>
        <tr>
          <th scope="col">Date and Time</th>
          <th scope="col">NFT</th>
          <th scope="col">Buyer</th>
          <th scope="col">Price</th>
          <th scope="col">Your share</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale) => (
          <tr key={sale.id} data-testid="sales-row">
            <td data-label="Date and Time">{formatDate(sale.date)}</td>
            <td data-label="NFT">{sale.title}</td>
            <td data-label="Buyer">{sale.buyer_username}</td>
            <td data-label="Price">{usd(sale.price)}</td>
            <td data-label="Your share">{usd(sale.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
