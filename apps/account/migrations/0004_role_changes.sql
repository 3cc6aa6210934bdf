-- The roles feed the Event API polls (decision 020, revised): each change of an account's roles takes the next
-- version; GET /main/v1/role-changes?after=N lists the accounts whose roles changed after version N, with the
-- roles they hold now. One row per account (its latest change), so the feed does not grow with time.

CREATE SEQUENCE role_versions;
ALTER TABLE accounts
  ADD COLUMN roles_version bigint NOT NULL DEFAULT 0,
  ADD COLUMN roles_changed_at timestamptz;
CREATE INDEX accounts_roles_version ON accounts (roles_version) WHERE roles_version > 0;
