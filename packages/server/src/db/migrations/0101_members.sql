-- Members (the customer's account in the shop), levels, countries and delivery addresses.
CREATE TABLE member_level (
  id integer PRIMARY KEY,
  level integer NOT NULL,
  discount numeric(5, 2) NOT NULL DEFAULT 0
);
CREATE TABLE member_level_label (
  level_id integer NOT NULL REFERENCES member_level(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  name text NOT NULL,
  PRIMARY KEY (level_id, language_id)
);

-- The area tree: level 1 continents, level 2 countries.
CREATE TABLE country_area (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES country_area(id),
  level smallint NOT NULL,
  code text NOT NULL,
  name text NOT NULL
);

CREATE TABLE member (
  user_id integer PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
  name text,
  company text,
  tel text,
  email text,
  country_id integer REFERENCES country_area(id),
  level_id integer REFERENCES member_level(id),
  salesname text,
  sales_phone text,
  mode_of_trade smallint NOT NULL DEFAULT 1,
  language_id smallint NOT NULL DEFAULT 1
);

CREATE TABLE member_address (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  company text,
  street text,
  postal_code text,
  city text,
  country text,
  contact_person text,
  receiver text,
  phone text,
  fax text,
  is_elevator boolean NOT NULL DEFAULT false,
  is_notice boolean NOT NULL DEFAULT false,
  delivery_type smallint NOT NULL DEFAULT 1,
  receiving_times jsonb NOT NULL DEFAULT '[]',
  is_default boolean NOT NULL DEFAULT false,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_address_user_idx ON member_address (user_id);
