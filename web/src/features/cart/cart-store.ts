import { atom, useAtom } from 'jotai';
import { CART_MAX_LINES } from '../../../../shared/rules/cart';

/** A listing in the cart, with what the buyer saw when adding it (the cart page reads it again). */
export interface CartEntry {
  listingId: string;
  nftId: string;
  title: string;
  priceCents: number;
}

const STORAGE_KEY = 'cart';

function stored(): CartEntry[] {
  try {
    const entries: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(entries) ? (entries as CartEntry[]) : [];
  } catch {
    return [];
  }
}

/** Null until the cart changes in this store: read from storage when first used. */
const entriesAtom = atom<CartEntry[] | null>(null);

/** The cart lives in this browser (localStorage), so it outlives a reload and needs no server state. */
const cartAtom = atom(
  (get) => get(entriesAtom) ?? stored(),
  (_get, set, next: CartEntry[]) => {
    set(entriesAtom, next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  },
);

export function useCart() {
  const [entries, setEntries] = useAtom(cartAtom);
  const has = (listingId: string) => entries.some((entry) => entry.listingId === listingId);
  return {
    entries,
    has,
    isFull: entries.length >= CART_MAX_LINES,
    add: (entry: CartEntry) => {
      if (!has(entry.listingId) && entries.length < CART_MAX_LINES) setEntries([...entries, entry]);
    },
    remove: (listingIds: readonly string[]) =>
      setEntries(entries.filter((entry) => !listingIds.includes(entry.listingId))),
  };
}
