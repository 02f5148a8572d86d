import { useState } from 'react';
import { fallback, image } from './image.css';

export interface ImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /**
   * In view when the page opens (its main image, a list's first row): fetched at once and ahead of the rest,
   * not once layout finds it in view, as a lazy image is, which holds back the page's Largest Contentful Paint.
   */
  priority?: boolean;
}

/** An image that shows a neutral placeholder when the source is missing or fails to load. */
export function Image({ src, alt, className, priority = false }: ImageProps) {
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
