// How long a test or hook may take unless it says otherwise: sized for a busy machine (CI next to
// another build: load average 8 and more on 2 cores), where jest's 5 s is too short for a page test's
// clicks or an API test's password hashes. Opening a database or building an app gets more
// (SETUP_TIMEOUT_MS, api/test/helpers). Read by jest.config.cjs and by the API runner's timeouts
// (jest-api-timeouts.ts), which jest's own option does not reach.
module.exports = { TEST_TIMEOUT_MS: 60_000 };
