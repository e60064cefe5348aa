// Query keys of support (decision 0067): the company's requests and the operators' inbox. A write answers the whole
// request (its detail is replaced) and refreshes the lists.
export const supportKeys = {
  all: ['support'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (query: object) => [...supportKeys.lists(), query] as const,
  detail: (requestId: string) => [...supportKeys.all, 'detail', requestId] as const,
  admin: () => [...supportKeys.all, 'admin'] as const,
  adminLists: () => [...supportKeys.admin(), 'list'] as const,
  adminList: (query: object) => [...supportKeys.adminLists(), query] as const,
  adminDetail: (requestId: string) => [...supportKeys.admin(), 'detail', requestId] as const,
};
