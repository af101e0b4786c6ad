import { createHash } from 'node:crypto';
import type { TDatabase } from '../../db/client.ts';
import { clearGuesses, countGuess, deleteEndedGuessWindows, uncountGuess } from './queries.ts';

/** Who makes a guess at a password: the account it is for (when there is one), the identifier typed, the address. */
export interface TGuesser {
  account?: number | undefined;
  /** The normalised email or phone typed at login, whether or not an account has it. */
  identifier?: string;
  address?: string;
  /** The account whose second step (a one-time code, decision 160) is guessed: its own count, which a right password does not clear. */
  secondStep?: number | undefined;
}

export type TGuessOutcome = 'right' | 'wrong' | 'throttled';

/** An address may make this many times an account's allowance: a few people behind one office address mistype too. */
export const ADDRESS_ALLOWANCE_FACTOR = 10;
/** Every so many guesses a process forgets the counters whose window has ended. */
const PRUNE_EVERY = 500;

/**
 * Password guesses allowed per account, per identifier typed and per client address, counted in PostgreSQL so
 * every server process shares them (decision 022). A guess is counted before the password is checked, in the
 * statement that decides whether it may be checked: parallel guesses each get their own place in the count,
 * and those past the allowance are refused without a check. Windows are fixed: the first guess counted opens
 * one of `windowMs`, and a right password clears the account's and the identifier's counts.
 */
export class LoginThrottle {
  private guesses = 0;

  constructor(
    readonly maxFailures: number,
    readonly windowMs: number,
  ) {}

  /** Runs `check` (a password verification) as one guess by `who`, or refuses it when an allowance is spent. */
  async guard(db: TDatabase, who: TGuesser, check: () => Promise<boolean>): Promise<TGuessOutcome> {
    this.guesses += 1;
    if (this.guesses % PRUNE_EVERY === 0) await deleteEndedGuessWindows(db);
    const counted = await countGuess(db, keysOf(who), this.windowMs);
    if (counted.some((row) => row.failures > this.allowanceOf(row.key))) {
      await Promise.all(counted.map((row) => uncountGuess(db, row)));
      return 'throttled';
    }
    if (!(await check())) return 'wrong';
    // Right: the account and the identifier start again; the address only gets this guess back.
    await Promise.all(counted.map((row) => (isAddress(row.key) ? uncountGuess(db, row) : clearGuesses(db, row.key))));
    return 'right';
  }

  private allowanceOf(key: string): number {
    return isAddress(key) ? this.maxFailures * ADDRESS_ALLOWANCE_FACTOR : this.maxFailures;
  }
}

/** The counters of a guess. A typed identifier is kept only as a hash: people type passwords there too. */
function keysOf(who: TGuesser): string[] {
  const keys: string[] = [];
  if (who.account !== undefined) keys.push(`account:${who.account}`);
  if (who.identifier !== undefined) keys.push(`login:${createHash('sha256').update(who.identifier).digest('hex')}`);
  if (who.secondStep !== undefined) keys.push(`second-step:${who.secondStep}`);
  if (who.address !== undefined) keys.push(`address:${who.address}`);
  if (keys.length === 0) throw new Error('a guess needs at least one key to count under');
  return keys;
}

const isAddress = (key: string) => key.startsWith('address:');
