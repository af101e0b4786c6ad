import { sql } from 'drizzle-orm';
import type { TDatabase, TDatabaseHandle, TListener } from '../../db/client.ts';

/** The PostgreSQL NOTIFY channel of messaging: every server process on the database hears every event (migration 0058's trigger names it too). */
export const MESSAGE_CHANNEL = 'tawzeef_messages';

/**
 * What happened, for whom: `message` (a new message, or one that changed: an invitation answered), `read` (someone
 * read messages: their own counts changed). The payload stays small (NOTIFY allows 8000 bytes): ids only, never text.
 */
export type TMessageEvent =
  | {
      type: 'message' | 'read';
      conversation_id: number;
      message_id?: number;
      /** The account whose act it was (the sender, the one who answered): its own streams are told `from_me`. */
      actor_id?: number;
      /** The accounts (user ids) whose streams should hear of it. */
      user_ids: number[];
    }
  /** The account's company membership ended or changed its role (migration 0058's trigger): its streams check whether they may stay open (decision 125). */
  | { type: 'access'; user_ids: number[] }
  /** A session ended, however (migration 0084's trigger): the streams opened with it close at once (decision 166). */
  | { type: 'session_ended'; session_id: number; user_ids: number[] };

/** What a stream is told besides the events: the LISTEN connection came back, counts may have moved meanwhile. */
export type TDelivered = TMessageEvent | { type: 'resync' };

type TSubscriber = (event: TDelivered) => void;

interface THubLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * The fan-out of messaging events (decision 029): a sender NOTIFYs on MESSAGE_CHANNEL (in its transaction, so the
 * event goes out once the message is there); each process LISTENs once, on its own connection, while it has
 * subscribers, and hands each event to the streams of the accounts it names. A lost LISTEN connection is opened
 * again with backoff, and every stream is told to count again (events of the gap are not replayed).
 */
export class MessageHub {
  private readonly subscribers = new Map<number, Set<TSubscriber>>();
  private readonly streamEnds = new Set<() => void>();
  private listener: Promise<TListener> | null = null;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  private log: THubLogger = console;

  constructor(private readonly database: Pick<TDatabaseHandle, 'listen'>) {}

  /** The event streams open now (decision 113: the metrics). */
  get openStreams(): number {
    return this.streamEnds.size;
  }

  /** Where losing the LISTEN connection is logged (the app's logger, once it exists). */
  useLogger(log: THubLogger): void {
    this.log = log;
  }

  /** Sends an event to every process (inside a transaction: when it commits). */
  static async publish(db: TDatabase, event: TMessageEvent): Promise<void> {
    await db.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(event)})`);
  }

  /** Calls `onEvent` for the account's events until the returned function is called. Resolves once listening. */
  async subscribe(userId: number, onEvent: TSubscriber): Promise<() => void> {
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(onEvent);
    const unsubscribe = () => {
      set.delete(onEvent);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
    try {
      await this.listen();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** A stream to end when the process drains or closes (an endless response would hold the shutdown). */
  track(end: () => void): () => void {
    this.streamEnds.add(end);
    return () => this.streamEnds.delete(end);
  }

  /** Ends every open stream (the clients reconnect, to another process behind a balancer). */
  endStreams(): void {
    for (const end of [...this.streamEnds]) end();
    this.streamEnds.clear();
  }

  /** How many accounts this process has streams for (tests). */
  get subscribedAccounts(): number {
    return this.subscribers.size;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.endStreams();
    const listener = this.listener;
    this.listener = null;
    if (listener) await (await listener.catch(() => null))?.close();
  }

  private listen(): Promise<TListener> {
    if (this.stopped) return Promise.reject(new Error('the message hub is stopped'));
    this.listener ??= this.database.listen(
      MESSAGE_CHANNEL,
      (payload) => this.deliver(payload),
      (error) => this.lost(error),
    );
    const current = this.listener;
    current.then(
      () => {
        this.retryMs = RECONNECT_MIN_MS;
      },
      () => {
        if (this.listener === current) this.listener = null;
      },
    );
    return current;
  }

  private deliver(payload: string): void {
    let event: TMessageEvent;
    try {
      event = JSON.parse(payload) as TMessageEvent;
    } catch {
      return;
    }
    if (!Array.isArray(event.user_ids)) return;
    for (const userId of new Set(event.user_ids)) {
      for (const subscriber of this.subscribers.get(userId) ?? []) subscriber(event);
    }
  }

  private lost(error: Error): void {
    this.listener = null;
    if (this.stopped) return;
    this.log.warn({ err: error }, 'message events: LISTEN connection lost, listening again');
    const retry = () => {
      this.retryTimer = undefined;
      if (this.stopped || this.subscribers.size === 0) return;
      this.listen().then(
        () => {
          for (const set of this.subscribers.values()) for (const subscriber of set) subscriber({ type: 'resync' });
        },
        (failure: unknown) => {
          this.log.error({ err: failure }, 'message events: LISTEN failed');
          this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
          this.retryTimer = setTimeout(retry, this.retryMs);
          this.retryTimer.unref();
        },
      );
    };
    this.retryTimer = setTimeout(retry, this.retryMs);
    this.retryTimer.unref();
  }
}
