-- Accounts, the loyalty ledger, sign-in attempts and the OpenID provider's own storage.
-- Tables are created unqualified: the connection's search_path points at this service's schema.

CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  nickname text NOT NULL,
  picture text,
  country char(2) NOT NULL,
  birth_date date NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  join_date timestamptz NOT NULL DEFAULT now(),
  loyalty_registered_at timestamptz
);
CREATE UNIQUE INDEX accounts_email_unique ON accounts (lower(email));
CREATE INDEX accounts_nickname_lower ON accounts (lower(nickname));

CREATE TABLE loyalty_credits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  xp integer NOT NULL CHECK (xp >= 0),
  coins integer NOT NULL CHECK (coins >= 0),
  earned_at timestamptz NOT NULL DEFAULT now(),
  coins_expire_at timestamptz NOT NULL,
  CONSTRAINT loyalty_credits_once_per_event UNIQUE (event_id, account_id)
);
CREATE INDEX loyalty_credits_account ON loyalty_credits (account_id);

CREATE TABLE sign_in_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_lookup ON sign_in_failures (email, ip, failed_at);

-- Every model of oidc-provider (sessions, interactions, codes, tokens, grants…), one row each.
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid ON oidc_payloads (model, uid);
CREATE INDEX oidc_payloads_user_code ON oidc_payloads (model, user_code);
CREATE INDEX oidc_payloads_expires ON oidc_payloads (expires_at);

-- Signing keys and cookie keys, generated once so tokens and sessions survive a restart.
CREATE TABLE provider_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
