import type { ImgHTMLAttributes } from 'react';

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  image: { src: string; width: number; height: number; srcSet?: string; sizes?: string };
  /** What it shows, or '' for a picture that only decorates what its text already says. */
  alt: string;
};

/**
 * An image below the first screen: fetched as it comes near, decoded off the main thread, its box held by its
 * width and height so nothing moves when it arrives. The page's largest image is a Picture with `priority` instead.
 * Accessibility: give `alt` what the picture shows, or '' when it only decorates what the text says.
 */
export function LazyImage({ image, alt, ...props }: LazyImageProps) {
  return (
    <img
      {...props}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
