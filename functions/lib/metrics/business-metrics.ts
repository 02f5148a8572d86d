/**
 * The platform's business metrics: one CloudWatch namespace, emitted as EMF by Powertools Metrics in AWS and
 * counted in process by the local cloud (/dev/ops). The CDK dashboard and alarms read the same names.
 */
export const METRICS_NAMESPACE = 'Collectibles';

export const businessMetrics = {
  purchaseCompleted: 'PurchaseCompleted',
  soldOutAnswer: 'SoldOutAnswer',
  bidAccepted: 'BidAccepted',
  paymentDeclined: 'PaymentDeclined',
  threeDSecureChallenge: 'ThreeDSecureChallenge',
  fraudDecision: 'FraudDecision',
  offerMade: 'OfferMade',
  offerAccepted: 'OfferAccepted',
  withdrawalRequested: 'WithdrawalRequested',
  sweepRepair: 'SweepRepair',
  deadLetter: 'DeadLetter',
} as const;

export type BusinessMetric = (typeof businessMetrics)[keyof typeof businessMetrics];
