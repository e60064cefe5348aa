export * from './domain-events.ts';
export * from './employees.ts';
export * from './identity.ts';
export * from './roles.ts';
export * from './tenant-configuration.ts';
export * from './tenants.ts';
