import { describeConfigProblems, runtimeConfig, type RuntimeConfig } from '@clean/shared';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Reads `/config.json` (written per environment) and validates it, listing what is wrong. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof RuntimeConfigError) throw error;
    throw new RuntimeConfigError(`${url} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = runtimeConfig.safeParse(body);
  if (!parsed.success) throw new RuntimeConfigError(`${url} is invalid:\n${describeConfigProblems(parsed.error)}`);
  return parsed.data;
}
