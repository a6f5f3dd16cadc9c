-- Who receives the parcel (issue 41): an optional name the address dialog asks for ("Người nhận"),
-- when it is not the account's owner. Null on every address saved before, and when left blank.
ALTER TABLE addresses
  ADD COLUMN recipient text CHECK (char_length(recipient) BETWEEN 1 AND 100);
