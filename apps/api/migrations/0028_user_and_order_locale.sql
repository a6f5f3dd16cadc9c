-- Mails in the recipient's locale (issue 41): an account keeps the locale its owner last used the
-- shop in (set at register, login and profile update when the request names one), an order the
-- locale it was placed in. Existing rows have none: their mails go in English, the specification's
-- language, as `en` is the default when nothing was chosen.
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('vi', 'en'));
ALTER TABLE orders ADD COLUMN locale text CHECK (locale IN ('vi', 'en'));
