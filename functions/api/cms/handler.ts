import { familyHandler } from '../../lib/http';
import { getCmsPage } from './get-cms-page';

export const endpoints = [getCmsPage];
export const handler = familyHandler(endpoints);
