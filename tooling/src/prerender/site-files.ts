import path from 'node:path';
import { robotsTxt, sitemapXml } from '@clean/shared/seo';
import { shellDist, writeWithCompressedCopies } from './output';
import { disallowedPaths, prerenderedPaths } from './routes';

/** Writes `/sitemap.xml` (the prerendered pages) and `/robots.txt` for the site at `siteUrl`; returns the files. */
export function writeSiteFiles(siteUrl: string): string[] {
  const files = {
    'sitemap.xml': sitemapXml(siteUrl, prerenderedPaths),
    'robots.txt': robotsTxt(siteUrl, disallowedPaths),
  };
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(shellDist, name);
    writeWithCompressedCopies(file, text);
    return file;
  });
}
