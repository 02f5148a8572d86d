import type { CategoryRecord } from '../../../functions/data/category';
import type { RedirectRecord } from '../../../functions/data/redirect';
import { categoryList } from '../../../shared/domain/enums';

/** The category chips, in the enumeration's order ('All' first and exclusive). */
export const buildCategories = (): CategoryRecord[] =>
  categoryList.map((category, index) => ({ ...category, position: index + 1 }));

/** Retired marketing paths and a renamed drop, looked up by the web's catch-all route. */
export const redirectsTo = (renamedDropId: string): RedirectRecord[] => [
  { from: '/amex', to: '/amexweb3', permanent: false },
  { from: '/pass', to: '/onepass', permanent: false },
  { from: '/drops/old-summer-drop', to: `/drops/${renamedDropId}`, permanent: true },
];
