type ZodGlobal = typeof globalThis & { __zod_globalConfig?: object };

/** Runs `work` with fresh copies of the modules it imports, counting code evaluated by `new Function`. */
async function countEvaluations(work: () => Promise<void>): Promise<number> {
  let evaluations = 0;
  const RealFunction = globalThis.Function;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      evaluations += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    await jest.isolateModulesAsync(work);
  } finally {
    globalThis.Function = RealFunction;
  }
  return evaluations;
}

const makeAndParseASchema = async () => {
  const { z } = await import('zod');
  const schema = z.object({ name: z.string(), amount: z.number() });
  expect(schema.parse({ name: 'Deep Cleaning', amount: 25000 })).toEqual({ name: 'Deep Cleaning', amount: 25000 });
};

describe('zod under a policy without unsafe-eval', () => {
  // zod keeps its settings on globalThis, shared by every copy: each test starts from none.
  beforeEach(() => delete (globalThis as ZodGlobal).__zod_globalConfig);

  it('evaluates code to make an object schema by default (what the shell turns off)', async () => {
    expect(await countEvaluations(makeAndParseASchema)).toBeGreaterThan(0);
  });

  it('evaluates none once the shell has started, in any copy of zod loaded after it', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('../src/lib/zod-without-eval');
    });
    // A remote's own copy of zod: another module instance, the same global setting.
    expect(await countEvaluations(makeAndParseASchema)).toBe(0);
  });
});
