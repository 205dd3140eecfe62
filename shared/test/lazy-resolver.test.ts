import { lazyResolver } from '../src/ui/lazy-resolver';

type Result = { values: Record<string, string>; errors: Record<string, string> };

/** A resolver that finds `name` required, as a zod schema's would. */
const nameRequired = async (values: Record<string, string>): Promise<Result> =>
  values.name ? { values, errors: {} } : { values: {}, errors: { name: 'Name is required' } };

describe('lazyResolver', () => {
  it('loads nothing until the form validates or is touched, then loads once', async () => {
    const load = jest.fn(() => Promise.resolve(nameRequired));
    const validation = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    validation.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(validation.resolver({ name: '' })).resolves.toEqual({
      values: {},
      errors: { name: 'Name is required' },
    });
    await expect(validation.resolver({ name: 'Ada' })).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('validates on the first submit even without a preload', async () => {
    const validation = lazyResolver(() => Promise.resolve(nameRequired));
    await expect(validation.resolver({ name: 'Ada' })).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
  });

  it('forgets a failed load, so the next validation tries again', async () => {
    const load = jest
      .fn<Promise<typeof nameRequired>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(nameRequired);
    const validation = lazyResolver(load);

    // A failed preload says nothing: it was only a head start.
    validation.preload();
    await Promise.resolve();
    await expect(validation.resolver({ name: 'Ada' })).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
