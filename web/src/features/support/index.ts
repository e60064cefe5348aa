// Public surface of the support feature (decision 0067; other code imports only from here): the query keys and the
// lists' URL state. The app's pages take their panels from screens/ (support.ts, admin-support.ts) and the layout
// its help button from screens/help-button.ts.
export { supportKeys } from './api/support-keys.ts';
export {
  type AdminSupportSearch,
  parseAdminSupportSearch,
  parseSupportSearch,
  type SupportSearch,
} from './support-search.ts';
