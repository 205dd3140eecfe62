import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/**
 * How long `findBy…` and `waitFor` wait. Testing Library's default second is less than a lazy chunk's
 * first load or a save's round trip takes in CI, where two jest workers share two cores with
 * PostgreSQL and the API processes of other suites (docs/TESTING.md). A wait returns as soon as what it
 * waits for is there, so a passing test is no slower; only a failing one waits longer.
 */
configure({ asyncUtilTimeout: 5_000 });
