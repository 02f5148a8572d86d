import { familyHandler } from '../../lib/http';
import { addWallet } from './add-wallet';
import { deleteWallet } from './delete-wallet';

export const endpoints = [addWallet, deleteWallet];
export const handler = familyHandler(endpoints);
