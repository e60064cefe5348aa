// The public surface of the work list: what other code may import from it (the app registers its routes file).
export { adminWorkListOf, workListOf } from './work-list.service.ts';
