/** How long a test or hook may take unless it says otherwise (jest-test-timeout.cjs). */
export declare const TEST_TIMEOUT_MS: number;
