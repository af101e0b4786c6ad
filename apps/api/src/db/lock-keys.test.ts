import { describe, expect, it } from 'vitest';
import { ALERT_DIGEST_LOCK_KEY } from '../modules/alerts/digest.ts';
import { APPLICATION_DIGEST_LOCK_KEY } from '../modules/applications/company-digest.ts';
import { DELIVERY_LOCK_KEY } from '../modules/delivery/retry.ts';
import { STORAGE_CLEAN_UP_LOCK_KEY } from '../modules/files/clean-up.ts';
import { JOB_EXPIRY_LOCK_KEY } from '../modules/jobs/scheduler.ts';
import { CODE_ISSUE_LOCK } from '../modules/verification/queries.ts';

describe('PostgreSQL advisory lock keys', () => {
  it('are distinct, so that one schedule never waits for or skips another', () => {
    const keys = [ALERT_DIGEST_LOCK_KEY, APPLICATION_DIGEST_LOCK_KEY, DELIVERY_LOCK_KEY, STORAGE_CLEAN_UP_LOCK_KEY, JOB_EXPIRY_LOCK_KEY, CODE_ISSUE_LOCK];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
