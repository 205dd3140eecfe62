export * from './common';
export * from './contact';
export * from './catalogue';
export * from './appointment';
export * from './booking';
export * from './admin';
export * from './payments';
export * from './receipt';
