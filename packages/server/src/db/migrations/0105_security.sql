-- Throttle counters (issue 9): one fixed window per key, in the database so that every server
-- instance on the same PostgreSQL counts the same attempts.
CREATE TABLE throttle (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

-- Codes are now drawn at random per target; a wrong guess counts against the code.
ALTER TABLE verification_code ADD COLUMN failures integer NOT NULL DEFAULT 0;

-- Files belong to their uploader; an invoice file also to the member of its order.
CREATE INDEX IF NOT EXISTS sys_file_user_idx ON sys_file (user_id);
