import styles from './illustration.module.css';

/** A picture to draw: its SVG markup (one of our own files, imported with `?inline`) and its alternative text. */
export interface IllustrationImage {
  svg: string;
  alt: string;
}

interface IllustrationProps extends IllustrationImage {
  className?: string;
}

/**
 * An illustration of the site, drawn in the page's own document. An SVG in an `<img>` makes Chromium
 * build a document of its own on the main thread when its bytes arrive (docs/DECISIONS.md,
 * "Illustrations drawn inline"); inline, it is parsed and laid out with the HTML. Its `viewBox` gives
 * its proportions, so the page reserves its place before it is drawn.
 */
export function Illustration({ svg, alt, className }: IllustrationProps) {
  return (
    <span
      role="img"
      aria-label={alt}
      className={className ? `${styles.illustration} ${className}` : styles.illustration}
      // Markup of our own repository, bundled at build time: never text from a visitor or the API.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
