import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderObjectStore } from '../../src/files/object-store';

describe('the object store in a folder (FILES_DIR)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'clean-folder-store-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives back the bytes it stored, and null for a key it does not hold', async () => {
    const store = folderObjectStore(dir);
    await store.put('job-photos/a1/p1', Buffer.from('photo'));
    expect((await store.get('job-photos/a1/p1'))?.toString()).toBe('photo');
    expect(await store.get('job-photos/a1/none')).toBeNull();
  });

  it('removes a key, and takes the removal of a key it does not hold as done', async () => {
    const store = folderObjectStore(dir);
    await store.put('job-photos/a1/gone', Buffer.from('photo'));
    await store.put('job-photos/a1/kept', Buffer.from('other photo'));
    await store.remove('job-photos/a1/gone');
    expect(await store.get('job-photos/a1/gone')).toBeNull();
    expect(await readdir(path.join(dir, 'job-photos', 'a1'))).toEqual(['kept']);
    await expect(store.remove('job-photos/a1/gone')).resolves.toBeUndefined();
    await expect(store.remove('job-photos/never/there')).resolves.toBeUndefined();
  });

  it('refuses a key that is not one of ours, never touching a path outside the folder', async () => {
    const store = folderObjectStore(dir);
    await expect(store.remove('../escape')).rejects.toThrow('Not an object key: "../escape"');
    await expect(store.put('a//b', Buffer.from('x'))).rejects.toThrow('Not an object key');
  });
});
