/** What other modules may use of users: the account rows behind sign-in, profile and the team. */
export {
  deleteUser,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserBySignInName,
  insertUser,
  signsInElsewhere,
  signsInWithWhatsapp,
  type UserPatch,
  updateUser,
} from './users.repository';
