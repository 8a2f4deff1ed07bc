-- Carts and orders. Order lines copy the product as ordered; the shipping address is a snapshot.
CREATE TABLE cart_item (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  sku_id integer NOT NULL REFERENCES sku(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  cart_type smallint NOT NULL DEFAULT 1,
  language_id smallint NOT NULL DEFAULT 1,
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, cart_type, sku_id)
);

CREATE TABLE store_order (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  order_type smallint NOT NULL DEFAULT 1,
  cabinet_type text,
  status smallint NOT NULL DEFAULT 0,
  payment_terms text,
  payment_status smallint NOT NULL DEFAULT 0,
  address_id integer REFERENCES member_address(id) ON DELETE SET NULL,
  shipping_address jsonb,
  port_id integer REFERENCES port(id),
  destination_port text,
  forwarding_company text,
  delivery_date date,
  receipt_no text,
  eta date,
  container_count integer,
  total_volume numeric(10, 4) NOT NULL DEFAULT 0,
  total_amount numeric(14, 2) NOT NULL DEFAULT 0,
  mode_of_trade smallint NOT NULL DEFAULT 1,
  remark text,
  -- The Idempotency-Key header of the placing request: the same key places one order.
  idempotency_key text,
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX store_order_user_idx ON store_order (user_id, create_time DESC);

CREATE TABLE order_item (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES store_order(id) ON DELETE CASCADE,
  sku_id integer NOT NULL REFERENCES sku(id),
  art_no text NOT NULL,
  name text,
  colour text,
  image text,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(12, 2),
  discount_price numeric(12, 2),
  volume numeric(10, 4)
);
CREATE INDEX order_item_order_idx ON order_item (order_id);

CREATE TABLE order_status_history (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES store_order(id) ON DELETE CASCADE,
  status smallint NOT NULL,
  time timestamptz NOT NULL DEFAULT now(),
  operator text,
  remark text
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id);
