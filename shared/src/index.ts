export * from './constants';
// Request/response schemas (zod) are imported from '@clean/shared/schemas' by the pages that need
// them, so zod is not part of every first visit; their types are available here.
export type * from './schemas';
// Dates are imported from '@clean/shared/dates' by the pages that show or send them.
export * from './format/money';
export * from './content';
export * from './config/paths';
export * from './config/runtime-config';
export * from './config/routes';
export * from './config/remote-contract';
// The store is `@clean/shared/store`, loaded with the first page that reads it; its types are here.
export type * from './store';
// The base API is `@clean/shared/api`, loaded with the pages that call it (RTK Query stays off first visits).
export * from './api/admin-token';
export * from './api/api-error';
export * from './ui/notify';
export * from './ui/lazy-page';
export * from './federation/remote-modules';
