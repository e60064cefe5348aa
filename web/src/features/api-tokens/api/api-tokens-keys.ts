// Query keys of the API tokens feature.
export const apiTokensKeys = {
  all: ['api-tokens'] as const,
  list: () => [...apiTokensKeys.all, 'list'] as const,
};
