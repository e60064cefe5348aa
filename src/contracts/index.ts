export * from './areas.ts';
export * from './calendar.ts';
export * from './common.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './identity.ts';
export * from './roles.ts';
export * from './system.ts';
