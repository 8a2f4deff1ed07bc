-- The catalogue (owned by the data side; customer tables live in migrations 0100-0199 and may reference these).
--
-- Schema note
--   * Language ids everywhere: zh=1, en=2, de=3, fr=4 (`language_id smallint 1..4`). Translated text sits
--     in a `<table>_label` table keyed (row id, language_id); the base table holds what does not translate.
--   * `sku` is every sellable item (ids 1..N, stable across seeds): products and spare parts
--     (`is_spare_part`, `parent_sku_id` = the product a part belongs to). `category_id` is a leaf of `category`.
--     Money in euro (numeric 12,2); `volume` and `carton_volume` in m³; `weight` in kg; dimensions in cm.
--     `restock_date` is when more stock arrives (getLaterDate); null when nothing is on its way.
--   * `data_file.file_link` is a path on this server (`/admin/sys-file/{name}`); routes answer it as an
--     absolute http(s) URL on the request's origin.
--   * `dict_item.lang` is the language code (zh/en/de/fr) because /admin/syspublicdict/typelang asks by code.
--   * `menu_item.roles` null means visible to everyone; `external_url` set means the item opens in /myiframe.
CREATE TABLE brand (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  logo text,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE brand_label (
  brand_id integer NOT NULL REFERENCES brand(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  name text NOT NULL,
  description text,
  PRIMARY KEY (brand_id, language_id)
);

CREATE TABLE family (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brand(id),
  category_id integer NOT NULL REFERENCES category(id),
  image text,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE family_label (
  family_id integer NOT NULL REFERENCES family(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  name text NOT NULL,
  description text,
  PRIMARY KEY (family_id, language_id)
);

CREATE TABLE sku (
  id integer PRIMARY KEY,
  art_no text NOT NULL UNIQUE,
  brand_id integer NOT NULL REFERENCES brand(id),
  family_id integer REFERENCES family(id),
  category_id integer NOT NULL REFERENCES category(id),
  unit_price numeric(12, 2) NOT NULL,
  discount_price numeric(12, 2),
  volume numeric(10, 4) NOT NULL,
  weight numeric(10, 2) NOT NULL,
  colour text NOT NULL,
  packing_unit integer NOT NULL,
  carton_volume numeric(10, 4) NOT NULL,
  qty_20 integer NOT NULL,
  qty_40 integer NOT NULL,
  qty_40h integer NOT NULL,
  carton_l numeric(8, 1) NOT NULL,
  carton_w numeric(8, 1) NOT NULL,
  carton_h numeric(8, 1) NOT NULL,
  open_l numeric(8, 1) NOT NULL,
  open_w numeric(8, 1) NOT NULL,
  open_h numeric(8, 1) NOT NULL,
  stock_cn integer NOT NULL DEFAULT 0,
  stock_de integer NOT NULL DEFAULT 0,
  stock_production integer NOT NULL DEFAULT 0,
  restock_date date,
  max_order_qty integer,
  is_spare_part boolean NOT NULL DEFAULT false,
  parent_sku_id integer REFERENCES sku(id),
  image text,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX sku_category_idx ON sku (category_id);
CREATE INDEX sku_family_idx ON sku (family_id);
CREATE INDEX sku_brand_idx ON sku (brand_id);
CREATE INDEX sku_parent_idx ON sku (parent_sku_id);
CREATE TABLE sku_label (
  sku_id integer NOT NULL REFERENCES sku(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  name text NOT NULL,
  description text,
  colour text,
  PRIMARY KEY (sku_id, language_id)
);

CREATE TABLE port (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE port_label (
  port_id integer NOT NULL REFERENCES port(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  name text NOT NULL,
  PRIMARY KEY (port_id, language_id)
);

CREATE TABLE data_class (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE data_class_label (
  class_id integer NOT NULL REFERENCES data_class(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  name text NOT NULL,
  PRIMARY KEY (class_id, language_id)
);
CREATE TABLE data_file (
  id integer PRIMARY KEY,
  class_id integer NOT NULL REFERENCES data_class(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  name text NOT NULL,
  file_link text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX data_file_class_idx ON data_file (class_id, language_id);

CREATE TABLE search_word (
  id integer PRIMARY KEY,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  word text NOT NULL,
  popular boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (language_id, word)
);

CREATE TABLE recommendation (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('hot', 'popular')),
  sku_id integer NOT NULL REFERENCES sku(id),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE dict_item (
  id integer PRIMARY KEY,
  type text NOT NULL,
  value text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('zh', 'en', 'de', 'fr')),
  label text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (type, value, lang)
);

CREATE TABLE menu_item (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES menu_item(id),
  path text NOT NULL,
  icon text,
  sort integer NOT NULL DEFAULT 0,
  roles text[],
  keep_alive boolean NOT NULL DEFAULT false,
  external_url text
);
CREATE TABLE menu_label (
  menu_id integer NOT NULL REFERENCES menu_item(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  label text NOT NULL,
  PRIMARY KEY (menu_id, language_id)
);

CREATE TABLE company_info (
  key text NOT NULL,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  value text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, language_id)
);

-- Bank details and payment terms per order currency (POST /scgl/payment/getByCurrency).
CREATE TABLE payment_account (
  id integer PRIMARY KEY,
  currency text NOT NULL,
  bank_name text NOT NULL,
  account_name text NOT NULL,
  iban text NOT NULL,
  swift text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE payment_account_label (
  account_id integer NOT NULL REFERENCES payment_account(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  payment_terms text NOT NULL,
  PRIMARY KEY (account_id, language_id)
);

-- Ready-made full container loads (/CaDetail, GET /scgl/rfsystemgroupdata/fcl/detail): SKUs with quantities.
CREATE TABLE container_load (
  id integer PRIMARY KEY,
  cabinet_type text NOT NULL,
  image text,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE container_load_label (
  load_id integer NOT NULL REFERENCES container_load(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  title text NOT NULL,
  PRIMARY KEY (load_id, language_id)
);
CREATE TABLE container_load_item (
  load_id integer NOT NULL REFERENCES container_load(id) ON DELETE CASCADE,
  sku_id integer NOT NULL REFERENCES sku(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (load_id, sku_id)
);
