/**
 * How a remote loads a module of another remote at run time (the booking page's payment popup): through
 * the shell's federation runtime, under the names the shell registered. A remote bundles no runtime of
 * its own and never imports the shell; the shell hands its loader over once at start.
 */
export type * from './payment-popup';

type RemoteLoader = (id: string) => Promise<unknown>;

let loader: RemoteLoader | undefined;

/** Called once by the shell at start with the federation runtime's `loadRemote`. */
export function provideRemoteLoader(load: RemoteLoader): void {
  loader = load;
}

/** The module `id` (`clean_<remote>/<exposed>`); rejects with an Error saying why when it cannot be had. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) throw new Error(`Cannot load "${id}": no remote loader was provided (the shell provides it at start).`);
  const loaded = await loader(id);
  if (!loaded) throw new Error(`The remote module "${id}" could not be loaded.`);
  return loaded as T;
}
