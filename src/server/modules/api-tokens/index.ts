// The public surface of api-tokens: what other code may import from it.
export { endOfSwissDay } from './api-tokens.service.ts';
