/**
 * Counts failed logins per account identifier (known or not, so the throttle itself reveals nothing).
 * In memory: one process. Several processes behind a balancer want a shared store (see ARCHITECTURE).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.maxFailures;
  }

  recordFailure(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.prune();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
