// The tenant's "certificate required from day N" (careConfiguration.caseManagementConfiguration
// .certificateRequiredFromDay) for the worklist's empty state: read from GET /tenant/configuration when the user may
// (tenant.view); otherwise the screen says the rule in general words. A tenant without a care configuration uses 4
// (decision 0053).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { medicalCertificatesKeys } from './medical-certificates-keys.ts';

const DEFAULT_REQUIRED_FROM_DAY = 4;

export function useRequiredFromDay(enabled: boolean) {
  return useQuery({
    queryKey: medicalCertificatesKeys.requiredFromDay(),
    queryFn: async ({ signal }) => {
      const { configuration } = await apiRequest('tenantConfigurationGet', { signal });
      return (
        configuration?.careConfiguration?.caseManagementConfiguration.certificateRequiredFromDay ??
        DEFAULT_REQUIRED_FROM_DAY
      );
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
