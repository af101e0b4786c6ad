// Every API test file (vitest.config.ts): a request may wait longer for a password hash slot than in production
// (TEST_QUEUE_WAIT_MS), so that a test machine busy with other work is not answered 503 "busy" in tests of other
// behaviour. The pool's wait is set where the tests open their PostgreSQL databases (createServerDatabase).
import { hashQueue } from '../modules/auth/password.ts';
import { TEST_QUEUE_WAIT_MS } from './harness.ts';

hashQueue.waitMs = TEST_QUEUE_WAIT_MS;
