import { type ChangeEvent, useId, useState } from 'react';
import * as formStyles from '../../../components/form/form.css';
import { Image } from '../../../components/image/image';
import { uploadMedia } from '../api/create-media-upload-url';
import * as styles from './storefront.css';

export interface MediaFieldProps {
  /** What the draft shows now (its saved media, or the file just uploaded). */
  preview: string | null;
  accept: readonly string[];
  maxBytes: number;
  onUploaded: (mediaKey: string, preview: string) => void;
  onUploading: (uploading: boolean) => void;
  error?: string | null;
}

/** The NFT's media: chosen, checked for type and size, uploaded at once through a presigned URL. */
export function MediaField({ preview, accept, maxBytes, onUploaded, onUploading, error }: MediaFieldProps) {
  const id = useId();
  const [state, setState] = useState<{ uploading: boolean; error: string | null }>({
    uploading: false,
    error: null,
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!accept.includes(file.type))
      return setState({ uploading: false, error: 'Choose a PNG, JPEG, GIF, WebP image or an MP4 video.' });
    if (file.size > maxBytes)
      return setState({ uploading: false, error: `The file is over ${maxBytes / 1024 / 1024} MB.` });
    setState({ uploading: true, error: null });
    onUploading(true);
    try {
      onUploaded(await uploadMedia(file), URL.createObjectURL(file));
      setState({ uploading: false, error: null });
    } catch (failure) {
      setState({ uploading: false, error: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      onUploading(false);
    }
  };

  const message = state.error ?? error;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        Media
      </label>
      <Image src={preview} alt="NFT media preview" className={styles.preview} />
      <input
        id={id}
        type="file"
        accept={accept.join(',')}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void choose(event)}
      />
      {state.uploading && <p className={formStyles.hint}>Uploading…</p>}
      {message && (
        <p className={formStyles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
