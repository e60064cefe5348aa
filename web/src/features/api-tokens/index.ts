// Public surface of the API tokens feature (other code imports only from here).
export { apiTokensKeys } from './api/api-tokens-keys.ts';
export { useApiTokens } from './api/get-api-tokens.ts';
export { ApiTokensInfo, ApiTokensPanel } from './components/api-tokens-panel.tsx';
export { CreateTokenButton } from './components/create-token-button.tsx';
export { type TokenStatus, tokenStatus } from './token-status.ts';
