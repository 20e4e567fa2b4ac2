// The calls the session flows make: who the stored token belongs to, logout, and the cart count.
import { jwtUser, logout } from '@portal/contracts/http/auth';
import { getCartNum } from '@portal/contracts/http/cart';
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
    cartNum: build.query<ContentOf<typeof getCartNum>, void>({
      query: () => opArgs(getCartNum),
    }),
  }),
});
