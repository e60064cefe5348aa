// The public surface of users: what other code may import from it.
export { listUsers, toUser } from './users.service.ts';
