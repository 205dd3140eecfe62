export * from './money';
export * from './dates';
export * from './plan-terms';
export * from './control-characters';
export * from './job-length';
export * from './job-quote';
export { defaultContactChannel, isNigerianMobile } from './phone';
