import { familyHandler } from '../../lib/http';
import { addPaymentMethod } from './add-payment-method';
import { getCardFee } from './get-card-fee';
import { listPaymentMethods } from './list-payment-methods';
import { setDefaultCard } from './set-default-card';
import { validateThreeDs } from './validate-three-ds';

export const endpoints = [listPaymentMethods, addPaymentMethod, setDefaultCard, getCardFee, validateThreeDs];
export const handler = familyHandler(endpoints);
