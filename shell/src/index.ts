// First: before any module makes a zod schema.
import './lib/zod-without-eval';
import { ROOT_ID } from '@clean/shared/prerender';
import { start } from './app/start';

const container = document.getElementById(ROOT_ID);
if (container) void start(container);
