import {
  checkFusionPayment,
  deliverFusedItem,
  failFusion,
  mintFusedNft,
  shipFusedItem,
} from '../../domain/fusion/fusion-steps';
import type { FusionInput } from '../../domain/workflow-starts';
import { getDeps } from '../../lib/deps';

export const checkPaymentTask = (input: FusionInput) => checkFusionPayment(getDeps(), input.fusionId);

export const mintFusedNftTask = (input: FusionInput) => mintFusedNft(getDeps(), input.fusionId);

export const shipFusedItemTask = (input: FusionInput) => shipFusedItem(getDeps(), input.fusionId);

export const deliverFusedItemTask = (input: FusionInput) => deliverFusedItem(getDeps(), input.fusionId);

export const failFusionTask = (input: FusionInput) => failFusion(getDeps(), input.fusionId);
