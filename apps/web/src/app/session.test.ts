import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { clearSession, createUnauthorizedHandler } from './session';

function setup(pathname: string, search = '') {
  const deps = {
    clear: vi.fn(),
    setLocale: vi.fn(),
    browserLocale: vi.fn(() => 'en' as const),
    location: () => ({ pathname, search }),
    navigate: vi.fn(),
  };
  return { deps, handle: createUnauthorizedHandler(deps) };
}

describe('401 handling (spec §8)', () => {
  it('logs out, takes the browser language and goes to login remembering the page', () => {
    const { deps, handle } = setup('/cardapio/3/basic', '?tab=2');
    handle(new ApiError(401, 'Unauthenticated'));
    expect(deps.clear).toHaveBeenCalledTimes(1);
    expect(deps.setLocale).toHaveBeenCalledWith('en');
    expect(deps.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcardapio%2F3%2Fbasic%3Ftab%3D2');
  });

  it('from home, goes to plain /login', () => {
    const { deps, handle } = setup('/');
    handle(new ApiError(401, 'Unauthenticated'));
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('on guest and e-mail link pages it only clears the session', () => {
    for (const path of ['/login', '/register', '/reset-password', '/verify-email', '/email-change']) {
      const { deps, handle } = setup(path);
      handle(new ApiError(401, 'Unauthenticated'));
      expect(deps.clear).toHaveBeenCalledTimes(1);
      expect(deps.navigate).not.toHaveBeenCalled();
    }
  });
});

describe('clearSession', () => {
  it('forgets every cached query and marks the user as logged out', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.me, { id: 1 });
    client.setQueryData(queryKeys.currentBusiness(9), { id: 9 });
    clearSession(client);
    expect(client.getQueryData(queryKeys.me)).toBeNull();
    expect(client.getQueryData(queryKeys.currentBusiness(9))).toBeUndefined();
  });
});
