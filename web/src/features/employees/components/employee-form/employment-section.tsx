// The employment section of the employee form: dates, contract, position, profession, the organisation (the
// tenant's subunits and processing groups, offered by name: the server refuses other ids), workload.
import { type NumberInputProps, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translator.ts';
import { useTenantInfo } from '../../../tenant/index.ts';
import type { EmployeeDraftEditor } from './draft-editor.ts';
import type { EmployeeFormFields } from './fields.tsx';
import { FormSection, Grid3 } from './layout.tsx';

export function EmploymentSection({ fields, edit }: { fields: EmployeeFormFields; edit: EmployeeDraftEditor }) {
  const { t } = useTranslation();
  const { text, number, date, enumSelect, triState, organisationField } = fields;
  const { draft, set } = edit;
  const tenantInfo = useTenantInfo();
  return (
    <FormSection title={t('employees.sections.employment')} icon={IconBriefcase}>
      <Grid3>
        {date('dateOfEmployment', t('employees.fields.dateOfEmployment'), draft.dateOfEmployment, (value) =>
          set('dateOfEmployment', value),
        )}
        {date(
          'anniversaryAdjustedDateOfEmployment',
          t('employees.fields.anniversaryAdjustedDateOfEmployment'),
          draft.anniversaryAdjustedDateOfEmployment,
          (value) => set('anniversaryAdjustedDateOfEmployment', value),
        )}
        {date(
          'leavingDate',
          t('employees.fields.leavingDate'),
          draft.leavingDate,
          (value) => set('leavingDate', value),
          {
            description: t('employees.form.leavingDateDescription'),
          },
        )}
        {enumSelect(
          'employmentContractType',
          t('employees.fields.employmentContractType'),
          'employmentContractType',
          draft.employmentContractType,
          (value) => set('employmentContractType', value),
        )}
        {enumSelect(
          'professionalPosition',
          t('employees.fields.professionalPosition'),
          'professionalPosition',
          draft.professionalPosition,
          (value) => set('professionalPosition', value),
        )}
        {enumSelect(
          'workingFrequency',
          t('employees.fields.workingFrequency'),
          'workingFrequency',
          draft.workingFrequency,
          (value) => set('workingFrequency', value),
        )}
        {text('profession', t('employees.fields.profession'), draft.profession, (value) => set('profession', value))}
        {text(
          'professionCode',
          t('employees.fields.professionCode'),
          draft.professionCode,
          (value) => set('professionCode', value),
          {
            maxLength: 50,
          },
        )}
        {organisationField(
          'companySubunitId',
          t('employees.fields.companySubunitId'),
          (tenantInfo.data?.companySubunits ?? []).map((unit) => ({
            value: unit.companySubunitId,
            label: unit.name ?? unit.companySubunitId,
          })),
          draft.companySubunitId,
          (value) => set('companySubunitId', value),
        )}
        {text('usualWorkplace', t('employees.fields.usualWorkplace'), draft.usualWorkplace, (value) =>
          set('usualWorkplace', value),
        )}
        {text(
          'workplaceCode',
          t('employees.fields.workplaceCode'),
          draft.workplaceCode,
          (value) => set('workplaceCode', value),
          {
            maxLength: 50,
          },
        )}
        {organisationField(
          'processingGroupId',
          t('employees.fields.processingGroupId'),
          (tenantInfo.data?.processingGroups ?? []).map((group) => ({
            value: group.processingGroupId,
            label: group.name,
          })),
          draft.processingGroupId,
          (value) => set('processingGroupId', value),
        )}
        {number(
          'employmentPercentage',
          t('employees.fields.employmentPercentage'),
          draft.employmentPercentage,
          (value) => set('employmentPercentage', value),
          {
            decimalScale: 3,
            rightSection: (
              <Text size="sm" c="dimmed">
                %
              </Text>
            ),
            'data-testid': 'employment-percentage-input',
          } as NumberInputProps,
        )}
        {number(
          'workingDaysPerWeek',
          t('employees.fields.workingDaysPerWeek'),
          draft.workingDaysPerWeek,
          (value) => set('workingDaysPerWeek', value),
          { decimalScale: 2 },
        )}
        {number(
          'standardWorkingHoursPerWeek',
          t('employees.fields.standardWorkingHoursPerWeek'),
          draft.standardWorkingHoursPerWeek,
          (value) => set('standardWorkingHoursPerWeek', value),
          {
            decimalScale: 2,
            rightSection: (
              <Text size="sm" c="dimmed">
                h
              </Text>
            ),
          },
        )}
        {number(
          'workingHoursPerWeek',
          t('employees.fields.workingHoursPerWeek'),
          draft.workingHoursPerWeek,
          (value) => set('workingHoursPerWeek', value),
          {
            decimalScale: 2,
            rightSection: (
              <Text size="sm" c="dimmed">
                h
              </Text>
            ),
          },
        )}
        {triState(
          'isSubjectToCollectiveBargainingAgreement',
          t('employees.fields.isSubjectToCollectiveBargainingAgreement'),
          draft.isSubjectToCollectiveBargainingAgreement,
          (value) => set('isSubjectToCollectiveBargainingAgreement', value),
        )}
        {triState(
          'isMemberOfManagement',
          t('employees.fields.isMemberOfManagement'),
          draft.isMemberOfManagement,
          (value) => set('isMemberOfManagement', value),
        )}
      </Grid3>
    </FormSection>
  );
}
