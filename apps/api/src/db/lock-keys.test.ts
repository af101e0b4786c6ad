import { describe, expect, it } from 'vitest';
import { ALERT_DIGEST_LOCK_KEY } from '../modules/alerts/digest.ts';
import { APPLICATION_DIGEST_LOCK_KEY } from '../modules/applications/company-digest.ts';
import { DELIVERY_LOCK_KEY } from '../modules/delivery/retry.ts';
import { STORAGE_CLEAN_UP_LOCK_KEY } from '../modules/files/clean-up.ts';
import { JOB_EXPIRY_LOCK_KEY } from '../modules/jobs/scheduler.ts';
import { CODE_ISSUE_LOCK } from '../modules/verification/queries.ts';
import { CONVERSATION_START_LOCK } from '../modules/messages/service.ts';
import { UNREAD_MAIL_LOCK_KEY } from '../modules/messages/unread-mail.ts';
import { SALARY_REPORTS_LOCK_KEY } from '../modules/salaries/scheduler.ts';
import { CV_OPEN_LOCK } from '../modules/applications/cv-views.ts';
import { MEMBER_DIGEST_LOCK_KEY } from '../modules/applications/member-digest.ts';
import { PREPARE_LOCK_KEY } from './client.ts';
import { SAVED_SEARCH_LOCK_KEY } from '../modules/saved-searches/digest.ts';

describe('PostgreSQL advisory lock keys', () => {
  it('are distinct, so that one schedule never waits for or skips another', () => {
    const keys = [ALERT_DIGEST_LOCK_KEY, APPLICATION_DIGEST_LOCK_KEY, DELIVERY_LOCK_KEY, STORAGE_CLEAN_UP_LOCK_KEY, JOB_EXPIRY_LOCK_KEY, CODE_ISSUE_LOCK, CONVERSATION_START_LOCK, UNREAD_MAIL_LOCK_KEY, CV_OPEN_LOCK, SALARY_REPORTS_LOCK_KEY, MEMBER_DIGEST_LOCK_KEY, PREPARE_LOCK_KEY, SAVED_SEARCH_LOCK_KEY];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
