/**
 * What the outage tests drive besides the stack: the payment sandbox in this process (its webhooks and
 * their attempts in view, its verify call able to wait), a mail server that counts what it is sent and
 * can hold a message half-way, and a raw look at Redis's clients.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CURRENCY, MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_CONFIG } from '../../payment-sandbox/src/config';
import { buildCheckout, buildPaymentApi, createSandbox, type Sandbox } from '../../payment-sandbox/src/server';

const SUCCESS_CARD = { number: '4084 0840 8408 4081', expiry: '12/39', cvv: '408' };

/** A promise with its resolve, to hold something until the test says so. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export interface InProcessSandbox {
  sandbox: Sandbox;
  apiUrl: string;
  /** Initializes a transaction for `reference` and pays it with the approved test card (`charge.success` follows). */
  pay(params: { reference: string; amountNaira: number; email: string }): Promise<void>;
  /**
   * Holds every verify call of `reference` until the returned gate opens; `arrived` counts them. The
   * API's record call and webhook both verify before they record, so they wait there.
   */
  holdVerify(reference: string): { arrived(): number; release(): void };
  close(): Promise<void>;
}

/**
 * The payment sandbox (payment-sandbox/src) on `port`, its webhooks to `webhookUrl` with the provider's
 * retries (1 s and 5 s), signed with `secretKey`.
 */
export async function startSandbox(options: {
  port: number;
  webhookUrl: string;
  secretKey: string;
}): Promise<InProcessSandbox> {
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'silent'; // its request logs would drown the test's output
  const sandbox = createSandbox({ ...DEFAULT_CONFIG, secretKey: options.secretKey, webhookUrl: options.webhookUrl });
  const api: FastifyInstance = buildPaymentApi(sandbox);
  const checkout: FastifyInstance = buildCheckout(sandbox);
  if (level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = level;
  const held = new Map<string, { count: number; release: Promise<void>; open(): void }>();
  api.addHook('onRequest', async (request) => {
    const reference = decodeURIComponent(/^\/transaction\/verify\/([^/?]+)/.exec(request.url)?.[1] ?? '');
    const hold = held.get(reference);
    if (!hold) return;
    hold.count += 1;
    await hold.release;
  });
  const apiUrl = await api.listen({ host: '127.0.0.1', port: options.port });
  await checkout.ready();

  const call = async (path: string, body: object): Promise<Record<string, unknown>> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { message: string; data: Record<string, unknown> };
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
    return answer.data;
  };

  return {
    sandbox,
    apiUrl,
    async pay({ reference, amountNaira, email }) {
      const { access_code: accessCode } = await call('/transaction/initialize', {
        reference,
        email,
        amount: amountNaira * MINOR_UNITS_PER_NAIRA,
        currency: CURRENCY,
      });
      const charged = await checkout.inject({
        method: 'POST',
        url: '/checkout/charge',
        payload: { accessCode, ...SUCCESS_CARD },
      });
      if (charged.statusCode !== 200) throw new Error(`The test card was refused: ${charged.body}`);
    },
    holdVerify(reference) {
      const release = gate();
      const hold = { count: 0, release: release.opened, open: release.open };
      held.set(reference, hold);
      return {
        arrived: () => hold.count,
        release() {
          held.delete(reference);
          release.open();
        },
      };
    },
    async close() {
      for (const hold of held.values()) hold.open();
      await Promise.all([api.close(), checkout.close()]);
    },
  };
}

export interface MailCatcher {
  url: string;
  /** Message-ID → how many times it was received. */
  received: Map<string, number>;
  /**
   * Holds the next message in its DATA step (the server's 250 not yet sent: the API's job is in the
   * middle of sending it) until `release()`. `held` resolves with its Message-ID once one is held.
   */
  holdNext(): { held: Promise<string>; release(): void };
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on a free port, counting messages by Message-ID. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received = new Map<string, number>();
  let hold: { found: (id: string) => void; release: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(text)?.[1] ?? '(none)';
        received.set(id, (received.get(id) ?? 0) + 1);
        const current = hold;
        if (!current) return callback();
        hold = undefined;
        current.found(id);
        void current.release.then(() => callback());
      });
    },
  });
  // A connection that breaks (a replica killed while it sends) is reported here; the sender retries.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    holdNext() {
      const release = gate();
      let found: (id: string) => void = () => undefined;
      const held = new Promise<string>((resolve) => (found = resolve));
      hold = { found, release: release.opened };
      return { held, release: release.open };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The names of Redis's clients (`CLIENT LIST`), through a raw RESP exchange. */
export function redisClientNames(port: number, timeoutMs = 1000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (error?: Error) => {
      socket.destroy();
      if (error) return reject(error);
      resolve([...reply.matchAll(/ name=(\S*)/g)].map((match) => match[1] ?? ''));
    };
    socket.setTimeout(timeoutMs, () => done(new Error('Redis did not answer CLIENT LIST')));
    socket.once('connect', () => socket.write('CLIENT LIST\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      const header = /^\$(\d+)\r\n/.exec(reply);
      if (header && Buffer.byteLength(reply) >= header[0].length + Number(header[1]) + 2) done();
      else if (reply.startsWith('-')) done(new Error(reply.trim()));
    });
    socket.once('error', done);
  });
}
