import { pgRole } from 'drizzle-orm/pg-core';

/**
 * The role every request and job transaction switches to (`SET LOCAL ROLE app_user`), so row-level security
 * applies even though the connection itself is the table owner / superuser (ARCHITECTURE.md §5). Created by the
 * custom migration 0000, hence `existing()`.
 */
export const appUser = pgRole('app_user').existing();
