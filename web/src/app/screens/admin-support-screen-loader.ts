// The operators' support inbox (decision 0067) behind a small chunk of its own, as the analytics screen's
// (analytics-screen-loader.ts): the route table names only this file, not the inbox's list of files to preload.
export function load() {
  return import('./admin-support-screen.tsx');
}
