-- Candidate search's rows hold the skills of their CV's list that are not tools (skill-names.ts: "Payroll",
-- «الرواتب») as tokens of their own (`§Payroll`, decision 189), which words that are one of their forms find in either
-- script. Every row is recomputed before the next search.
UPDATE candidate_search SET stale = true WHERE NOT stale;
