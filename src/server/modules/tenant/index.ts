// The public surface of tenant: what other code may import from it.
export { replaceOrganization, saveConfiguration } from './tenant.service.ts';
