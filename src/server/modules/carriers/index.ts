// The public surface of carriers: what other code may import from it.
export { type CarrierRow, carriersByCoverageLine, carriersById } from './carriers.service.ts';
