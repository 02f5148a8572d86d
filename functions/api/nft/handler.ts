import { familyHandler } from '../../lib/http';
import { listCategories } from './list-categories';
import { listRedirects } from './list-redirects';

export const endpoints = [listCategories, listRedirects];
export const handler = familyHandler(endpoints);
