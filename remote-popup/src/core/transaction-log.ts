/**
 * The transaction log the provider keeps (docs/PRODUCT.md#payment-popup): attempts, errors and a history of messages,
 * saved to the API after each logged event (a failed save is ignored).
 */
import type { LogEntry, TransactionLog } from './types';

const IOS_PLATFORMS = ['iPad Simulator', 'iPhone Simulator', 'iPod Simulator', 'iPad', 'iPhone', 'iPod'];

export const now = (): number => Math.round(Date.now() / 1000);

/** An iOS device, or an iPad that says it is a Mac. */
export function isMobileApple(): boolean {
  const navigator = window.navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = navigator.platform || navigator.userAgentData?.platform || '';
  return IOS_PLATFORMS.includes(platform) || (navigator.userAgent.includes('Mac') && 'ontouchend' in document);
}

export function createLog(previous?: Partial<TransactionLog> | null): TransactionLog {
  return {
    start_time: now(),
    time_spent: 0,
    attempts: previous?.attempts || 0,
    authentication: previous?.authentication,
    errors: previous?.errors || 0,
    success: false,
    mobile: isMobileApple(),
    input: [],
    history: previous?.history || [],
  };
}

export function timeSpent(log: TransactionLog): number {
  log.time_spent = now() - log.start_time;
  return log.time_spent;
}

export function addEntry(log: TransactionLog, type: LogEntry['type'], message: string): void {
  log.history.push({ type, message, time: timeSpent(log) });
}

export const attemptMessage = (method?: string): string => `Attempted to pay${method ? ` with ${method}` : ''}`;
export const errorMessage = (message?: string): string => `Error${message ? `: ${message}` : ''}`;
export const successMessage = (method?: string): string => `Successfully paid${method ? ` with ${method}` : ''}`;
