-- Issue 30 (decision 0053): the product adds the data issue type ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH. A tenant
-- whose current configuration enables every issue type the product had before (the spec's eleven) gets the new one
-- enabled too, as a new configuration version by the system (versions are never updated, migration 0009); a tenant
-- that switched a type off keeps its choice, and the new type stays off until an admin enables it.
INSERT INTO tenant_configuration_versions (tenant_id, version, configuration, comment, changed_paths, actor_type, actor_id, actor_name)
SELECT current.tenant_id,
       current.version + 1,
       jsonb_set(
         current.configuration,
         '{insuranceConfiguration,issueTypeConfiguration,enabledIssueTypes}',
         (current.configuration #> '{insuranceConfiguration,issueTypeConfiguration,enabledIssueTypes}')
           || '["ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH"]'::jsonb
       ),
       'New data issue type enabled by the product: a medical certificate''s incapacity differs from the recorded absence (issue 30)',
       '["insuranceConfiguration.issueTypeConfiguration.enabledIssueTypes"]'::jsonb,
       'system',
       NULL,
       'Absenza'
FROM (
  SELECT DISTINCT ON (tenant_id) tenant_id, version, configuration
  FROM tenant_configuration_versions
  ORDER BY tenant_id, version DESC
) AS current
WHERE jsonb_typeof(current.configuration #> '{insuranceConfiguration,issueTypeConfiguration,enabledIssueTypes}') = 'array'
  AND current.configuration #> '{insuranceConfiguration,issueTypeConfiguration,enabledIssueTypes}' @> '["ABSENCE_MISSING_SATURDAY_OR_SUNDAY","ABSENCE_DUPLICATED","ABSENCE_MIXED_TYPES_SAME_MONTH","ABSENCE_GAP_BETWEEN_ABSENCES","EMPLOYEE_MISSING_WAGE_TYPES","EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT","EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE","EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK","EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK","EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH","EMPLOYEE_RECORD_MISSING_CHECKER"]'::jsonb
  AND NOT current.configuration #> '{insuranceConfiguration,issueTypeConfiguration,enabledIssueTypes}' @> '["ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH"]'::jsonb;
