-- Rate limits shared by every instance (sign-in per IP, per account and per (email, IP); sign-up per IP):
-- one fixed-window counter per key. They replace sign_in_failures, which counted only per (email, IP).

CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires ON rate_limit_counters (expires_at);

DROP TABLE sign_in_failures;
