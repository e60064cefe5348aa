// The insurance subunits feature (decision 0066): the company subunits as the insurer's billing units — billing
// details, what stops a payout to them, their figures — and the billing details HR edits. Other code imports only from
// here: the query keys; app/ takes the area's page from screens/insurance-subunits.ts.

export { insuranceSubunitsKeys } from './api/insurance-subunits-keys.ts';
