/** One line of an order on the external auction site: editions of one of our NFTs. */
export interface ExternalOrderLine {
  nftId: string;
  quantity: number;
}

/** A sale on the partner auction site, as the site itself reports it. */
export interface ExternalOrder {
  id: string;
  /** The buyer's e-mail on the external site: only the account with this verified e-mail may claim. */
  buyerEmail: string;
  lines: ExternalOrderLine[];
  soldAt: string;
}

/**
 * The external auction site's orders (its API in AWS, a sandbox locally). Its order webhook only names an order:
 * what was sold and to whom is always read from the site itself.
 */
export interface ExternalOrdersPort {
  /** The order, or undefined when the site knows none by this id. */
  getOrder(orderId: string): Promise<ExternalOrder | undefined>;
}
