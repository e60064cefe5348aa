// Query keys of the tenant feature (company settings, read only). The admin feature invalidates `tenantKeys.all`
// after it changes a configuration, which matters when an admin and a user share a browser.
export const tenantKeys = {
  all: ['tenant'] as const,
  info: () => [...tenantKeys.all, 'info'] as const,
  configuration: () => [...tenantKeys.all, 'configuration'] as const,
  organization: () => [...tenantKeys.all, 'organization'] as const,
  subunits: () => [...tenantKeys.all, 'subunits'] as const,
};
