import { useState } from 'react';
import { type KeyedMutator, useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { errorBodySchema } from '../../../../../shared/api/errors';
import type { NftDetail, OwnedItem } from '../../../../../shared/api/schemas/nft';
import { messages } from '../../../../../shared/domain/messages';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorText, isApiError, isResourceKey, TwoFactorCancelledError } from '../../../lib/api-client';
import { isAuctionKey } from '../../../lib/auctions/get-auction';
import { createListing } from '../api/create-listing';
import { deleteListing } from '../api/delete-listing';
import { editListing } from '../api/edit-listing';

/** Why the item cannot be listed: the title of its dialog and the reason. */
export interface ResaleDenial {
  title: string;
  description: string;
}

const denialTitles: Record<string, string> = {
  resell_not_available: messages.itemNotReadyForResell,
  resell_not_available_yet: messages.nftOnCooldown,
};

/** The owned item's own reason not to be resold, known before asking (null when it may be listed). */
export function resaleDenial(item: OwnedItem): ResaleDenial | null {
  if (item.resell_denied_reason) {
    const { title, description } = item.resell_denied_reason;
    return { title, description };
  }
  if (item.resell_allowed === false)
    return { title: messages.itemNotReadyForResell, description: messages.resellNotAllowed };
  return null;
}

/** A 409 resell_not_available(_yet) of POST /auction/create, as its dialog. */
function denialOf(error: unknown): ResaleDenial | null {
  if (!isApiError(error, 409)) return null;
  const body = errorBodySchema.safeParse(error.body);
  const title = body.success ? denialTitles[body.data.code] : undefined;
  return body.success && title ? { title, description: body.data.detail } : null;
}

export type CreateOutcome = { ok: true } | { ok: false; denial: ResaleDenial | null };

/**
 * The owner's listing calls (spec part 2 §6, §8) with their toasts: post for sale ('Nft placed on
 * marketplace.'), update the price ('Price successfully updated'), cancel the sale ('Nft removed from the
 * marketplace.'; any failure but a closed two-factor dialog goes home). Each reloads the item, and the NFT's
 * figures and editions, so the page shows the listing as it now is.
 */
export function useListing(item: OwnedItem, nft: NftDetail, mutateItem: KeyedMutator<OwnedItem>) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  const refresh = async (listingId: string | null) => {
    await mutateItem();
    void mutate(isResourceKey(['getNft', 'listNftEditions'], nft.id));
    if (listingId) void mutate(isAuctionKey(listingId));
  };

  const run = async <T>(call: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  };

  const create = (price: number): Promise<CreateOutcome> =>
    run(async () => {
      try {
        const { listing } = await createListing({
          nft_id: nft.id,
          price,
          title: nft.title,
          nft_items: [item.id],
        });
        toast('success', messages.nftPlacedOnMarketplace);
        await refresh(listing.id);
        return { ok: true };
      } catch (error) {
        const denial = denialOf(error);
        if (denial) void mutateItem();
        else if (!(error instanceof TwoFactorCancelledError)) toast('error', errorText(error));
        return { ok: false, denial };
      }
    });

  const edit = (listingId: string, price: number): Promise<boolean> =>
    run(async () => {
      try {
        await editListing(listingId, price);
        toast('success', messages.priceUpdated);
        await refresh(listingId);
        return true;
      } catch {
        // The client toasted the server's reason; the item is read again in case the listing changed.
        void mutateItem();
        return false;
      }
    });

  const remove = (listingId: string): Promise<boolean> =>
    run(async () => {
      try {
        await deleteListing(listingId);
        toast('success', messages.nftRemovedFromMarketplace);
        await refresh(listingId);
        return true;
      } catch (error) {
        if (!(error instanceof TwoFactorCancelledError)) navigate(paths.root());
        return false;
      }
    });

  return { busy, create, edit, remove };
}
