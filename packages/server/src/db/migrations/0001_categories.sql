-- Three-level category tree with one label per language id (zh=1, en=2, de=3, fr=4).
CREATE TABLE category (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES category(id),
  sort integer NOT NULL DEFAULT 0,
  show boolean NOT NULL DEFAULT true
);
CREATE TABLE category_label (
  category_id integer NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  language_id smallint NOT NULL CHECK (language_id BETWEEN 1 AND 4),
  label text NOT NULL,
  PRIMARY KEY (category_id, language_id)
);
