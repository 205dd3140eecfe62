// First: before any module makes a zod schema.
import '../lib/zod-without-eval';

export { start } from './start';
