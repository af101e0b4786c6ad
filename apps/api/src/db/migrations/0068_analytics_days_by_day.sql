-- A company's dashboard reads one period's days for all its jobs at once: by day, not a whole-table scan (decision 134).
CREATE INDEX "job_analytics_daily_day_idx" ON "job_analytics_daily" USING btree ("day","job_id");
