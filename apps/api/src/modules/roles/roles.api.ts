/** What other modules may use of roles. */
export { findRoleId } from './roles.repository';
