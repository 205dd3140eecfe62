// Lagos time is written once, in @clean/shared (shared/src/format/lagos-time.ts); the API's modules
// import it from there. This re-export only keeps older imports working until they are moved.
export * from '@clean/shared/lagos-time';
