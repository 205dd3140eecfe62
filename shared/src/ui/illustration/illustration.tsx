interface IllustrationProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: loaded at once and early. Everything else waits until it is near the viewport. */
  priority?: boolean;
  className?: string;
}

/** An illustration of the site, sized so the page never shifts when it arrives. */
export function Illustration({ src, alt, width, height, priority = false, className }: IllustrationProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
