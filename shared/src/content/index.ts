export * from './company';
export * from './navigation';
