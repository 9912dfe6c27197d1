import { redirect } from 'react-router';
import { logout } from '../../../features/account/api/logout';
import { closeRealtime } from '../../../lib/socket';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../query-client';
import { clearSession } from '../../session';

/** /logout: revoke the session on the API (a failure is ignored), forget it here, go to /. */
export async function loader() {
  // Closed first: the server's own disconnect after the logout would otherwise read as a session
  // ended elsewhere and start a second /logout navigation.
  closeRealtime();
  await logout();
  clearSession(queryClient);
  return redirect(paths.home.to());
}

export function Component() {
  return null;
}
