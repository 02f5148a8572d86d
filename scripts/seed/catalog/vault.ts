import type { NftRecord } from '../../../functions/data/nft';
import type { VaultItemRecord } from '../../../functions/data/vault-item';
import { HasVault, Theme, VaultMediaType } from '../../../shared/domain/enums';
import { SVG_CONTENT_TYPE, squareSvg } from '../artwork';
import { VAULT_CLIP_WEBM } from '../vault-clip';
import { toneWav } from '../wav';

/** A private file of vault content (written with the 'private' media access, read through signed URLs). */
export interface VaultFile {
  key: string;
  contentType: string;
  body: string | Uint8Array;
}

type Piece = Omit<VaultItemRecord, 'id' | 'nftId' | 'position' | 'fileKey' | 'relatedTo'> & {
  file: Omit<VaultFile, 'key'> & { extension: string };
  /** The position of the piece it belongs with (a track's cover). */
  relatedTo?: number;
};

const TERMS_LINK = '/app/terms-of-service';

const art = (nft: NftRecord, title: string) => ({
  extension: 'svg',
  contentType: SVG_CONTENT_TYPE,
  body: squareSvg({ id: `${nft.id}-${title}`, title, subtitle: nft.artist.name, category: 'music' }),
});
const track = (notes: number[]) => ({ extension: 'wav', contentType: 'audio/wav', body: toneWav(notes) });
const clip = { extension: 'webm', contentType: 'video/webm', body: VAULT_CLIP_WEBM };

/** 'Includes Vault Content': one piece of each of the four media types, in both frames. */
const fullVault = (nft: NftRecord): Piece[] => [
  {
    mediaType: VaultMediaType.image,
    frameType: Theme.classic,
    title: `${nft.title}: Cover Art`,
    termsLink: null,
    privateDescription: `The original cover of ${nft.title}, signed by ${nft.artist.name}.`,
    file: art(nft, 'Cover Art'),
  },
  {
    mediaType: VaultMediaType.audio,
    frameType: Theme.modern,
    title: `${nft.title}: Unreleased Take`,
    termsLink: TERMS_LINK,
    privateDescription: 'A first take from the session, never released. For your personal listening only.',
    file: track([261.63, 329.63, 392, 523.25, 392]),
    relatedTo: 1,
  },
  {
    mediaType: VaultMediaType.video,
    frameType: Theme.modern,
    title: `${nft.title}: Behind the Scenes`,
    termsLink: TERMS_LINK,
    privateDescription: `${nft.artist.name} in the studio the night it was made.`,
    file: clip,
  },
  {
    mediaType: VaultMediaType.imageAlt,
    frameType: Theme.classic,
    title: `${nft.title}: Certificate`,
    termsLink: null,
    privateDescription: 'Your certificate of authenticity for this edition.',
    file: art(nft, 'Certificate'),
  },
];

/** 'Limited Vault Content': a wallpaper and a short clip. */
const limitedVault = (nft: NftRecord): Piece[] => [
  {
    mediaType: VaultMediaType.image,
    frameType: Theme.modern,
    title: `${nft.title}: Phone Wallpaper`,
    termsLink: TERMS_LINK,
    privateDescription: 'A phone-sized version, for you only.',
    file: art(nft, 'Phone Wallpaper'),
  },
  {
    mediaType: VaultMediaType.video,
    frameType: Theme.classic,
    title: `${nft.title}: Making Of`,
    termsLink: null,
    privateDescription: null,
    file: clip,
  },
];

/** The vault content of every NFT whose has_vault is yes or limited, so the label and the content agree. */
export function buildVaults(nfts: NftRecord[]): { items: VaultItemRecord[]; files: VaultFile[] } {
  const items: VaultItemRecord[] = [];
  const files: VaultFile[] = [];
  for (const nft of nfts) {
    if (nft.hasVault === HasVault.no) continue;
    const pieces = nft.hasVault === HasVault.yes ? fullVault(nft) : limitedVault(nft);
    const idAt = (position: number) => `vault-${nft.id}-${position}`;
    pieces.forEach(({ file, relatedTo, ...piece }, index) => {
      const position = index + 1;
      const key = `vault/${nft.id}/${position}.${file.extension}`;
      files.push({ key, contentType: file.contentType, body: file.body });
      items.push({
        ...piece,
        id: idAt(position),
        nftId: nft.id,
        position,
        fileKey: key,
        relatedTo: relatedTo ? idAt(relatedTo) : null,
      });
    });
  }
  return { items, files };
}
