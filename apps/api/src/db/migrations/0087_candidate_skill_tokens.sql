-- Candidate search's rows hold the skills of skill-words.ts a CV names as tokens of their own (`§Excel`, decision 168),
-- which a skill in the words finds instead of its stem ("excel" never "excellent"). Every row is recomputed before the
-- next search.
UPDATE candidate_search SET stale = true WHERE NOT stale;
