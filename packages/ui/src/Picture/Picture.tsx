import type { ImgHTMLAttributes } from 'react';

export type ImageSource = { type: 'image/avif' | 'image/webp'; srcSet: string };

export type ResponsiveImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources?: readonly ImageSource[];
  sizes?: string;
};

export type PictureProps = ResponsiveImage &
  Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'sizes'> & {
    /** The page's largest image: fetched first, never lazy. */
    priority?: boolean;
  };

/**
 * Modern formats with srcset and explicit dimensions, so nothing shifts while it loads. `sizes` goes on
 * the sources that have a srcset; on the single-URL fallback <img> it would be invalid HTML.
 * Accessibility: `alt` says what the picture shows ('' when it only decorates); the held box means nothing moves under a reader's finger as it loads.
 */
export function Picture({ src, alt, width, height, sources = [], sizes, priority, ...imgProps }: PictureProps) {
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        {...imgProps}
      />
    </picture>
  );
}
