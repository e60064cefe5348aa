// The insurance subunits area (/insurance/subunits; decision 0066, guarded by the area `subunits`, permission
// insurance.subunits.view): the company subunits as billing units, and their billing details for HR to edit.
import { SubunitsArea } from '../../features/insurance-subunits/screens/insurance-subunits.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function InsuranceSubunitsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('nav.areas.subunits'));
  return <SubunitsArea />;
}
