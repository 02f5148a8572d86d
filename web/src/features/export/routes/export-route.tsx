import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useExportItem } from '../api/get-export-item';
import { ExportForm } from '../components/export-form';
import { NotReadyModal } from '../components/not-ready-modal';

export interface ExportRouteProps {
  nftId: string;
  nftItemId: string;
}

/** What a user who is not the owner is told; the owner is told the server's export_denied_reason. */
const NOT_YOURS = 'Only the owner of this NFT can export it.';

/**
 * /nft/{nftId}/{nftItemId}/export (logged in): the export form, then /export-success with the address in the
 * navigation state. 'Item Not Ready For Export' (and back to the details) when export_allowed is false.
 */
export function ExportRoute({ nftId, nftItemId }: ExportRouteProps) {
  const item = useExportItem(nftId, nftItemId);
  const [, navigate] = useLocation();
  const [refused, setRefused] = useState<string | null>(null);
  const details = paths.nftItem({ nftId, nftItemId });
  const missing = isApiError(item.error, 404);

  useEffect(() => {
    if (missing) navigate(paths.pageNotFound(), { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (item.error) return <ErrorState message={errorText(item.error)} onRetry={() => void item.mutate()} />;
  if (!item.data) return <Loader label="Loading NFT" />;
  const denial = !item.data.is_owner
    ? NOT_YOURS
    : item.data.export_allowed
      ? refused
      : (item.data.export_denied_reason?.description ?? refused ?? NOT_YOURS);

  return (
    <Page title="Export NFT" testId="export-page">
      {denial === null ? (
        <ExportForm
          item={item.data}
          backTo={details}
          onNotReady={setRefused}
          onExported={(address) => {
            void item.mutate();
            navigate(paths.nftItemExportSuccess({ nftId, nftItemId }), { state: { address } });
          }}
        />
      ) : (
        <NotReadyModal description={denial} onClose={() => navigate(details, { replace: true })} />
      )}
    </Page>
  );
}
