-- Who changed whose roles, from what to what, and why (issue 13 §10): one row per change made through
-- PUT /main/v1/users/{id}/roles. changed_by is the account of the administrator who asked (null when the caller
-- named none); reason says where it came from (an organizer request, the admin space). Rows are never updated.

CREATE TABLE role_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL,
  changed_by uuid,
  roles_before text[] NOT NULL,
  roles_after text[] NOT NULL,
  reason text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX role_audit_account ON role_audit (account_id, changed_at DESC, id DESC);
