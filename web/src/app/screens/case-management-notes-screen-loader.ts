// The notes journal screen (decision 0070) behind a small chunk of its own, as the policies screen's
// (policies-screen-loader.ts): the route table, which is in every page's first load, names only this file.
export function load() {
  return import('./case-management-notes-screen.tsx');
}
