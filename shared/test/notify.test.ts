import type * as NotifyModule from '../src/ui/notify';
import type { Toaster } from '../src/ui/notify';

/** A fresh notify module (its state is per page), and a toaster that records what reached it. */
async function setup() {
  let module: typeof NotifyModule | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('../src/ui/notify');
  });
  const enqueueSnackbar = jest.fn((_message: unknown, options?: { key?: string | number }) => options?.key ?? 'x');
  const closeSnackbar = jest.fn();
  return {
    ...module!,
    toaster: { enqueueSnackbar, closeSnackbar } as unknown as Toaster,
    enqueueSnackbar,
    closeSnackbar,
  };
}

describe('notify', () => {
  it('asks the host for notistack only with the first toast', async () => {
    const { notify, toastHost } = await setup();
    const listener = jest.fn();
    toastHost.subscribe(listener);

    notify.remove();
    expect(toastHost.requested()).toBe(false);

    notify.info('One');
    notify.info('Two');
    expect(toastHost.requested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives the caller a key at once and shows what waited, in order, once the host connects', async () => {
    const { notify, toastHost, toaster, enqueueSnackbar, closeSnackbar } = await setup();
    const loading = notify.loading('Saving…');
    const saved = notify.update(loading, 'Saved', 'success');
    expect(saved).not.toBe(loading);
    expect(enqueueSnackbar).not.toHaveBeenCalled();

    toastHost.connect(toaster);
    expect(enqueueSnackbar.mock.calls).toEqual([
      ['Saving…', { variant: 'loading', persist: true, key: loading }],
      ['Saved', { variant: 'success', key: saved }],
    ]);
    expect(closeSnackbar).toHaveBeenCalledWith(loading);

    notify.error('Later');
    expect(enqueueSnackbar).toHaveBeenLastCalledWith('Later', { variant: 'error', key: expect.any(String) });
  });

  it('drops what waited when every toast is removed before the host connects', async () => {
    const { notify, toastHost, toaster, enqueueSnackbar } = await setup();
    notify.info('Gone');
    notify.remove();
    toastHost.connect(toaster);
    expect(enqueueSnackbar).not.toHaveBeenCalled();
  });

  it('refuses a toast without a message, with a warning, and carries on with the next one', async () => {
    const { notify, toastHost, toaster, enqueueSnackbar, closeSnackbar } = await setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    toastHost.connect(toaster);

    expect(() => notify.error('')).not.toThrow();
    notify.success('   ');
    const loading = notify.loading('');
    expect(enqueueSnackbar).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);

    // Replacing with an empty message still closes what it replaces.
    notify.update(loading, '', 'success');
    expect(closeSnackbar).toHaveBeenCalledWith(loading);
    expect(enqueueSnackbar).not.toHaveBeenCalled();

    notify.info('Saved');
    expect(enqueueSnackbar).toHaveBeenCalledWith('Saved', { variant: 'info', key: expect.any(String) });
    warn.mockRestore();
  });

  it('does not ask for notistack for a refused toast alone', async () => {
    const { notify, toastHost } = await setup();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    notify.warning('');
    expect(toastHost.requested()).toBe(false);
    jest.restoreAllMocks();
  });
});
