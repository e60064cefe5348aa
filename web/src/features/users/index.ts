// Public surface of the users feature (other code imports only from here).
export { usersQueryOptions, useUsers } from './api/get-users.ts';
export { useInviteUser } from './api/invite-user.ts';
export { useUpdateUser } from './api/update-user.ts';
export { usersKeys } from './api/users-keys.ts';
export { InviteUserButton } from './components/invite-user-button.tsx';
export { UsersPanel } from './components/users-panel.tsx';
