// The two calls the session flows make: who the stored token belongs to, and logout.
import { jwtUser, logout } from '@portal/contracts/http/auth';
import type { ArgsOf, ContentOf } from '@portal/contracts/operation';
import { api } from '../api/api.ts';
import { opArgs } from '../api/operation.ts';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    jwtUser: build.query<ContentOf<typeof jwtUser>, ArgsOf<typeof jwtUser>>({
      query: (args) => opArgs(jwtUser, args),
      providesTags: ['User'],
    }),
    logout: build.mutation<ContentOf<typeof logout>, void>({
      query: () => opArgs(logout),
    }),
  }),
});
