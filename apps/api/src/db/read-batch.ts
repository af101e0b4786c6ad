/**
 * One statement for the reads of many requests (decision 054). The busiest reads (a search's cards with the newest
 * change, an authenticated request's session) are each one small statement, and under load their round trips, not
 * PostgreSQL's work, are most of what they cost: the driver's socket writes, the server's wake-ups, a pooled
 * connection a request. A ReadBatch sends one statement for every request that asked while the previous one of
 * its kind was under way (the first alone), and hands each its share of the answer.
 *
 * Nothing is read before it was asked for: a request joins only a statement that has not been sent yet, so what it
 * reads is at least as new as a statement of its own would have been (a change committed before the request asked
 * is seen). A failed statement fails every request of its batch with the same error.
 */
/**
 * Statements of one kind under way at once in a process by default: two measured best (four gave fewer searches a
 * second; decision 054).
 */
export const READS_AT_ONCE = 2;

export class ReadBatch<TAsk, TAnswer> {
  private waiting: Array<{ ask: TAsk; resolve: (answer: TAnswer) => void; reject: (error: unknown) => void }> = [];
  private running = 0;

  /**
   * `read` answers the asks of one batch, in their order (one answer each); `concurrency` statements may be under
   * way at once (a batch waits for one of them to end).
   */
  constructor(
    private readonly read: (asks: TAsk[]) => Promise<TAnswer[]>,
    private readonly concurrency = READS_AT_ONCE,
  ) {}

  /** The answer to `ask`, read with the asks of other requests waiting at the same time. */
  get(ask: TAsk): Promise<TAnswer> {
    return new Promise<TAnswer>((resolve, reject) => {
      this.waiting.push({ ask, resolve, reject });
      // Sent after the requests read in this turn of the event loop have asked too.
      if (this.running < this.concurrency) {
        this.running += 1;
        setImmediate(() => void this.send());
      }
    });
  }

  private async send(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        const answers = await this.read(batch.map((entry) => entry.ask));
        if (answers.length !== batch.length) throw new Error(`a read batch answered ${answers.length} of ${batch.length} asks`);
        batch.forEach((entry, i) => entry.resolve(answers[i]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.running -= 1;
  }
}

/** One ReadBatch per key (a database, a language), made on first use. */
export class ReadBatches<TKey extends object, TAsk, TAnswer> {
  private readonly batches = new WeakMap<TKey, ReadBatch<TAsk, TAnswer>>();

  constructor(private readonly make: (key: TKey) => ReadBatch<TAsk, TAnswer>) {}

  of(key: TKey): ReadBatch<TAsk, TAnswer> {
    let batch = this.batches.get(key);
    if (!batch) this.batches.set(key, (batch = this.make(key)));
    return batch;
  }
}
