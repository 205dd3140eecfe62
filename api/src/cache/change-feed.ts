/**
 * How a committed write drops the read caches it made stale, in every API process sharing the
 * database. Repositories call `changed(topic)` after each write (so no route can forget it): the
 * writing process drops its own answers at once, and on PostgreSQL a `NOTIFY` tells the others, each
 * of which keeps one dedicated `LISTEN` connection; the write answers once its own notification has
 * come back. A process that is not listening (not connected yet, or its connection dropped) keeps no
 * answers, and forgets everything when it listens again, since notifications sent meanwhile are lost.
 * See docs/DECISIONS.md, "Read caches on every replica".
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ReadCache } from './read-cache';

/** What a write can make stale. */
export type ChangeTopic = 'catalogue' | 'availability';
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['catalogue', 'availability'];

export type ReadCaches = Record<ChangeTopic, ReadCache>;

/** What a repository calls once a write is committed. */
export interface ChangeNotifier {
  /**
   * Drops this process's answers of `topic` at once; resolves once every other process has been sent
   * the news (on PostgreSQL: once the NOTIFY is committed). Never rejects: the write itself succeeded.
   */
  changed(topic: ChangeTopic): Promise<void>;
}

export interface ChangeFeed extends ChangeNotifier {
  close(): Promise<void>;
}

/** For writes no cache can have seen yet (the first-start seed runs before any read). */
export const NO_CHANGE_FEED: ChangeNotifier = { changed: async () => undefined };

interface FeedLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** One process owns the database (PGlite): dropping its own answers is all there is to do. */
export function createLocalChangeFeed(caches: ReadCaches): ChangeFeed {
  return {
    async changed(topic) {
      caches[topic].invalidate();
    },
    async close() {},
  };
}

/** The PostgreSQL channel; LISTEN/NOTIFY is per database, so the replicas of one deployment share it. */
export const CACHE_CHANNEL = 'clean_read_cache';
/** `application_name` of the listening connections, to tell them apart in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'clean-api-read-cache';

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;
/** A connection can die without a word (a silent network): a query this often proves it alive. */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
/** The longest a write waits for its own notification to come back (it normally takes a millisecond). */
const ECHO_TIMEOUT_MS = 1_000;

export interface PostgresChangeFeedOptions {
  /** The app's pool: NOTIFYs go through it, and the listener connects with its settings. */
  pool: pg.Pool;
  caches: ReadCaches;
  /** False (READ_CACHE=false): keep nothing, so listen to nothing, but still tell the others. */
  listen: boolean;
  log: FeedLogger;
}

/** Payload of a notification: `{origin}:{sequence} {topic},{topic}`. */
function parsePayload(payload: string | undefined): { origin: string; sequence: number; topics: ChangeTopic[] } {
  const [sender = '', listed = ''] = (payload ?? '').split(' ');
  const [origin = '', sequence = ''] = sender.split(':');
  const named = listed.split(',');
  const known = CHANGE_TOPICS.filter((topic) => named.includes(topic));
  // A payload this version cannot read (another version mid-deploy): drop everything to be safe.
  return { origin, sequence: Number(sequence), topics: known.length > 0 ? known : [...CHANGE_TOPICS] };
}

/**
 * Waits for this process's own notifications to come back through its listening connection. PostgreSQL
 * signals every listener at the same commit, so once ours is back, the other processes have theirs: a
 * write answers only then, and a client that reads through another replica next finds its answers
 * already dropped.
 */
function createEchoes() {
  let received = 0;
  /** One wait per notification, shared by the writes of its batch. */
  const waiting = new Map<number, { back: Promise<void>; done(): void }>();
  return {
    /** Resolves when notification `sequence` is back, at once when not listening, or after a timeout. */
    wait(sequence: number, listening: boolean): Promise<void> {
      if (!listening || sequence <= received) return Promise.resolve();
      const pending = waiting.get(sequence);
      if (pending) return pending.back;
      let done: () => void = () => undefined;
      const back = new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), ECHO_TIMEOUT_MS);
        done = () => {
          clearTimeout(timer);
          waiting.delete(sequence);
          resolve();
        };
      });
      waiting.set(sequence, { back, done });
      return back;
    },
    /** Notifications arrive in the order they were committed: everything up to `sequence` is back. */
    received(sequence: number) {
      received = Math.max(received, sequence);
      for (const [number, pending] of waiting) if (number <= sequence) pending.done();
    },
    /** The listener is gone: nothing more will come back. */
    releaseAll() {
      for (const pending of [...waiting.values()]) pending.done();
    },
  };
}

