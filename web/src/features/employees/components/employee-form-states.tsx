// The employee whose record a form would edit could not be loaded: no access / not found get the friendly
// screens, anything else the error alert with retry.

import { ErrorAlert } from '../../../components/error-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { EmployeeAccessState } from './employee-states.tsx';

export function EmployeeFormLoadError({
  error,
  employeeId,
  onRetry,
}: {
  error: unknown;
  employeeId: string;
  onRetry: () => unknown;
}) {
  if (isApiError(error) && error.status === 403 && error.code !== 'INVALID_CSRF_TOKEN') {
    return <EmployeeAccessState kind="forbidden" employeeId={employeeId} />;
  }
  if (isApiError(error) && error.status === 404) return <EmployeeAccessState kind="notFound" employeeId={employeeId} />;
  return <ErrorAlert error={error} onRetry={() => void onRetry()} />;
}
