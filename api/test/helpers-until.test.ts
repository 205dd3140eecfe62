import { until } from './helpers/until';

describe("the tests' wait for what arrives on its own time", () => {
  it('checks until the condition holds, doing the given step in between', async () => {
    let checks = 0;
    const between = jest.fn(() => Promise.resolve());
    await until('the third check', () => Promise.resolve(++checks === 3), { between });
    expect(checks).toBe(3);
    expect(between).toHaveBeenCalledTimes(2);
  });

  it('fails once its time is up, naming what never came, as read at that moment', async () => {
    let state = 'queued';
    const waiting = until(
      async () => `the message sent (it is ${state})`,
      async () => false,
      { timeoutMs: 30, between: async () => void (state = 'failed') },
    );
    await expect(waiting).rejects.toThrow('Still not so after 30 ms: the message sent (it is failed)');
  });
});