/**
 * NOTIFY after each commit, coalesced: while one is being sent, the topics of later writes wait for the
 * next, so a burst of bookings costs one NOTIFY per round trip, not one each (a notifying commit takes a
 * database-wide lock). A write resolves once its notification is committed and, while listening, back
 * (see `createEchoes`).
 */
function createPublisher(options: {
  pool: pg.Pool;
  origin: string;
  log: FeedLogger;
  delivered: (sequence: number) => Promise<void>;
}) {
  let sequence = 0;
  let sending: Promise<number | null> | undefined;
  let batch: { topics: Set<ChangeTopic>; sent: Promise<number | null> } | undefined;
  /** The notification's sequence number once committed; null (logged) when it failed. */
  const send = async (topics: Set<ChangeTopic>): Promise<number | null> => {
    sequence += 1;
    const number = sequence;
    try {
      await options.pool.query('SELECT pg_notify($1, $2)', [
        CACHE_CHANNEL,
        `${options.origin}:${number} ${[...topics].join(',')}`,
      ]);
      return number;
    } catch (error) {
      // The write is committed; other processes' answers now live at most `maxAgeMs` longer.
      options.log.warn({ err: error, topics: [...topics] }, 'read cache: the change notification could not be sent');
      return null;
    }
  };
  return async (topic: ChangeTopic): Promise<void> => {
    if (!batch) {
      const topics = new Set<ChangeTopic>();
      const previous = sending;
      const sent = (async () => {
        // One NOTIFY in flight at a time: the writes made during its round trip share the next one.
        await previous;
        batch = undefined;
        return send(topics);
      })();
      batch = { topics, sent };
      sending = sent;
    }
    batch.topics.add(topic);
    const number = await batch.sent;
    if (number !== null) await options.delivered(number);
  };
}

/**
 * The change feed of a PostgreSQL deployment. Resolves once the first LISTEN is up (or has failed: it
 * then keeps retrying, with the caches off meanwhile).
 */
export async function startPostgresChangeFeed(options: PostgresChangeFeedOptions): Promise<ChangeFeed> {
  const { pool, caches, log } = options;
  const origin = randomUUID();
  const echoes = createEchoes();
  let client: pg.Client | undefined;
  let listening = false;
  const publish = createPublisher({
    pool,
    origin,
    log,
    delivered: async (sequence) => {
      await echoes.wait(sequence, listening);
      // Other notifications that arrived with ours are handled before the write answers.
      await new Promise((resolve) => setImmediate(resolve));
    },
  });
  const changed = (topic: ChangeTopic) => {
    caches[topic].invalidate();
    return publish(topic);
  };
  const setLive = (live: boolean) => {
    listening = live;
    if (!live) echoes.releaseAll();
    for (const topic of CHANGE_TOPICS) caches[topic].setLive(live);
  };

  if (!options.listen) {
    return { changed, async close() {} };
  }

  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  setLive(false);

  const dropped = (from: pg.Client, error?: Error) => {
    if (from !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    setLive(false);
    from.removeAllListeners('notification');
    // Errors are already reported through the events; ending a dead client only frees its socket.
    from.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error, retryInMs: retryMs }, 'read cache: listening connection lost; answers not kept meanwhile');
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    retryTimer = undefined;
    const next = new pg.Client({
      ...pool.options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    next.on('notification', (message) => {
      if (message.channel !== CACHE_CHANNEL) return;
      const notification = parsePayload(message.payload);
      // Our own: the answers were dropped when the write was made.
      if (notification.origin === origin) return echoes.received(notification.sequence);
      for (const topic of notification.topics) caches[topic].invalidate();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      dropped(next, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (client !== next) return;
    // Listening from here on; whatever was kept before may have missed changes (setLive forgets it).
    setLive(true);
    retryMs = RETRY_MIN_MS;
    heartbeat = setInterval(() => {
      next.query('SELECT 1').catch((error: unknown) => {
        dropped(next, error instanceof Error ? error : new Error(String(error)));
      });
    }, HEARTBEAT_MS);
    heartbeat.unref();
    log.info({ channel: CACHE_CHANNEL }, 'read cache: listening for changes of other processes');
  };

  await connect();

  return {
    changed,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      setLive(false);
      await current?.end().catch(() => undefined);
    },
  };
}
