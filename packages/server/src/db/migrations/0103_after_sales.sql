-- After-sales requests, product questions, parts-service posts, invoices and product shares.
CREATE TABLE service_order (
  id serial PRIMARY KEY,
  service_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  order_no text,
  sku_id integer REFERENCES sku(id),
  art_no text NOT NULL,
  item_name text,
  service_type smallint NOT NULL,
  status smallint NOT NULL DEFAULT 0,
  apply_quantity integer,
  reason text,
  proof_images jsonb NOT NULL DEFAULT '[]',
  contact_person text NOT NULL,
  email text NOT NULL,
  damage_description text NOT NULL,
  proof_of_purchase jsonb NOT NULL DEFAULT '[]',
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_order_user_idx ON service_order (user_id, create_time DESC);

CREATE TABLE question (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  sku_code text NOT NULL,
  content text NOT NULL,
  answer text,
  closed boolean NOT NULL DEFAULT false,
  -- The asker's feedback on the answer (helpful or not, with a remark).
  feedback text,
  create_time timestamptz NOT NULL DEFAULT now(),
  answer_time timestamptz
);
CREATE INDEX question_sku_idx ON question (sku_code);

CREATE TABLE service_post (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text,
  sku_code text,
  images jsonb NOT NULL DEFAULT '[]',
  service_status smallint NOT NULL DEFAULT 0,
  response text,
  evaluation smallint,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_post_user_idx ON service_post (user_id);

-- The member's invoice data (rfmemberinvoice) and invoices of orders (orderBaseInvoice).
CREATE TABLE member_invoice (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  company text,
  vat_no text,
  address text,
  email text,
  phone text,
  bank_name text,
  bank_account text
);
CREATE TABLE order_invoice (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  order_id integer REFERENCES store_order(id) ON DELETE CASCADE,
  invoice_no text NOT NULL UNIQUE,
  company text,
  vat_no text,
  address text,
  email text,
  amount numeric(14, 2),
  file_link text,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_share (
  id serial PRIMARY KEY,
  share_code text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  sku_code text,
  data jsonb NOT NULL DEFAULT '{}',
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE product_share_visit (
  id serial PRIMARY KEY,
  share_id integer NOT NULL REFERENCES product_share(id) ON DELETE CASCADE,
  data jsonb NOT NULL DEFAULT '{}',
  create_time timestamptz NOT NULL DEFAULT now()
);
