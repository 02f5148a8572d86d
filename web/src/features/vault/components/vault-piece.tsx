import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { vaultMediaKind } from '../../../../../shared/domain/enums';
import { Loader } from '../../../components/loader/loader';
import { useVaultMedia } from '../api/get-vault-media';
import * as styles from './vault.css';

type VaultItem = OwnedItem['vault'][number];

/** The file of an opened vault item, by its media type: an image (1 and 4), audio (2) or a video (3). */
function VaultMedia({ item, vaultItem }: { item: OwnedItem; vaultItem: VaultItem }) {
  const { data, error } = useVaultMedia(item.nft.id, item.id, vaultItem.id, item.is_vault_opened);
  if (error) return <p className={styles.muted}>This content could not be loaded. Try again later.</p>;
  if (!data) return <Loader label={`Loading ${vaultItem.title}`} />;
  const kind = vaultMediaKind(vaultItem.media_type);
  if (kind === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: vault tracks are music without speech
    return <audio className={styles.audio} src={data.url} controls data-testid="vault-audio" />;
  // Muted clips without speech: no caption track.
  if (kind === 'video')
    return (
      <video className={styles.media} src={data.url} controls muted playsInline data-testid="vault-video" />
    );
  return <img className={styles.media} src={data.url} alt={vaultItem.title} data-testid="vault-image" />;
}

/** A vault item in its frame (classic or modern): title, the file once open, private description and terms. */
export function VaultPiece({ item, vaultItem }: { item: OwnedItem; vaultItem: VaultItem }) {
  return (
    <li
      className={styles.frame[vaultItem.frame_type]}
      data-testid="vault-item"
      data-frame={vaultItem.frame_type}
    >
      <h3 className={styles.pieceTitle}>{vaultItem.title}</h3>
      {item.is_vault_opened && <VaultMedia item={item} vaultItem={vaultItem} />}
      {vaultItem.private_description && <p>{vaultItem.private_description}</p>}
      {vaultItem.terms_link && (
        <a href={vaultItem.terms_link} target="_blank" rel="noreferrer">
          Terms of use
        </a>
      )}
    </li>
  );
}
