/** What the verification and phone tests share to read what the local outbox sent (decision 006, 046). */
import { randomInt } from 'node:crypto';
import { vi } from 'vitest';

/** A Saudi mobile number as the SMS outbox records it: 05XXXXXXXX → +9665XXXXXXXX. */
export const e164 = (phone: string) => phone.replace(/^0/, '+966');

/** A random client address, so that per-address limits of one test do not reach another. */
export const newAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The 6-digit code in a text message, or '' when there is none. */
export const codeIn = (sms: { body: string } | undefined) => /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';

/** Waits for a message sent after the answer (the state the test needs), however slow the machine is. */
export const arrived = <T>(find: () => T | undefined): Promise<T> =>
  vi.waitFor(
    () => {
      const found = find();
      if (found === undefined) throw new Error('not sent yet');
      return found;
    },
    { timeout: 20_000, interval: 5 },
  );
