import { familyHandler } from '../../lib/http';
import { getCmsPage } from './get-cms-page';
import { getConfig } from './get-config';

export const endpoints = [getCmsPage, getConfig];
export const handler = familyHandler(endpoints);
