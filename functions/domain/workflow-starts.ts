/**
 * What the domain starts through the workflow port: each workflow's name and input. The definitions in
 * functions/workflows/ take their names from here, so the domain never imports a workflow.
 */

export const THREE_D_SECURE_WORKFLOW = '3-d-secure';
export const FRAUD_DECISION_WORKFLOW = 'fraud-decision';
export const EXPORT_WORKFLOW = 'export';
export const FUSION_WORKFLOW = 'fusion';

/** What waits on a 3-D Secure challenge: a card being added, or a checkout's card payment (its order). */
export type ChallengeSubject =
  | { kind: 'card'; userUuid: string; cardId: string }
  | { kind: 'order'; orderId: string };

export type ThreeDSecureInput = {
  subject: ChallengeSubject;
  challenge: { sessionId: string; sourceId: string };
  /** The card provider's success window closes then: a challenge not finished by then never will be. */
  expiresAt: string;
};

/** An export to run: it waits `waitSeconds` (the processing window) before the transfer. */
export type ExportInput = { exportId: string; waitSeconds: number };

/** A fusion to run: paid for (or being paid), it waits `waitSeconds` for the fused NFT; `shipping` a physical item. */
export type FusionInput = { fusionId: string; waitSeconds: number; shipping: boolean };

export const WITHDRAWAL_WORKFLOW = 'withdrawal';

/**
 * A withdrawal to pay out, started by its payout batch: checks a pending payout every `pollSeconds`, and asks once
 * more `returnWindowSeconds` after a bank payout completed (ACH returns).
 */
export type WithdrawalInput = { withdrawalId: string; pollSeconds: number; returnWindowSeconds: number };

export const STOREFRONT_MINT_WORKFLOW = 'storefront-mint';

/** A storefront NFT to mint once its minting fee is paid. */
export type StorefrontMintInput = { uuid: string };
