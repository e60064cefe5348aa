-- Records of one employee never overlap (issue "Tenant configuration, organisation and employees", item 4): the
-- database itself refuses it. valid_to is inclusive and NULL means open-ended, hence the '[]' range.
ALTER TABLE employee_records
  ADD CONSTRAINT employee_records_no_overlap
  EXCLUDE USING gist (
    tenant_id WITH =,
    employee_id WITH =,
    daterange(valid_from, valid_to, '[]') WITH &&
  );
