// Public surface of the notifications feature (issue 29 scope 4): the app's pages take their panels from screens/
// (settings.ts, mails.ts); the router the mails' URL state from here.
export { notificationsKeys } from './api/notifications-keys.ts';
export { type MailsSearch, parseMailsSearch } from './mails-search.ts';
