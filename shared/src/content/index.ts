export * from './company';
export * from './navigation';
export * from './privacy-notice';
