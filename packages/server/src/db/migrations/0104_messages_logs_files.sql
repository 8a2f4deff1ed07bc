-- Shell data: messages between users (sysxxfsjl), the operation and client-error log, uploaded files.
CREATE TABLE message (
  id serial PRIMARY KEY,
  sender_id integer REFERENCES app_user(id) ON DELETE SET NULL,
  receiver_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  title text,
  content text,
  send_status smallint NOT NULL DEFAULT 1,
  read_status smallint NOT NULL DEFAULT 0,
  collected boolean NOT NULL DEFAULT false,
  send_time timestamptz NOT NULL DEFAULT now(),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_receiver_idx ON message (receiver_id, send_time DESC);

CREATE TABLE sys_log (
  id serial PRIMARY KEY,
  user_id integer REFERENCES app_user(id) ON DELETE CASCADE,
  type text NOT NULL,
  title text,
  message text,
  stack text,
  info text,
  url text,
  method text,
  remote_addr text,
  user_agent text,
  time text,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_log_user_idx ON sys_log (user_id, create_time DESC);

CREATE TABLE sys_file (
  id serial PRIMARY KEY,
  user_id integer REFERENCES app_user(id) ON DELETE SET NULL,
  bucket_name text NOT NULL,
  file_name text NOT NULL UNIQUE,
  original text NOT NULL,
  type text NOT NULL,
  file_size integer NOT NULL,
  data bytea NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
