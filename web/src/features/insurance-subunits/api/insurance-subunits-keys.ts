// Query keys of the insurance subunits feature (decision 0066): the one list of the company subunits as billing units.
// A saved change answers with the whole list, which replaces the cached one.
export const insuranceSubunitsKeys = {
  all: ['insurance-subunits'] as const,
  list: () => [...insuranceSubunitsKeys.all, 'list'] as const,
};
