export * from './domain-events.ts';
export * from './roles.ts';
export * from './tenants.ts';
