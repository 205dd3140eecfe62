/**
 * The sandbox's in-memory phones: each customer number's conversation over both channels, what the
 * sandbox was told to do with the next message to it (fail, delay, refuse), whether it is on the
 * Do-Not-Disturb register, and when its owner last wrote on WhatsApp (the 24-hour session window).
 */
export type Channel = 'whatsapp' | 'sms';

/** A WhatsApp message's states as Meta's status webhooks name them; `accepted`: answered, nothing sent yet. */
export type WhatsAppStatus = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';
/** An SMS's states as Termii's delivery reports name them; `Message Sent` is every SMS's first. */
export type SmsStatus = 'Message Sent' | 'Delivered' | 'DND Active on Phone Number' | 'Message Failed' | 'Received';

export interface MessageError {
  code: number;
  title: string;
  details: string;
}

export interface Message {
  /** `wamid.…` for WhatsApp, Termii's numeric `message_id` for SMS. */
  id: string;
  channel: Channel;
  direction: 'outbound' | 'inbound';
  /** The customer's number, digits only (a WhatsApp ID). */
  phone: string;
  /** What the customer reads: the text, or a template's name and parameters. */
  text: string;
  template?: { name: string; language: string; parameters: string[] };
  /** SMS only: the sender ID and the route (`dnd` or `generic`). */
  sender?: string;
  route?: string;
  status: WhatsAppStatus | SmsStatus;
  history: { status: WhatsAppStatus | SmsStatus; at: string }[];
  error?: MessageError;
  createdAt: string;
}

/** What happens to the next message sent to a number (once; then it is cleared). */
export type NextOutcome = { kind: 'fail' } | { kind: 'delay'; seconds: number } | { kind: 'refuse' };

export interface Phone {
  number: string;
  /** On the Do-Not-Disturb register: Termii's generic route never delivers to it. */
  dnd: boolean;
  /** Epoch milliseconds of the customer's last WhatsApp message to the business. */
  lastInboundAt: number | null;
  next: NextOutcome | null;
  messages: Message[];
}

export const SESSION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A number as WhatsApp IDs and Termii write it: international format, digits only (`+234 803…` → `234803…`). */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/** 7 to 15 digits (E.164 without the plus). */
export const isPhoneNumber = (digits: string): boolean => /^\d{7,15}$/.test(digits);

export class Phones {
  private readonly byNumber = new Map<string, Phone>();

  constructor(dndNumbers: readonly string[] = []) {
    for (const number of dndNumbers) this.get(number).dnd = true;
  }

  /** The phone of `number` (any spelling), created on first use. */
  get(number: string): Phone {
    const digits = phoneDigits(number);
    let phone = this.byNumber.get(digits);
    if (!phone) {
      phone = { number: digits, dnd: false, lastInboundAt: null, next: null, messages: [] };
      this.byNumber.set(digits, phone);
    }
    return phone;
  }

  find(number: string): Phone | undefined {
    return this.byNumber.get(phoneDigits(number));
  }

  /** Every phone, the one with the latest message first (phones with none last, by number). */
  list(): Phone[] {
    const latest = (phone: Phone) => phone.messages.at(-1)?.createdAt ?? '';
    return [...this.byNumber.values()].sort(
      (a, b) => latest(b).localeCompare(latest(a)) || a.number.localeCompare(b.number),
    );
  }

  /** Every message, or those of one number, oldest first. */
  messages(number?: string): Message[] {
    if (number !== undefined) return this.find(number)?.messages ?? [];
    return [...this.byNumber.values()]
      .flatMap((phone) => phone.messages)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** The outcome set for the next message to `number`, cleared as it is used. */
  takeNext(phone: Phone): NextOutcome | null {
    const next = phone.next;
    phone.next = null;
    return next;
  }

  /** Forgets every message and control; the configured DND numbers stay on the register. */
  clear(dndNumbers: readonly string[]): void {
    this.byNumber.clear();
    for (const number of dndNumbers) this.get(number).dnd = true;
  }
}

/** Moves a message to `status`, noting when. */
export function setStatus(message: Message, status: Message['status'], error?: MessageError): void {
  message.status = status;
  message.history.push({ status, at: new Date().toISOString() });
  if (error) message.error = error;
}
