-- Personal data (issue 12): account deletion, its back-channel to the Event API, and password reset.

-- The loyalty ledger is an accounting record kept 5 years (privacy policy): it outlives the account it was
-- earned by, keeping only the account's id, which nothing else links to a person once the account is gone.
ALTER TABLE loyalty_credits DROP CONSTRAINT IF EXISTS loyalty_credits_account_id_fkey;

-- Deleted accounts the Event API has not yet acknowledged: it reads them (GET /main/v1/account-deletions),
-- removes what it holds of each, then acknowledges it (DELETE …/{account_id}), so a deletion made while the
-- Event API is down reaches it when it is back. Only the id is kept, and only until then.
CREATE TABLE account_deletions (
  account_id uuid PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- Password reset links: only a SHA-256 of each random token is stored; single use and expiring.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_account ON password_reset_tokens (account_id);

-- Reset requests, for the per-address and per-IP limit (whether the address has an account or not).
CREATE TABLE password_reset_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_email ON password_reset_requests (email, requested_at);
CREATE INDEX password_reset_requests_ip ON password_reset_requests (ip, requested_at);
