/**
 * Timeouts for the runner of the API project (jest-api-runner.mjs). jest-light-runner awaits each test
 * and hook for as long as it takes: a test that hangs would hang the whole run. This setup file gives
 * every test and hook the limit jest's own runner would (its third or second argument, else
 * TEST_TIMEOUT_MS), and fails it with jest's message when the limit passes.
 */
import { TEST_TIMEOUT_MS } from './jest-test-timeout.cjs';

type Body = (this: unknown) => unknown;
type Register = (name: string, body: Body, timeout?: number) => unknown;
type RegisterHook = (body: Body, timeout?: number) => unknown;
type EachBody = (...row: unknown[]) => unknown;
type Each = (...table: unknown[]) => (name: string, body: EachBody, timeout?: number) => unknown;

/** `body` failed after `timeout` ms; a body that takes `done` (none here) is left as it is. */
function limited<Args extends unknown[]>(
  body: (...args: Args) => unknown,
  timeout: number | undefined,
  what: string,
): (...args: Args) => Promise<unknown> {
  const limit = timeout ?? TEST_TIMEOUT_MS;
  return async function (this: unknown, ...args: Args) {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `Exceeded timeout of ${limit} ms for ${what}.\n` +
                'Add a timeout value to this test to increase the timeout, if this is a long-running test.',
            ),
          ),
        limit,
      );
    });
    try {
      return await Promise.race([Promise.resolve(body.apply(this, args)), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function limitTests(register: Register & { only: Register; skip: unknown; each: Each }): Register {
  const wrap =
    (inner: Register): Register =>
    (name, body, timeout) =>
      inner(name, body.length > 0 ? body : limited(body, timeout, 'a test'), timeout);
  const each: Each =
    (...table) =>
    (name, body, timeout) =>
      register.each(...table)(name, limited(body, timeout, 'a test'), timeout);
  return Object.assign(wrap(register), { ...register, only: wrap(register.only), each });
}

function limitHook(register: RegisterHook, what: string): RegisterHook {
  return (body, timeout) => register(body.length > 0 ? body : limited(body, timeout, what), timeout);
}

// The globals jest-light-runner sets up, replaced by ones that time out.
const globals = globalThis as unknown as Record<string, unknown>;
for (const name of ['it', 'test']) {
  globals[name] = limitTests(globals[name] as Parameters<typeof limitTests>[0]);
}
for (const name of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  globals[name] = limitHook(globals[name] as RegisterHook, `a hook (${name})`);
}
