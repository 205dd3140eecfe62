export * from './page-head';
export * from './site-files';
export * from './structured-data';
export * from './structured-data-check';
