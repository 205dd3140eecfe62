/**
 * `@clean/shared/testing`: what every workspace's component tests render with. Test code only; the
 * lint rules keep application code from importing it.
 */
// First: they install fetch and `<dialog>` methods for jsdom before any test creates the base API.
import './dialog-polyfill';
export * from './render-with-providers';
export * from './mock-fetch';
export * from './fake-api';
export * from './money';
