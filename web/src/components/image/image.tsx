import { useState } from 'react';
import { fallback, image } from './image.css';

export interface ImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
}

/** An image that shows a neutral placeholder when the source is missing or fails to load. */
export function Image({ src, alt, className }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={className ? `${fallback} ${className}` : fallback} role="img" aria-label={alt}>
        No image
      </div>
    );
  }
  return (
    <img
      className={className ? `${image} ${className}` : image}
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
