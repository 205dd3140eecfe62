import { loadRemoteModule, provideRemoteLoader } from '../src/federation/remote-modules';

describe('loadRemoteModule', () => {
  it('rejects with a clear Error while no loader was provided', async () => {
    await expect(loadRemoteModule('clean_popup/popup')).rejects.toThrow(
      'Cannot load "clean_popup/popup": no remote loader was provided (the shell provides it at start).',
    );
  });

  it('answers what the provided loader loads, and rejects when it fails or finds nothing', async () => {
    const module = { CleanPop: class {} };
    provideRemoteLoader(async (id) => (id === 'clean_popup/popup' ? module : undefined));
    await expect(loadRemoteModule('clean_popup/popup')).resolves.toBe(module);
    await expect(loadRemoteModule('clean_popup/missing')).rejects.toThrow(
      'The remote module "clean_popup/missing" could not be loaded.',
    );
    provideRemoteLoader(() => Promise.reject(new Error('remote down')));
    await expect(loadRemoteModule('clean_popup/popup')).rejects.toThrow('remote down');
  });
});
