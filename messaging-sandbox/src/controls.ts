/**
 * The inbox's controls over one number, shared by the page's forms and the test API: what happens
 * to the next message sent to it, and whether it is on the Do-Not-Disturb register.
 */
import { isPhoneNumber, phoneDigits, SESSION_WINDOW_MS, type Message, type NextOutcome, type Phone } from './phones';
import type { Sandbox } from './sandbox';

export class InboxError extends Error {}

/** A delay longer than this is surely a typo (the page's field is seconds). */
const MAX_DELAY_SECONDS = 3600;

export interface ControlsInput {
  phone?: unknown;
  /** `fail`, `delay`, `refuse`, or `none` to clear; absent: unchanged. */
  next?: unknown;
  /** With `delay`: how long the message's statuses (or report) wait, in seconds. */
  seconds?: unknown;
  /** Absent: unchanged. */
  dnd?: unknown;
}

/** A customer number from a form or a JSON body, digits only; refused unless 7 to 15 digits. */
export function phoneNumberOf(value: unknown): string {
  const digits = typeof value === 'string' || typeof value === 'number' ? phoneDigits(String(value)) : '';
  if (!isPhoneNumber(digits))
    throw new InboxError('A phone number in international format is required (e.g. 2348031234567).');
  return digits;
}

function nextOutcome(next: unknown, seconds: unknown): NextOutcome | null {
  if (next === 'none' || next === null || next === '') return null;
  if (next === 'fail' || next === 'refuse') return { kind: next };
  if (next === 'delay') {
    const value = Number(seconds);
    if (!Number.isFinite(value) || value <= 0 || value > MAX_DELAY_SECONDS) {
      throw new InboxError(`A delay takes seconds: more than 0, at most ${MAX_DELAY_SECONDS}.`);
    }
    return { kind: 'delay', seconds: value };
  }
  throw new InboxError('next is one of fail, delay, refuse or none.');
}

export function applyControls(sandbox: Sandbox, input: ControlsInput): Phone {
  const phone = sandbox.phones.get(phoneNumberOf(input.phone));
  if (input.next !== undefined) phone.next = nextOutcome(input.next, input.seconds);
  if (input.dnd !== undefined) {
    if (typeof input.dnd !== 'boolean') throw new InboxError('dnd is true or false.');
    phone.dnd = input.dnd;
  }
  return phone;
}

export interface PhoneView {
  number: string;
  dnd: boolean;
  next: NextOutcome | null;
  /** Until when free-form WhatsApp messages are allowed (24 hours after the customer last wrote). */
  sessionOpenUntil: string | null;
  messages: Message[];
}

export function phoneView(sandbox: Sandbox, phone: Phone): PhoneView {
  const until = phone.lastInboundAt === null ? null : phone.lastInboundAt + SESSION_WINDOW_MS;
  return {
    number: phone.number,
    dnd: phone.dnd,
    next: phone.next,
    sessionOpenUntil: until !== null && until > sandbox.now() ? new Date(until).toISOString() : null,
    messages: phone.messages,
  };
}
