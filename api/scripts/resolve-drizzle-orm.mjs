// Module resolve hook (see drizzle-kit.mjs): resolve `drizzle-orm` from the api workspace.
const apiPackage = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiPackage });
  }
  return next(specifier, context);
}
