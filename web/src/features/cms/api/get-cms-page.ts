import useSWR from 'swr';
import type { CmsPage } from '../../../../../shared/api/schemas/catalog';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** The CMS keys the app reads; a drop's rules use its own key (e.g. premiumbiddingterms, the bidding terms). */
export const cmsKeys = {
  dropRules: 'drop-rules',
  privacyPolicy: 'privacy-policy',
  termsOfService: 'terms-of-service',
  about: 'about',
  faq: 'faq',
  contact: 'contact',
  tezos: 'tezos',
  vault: 'vault',
} as const;

/** GET /api/cms/{key}: a page of sanitized HTML. */
export const cmsPageKey = (key: string) => apiKey('getCmsPage', { params: { key } });

export const useCmsPage = (key: string) =>
  useSWR<CmsPage, ApiError>(cmsPageKey(key), { revalidateOnFocus: false });
