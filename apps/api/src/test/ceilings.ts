/**
 * The ceiling of a test that reads thousands of texts through the job-ad screen (the screening collection, about 26,600
 * phrasings, or the demo ads' texts): 7–20 s on a quiet machine. A ceiling for a reading that hangs, not a wait: in
 * `npm test`'s four lanes such a reading gets a third of a core, and took 150–225 s (decision 237).
 */
export const SCREEN_READING_CEILING_MS = 600_000;
