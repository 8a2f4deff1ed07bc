-- Accounts and sessions (auth side, migrations 0100-0199): users, hashed OAuth tokens, captchas, mailed codes.
-- Passwords are scrypt hashes ('scrypt$salt$hash'); tokens are stored only as their SHA-256.
CREATE TABLE app_user (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL DEFAULT 1,
  username text NOT NULL,
  password_hash text NOT NULL,
  realname text,
  avatar text,
  phone text,
  email text,
  -- Role codes (ROLE_ADMIN, ROLE_CUSTOMER); menu items compare their meta roles with these.
  roles text[] NOT NULL DEFAULT '{}',
  -- Social login type bound to this account (demo: WX for ddp-buyer); null when none is bound.
  social_type text,
  lock_flag text NOT NULL DEFAULT '0',
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, username)
);
CREATE UNIQUE INDEX app_user_phone_idx ON app_user (tenant_id, phone);

CREATE TABLE auth_token (
  access_hash text PRIMARY KEY,
  refresh_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  access_expires_at timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_token_user_idx ON auth_token (user_id);

-- The answer of a captcha image, per randomStr, until it expires or is used.
CREATE TABLE captcha (
  random_str text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- A verification code "sent" to a mailbox or phone (demo: the fixed code of KONTOR_DEMO_CODE).
CREATE TABLE verification_code (
  target text PRIMARY KEY,
  code text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
