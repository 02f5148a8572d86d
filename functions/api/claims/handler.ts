import { familyHandler } from '../../lib/http';
import { getClaim } from './get-claim';
import { listClaims } from './list-claims';
import { receiveExternalOrder } from './receive-external-order';
import { submitClaim } from './submit-claim';

/** Claims of orders bought on the external auction site (free giveaway claims are the auction family's). */
export const endpoints = [listClaims, getClaim, submitClaim, receiveExternalOrder];
export const handler = familyHandler(endpoints);
