// The account calls: log in (account or mobile), SMS and graphic codes, register, reset the password.
import {
  graphicCode,
  loginByAccount,
  loginByMobile,
  register,
  resetPassword,
  sendSmsCode,
} from '@portal/contracts/http/auth';
import type { ArgsOf, ContentOf } from '@portal/contracts/operation';
import { api } from '@/shared/api/api.ts';
import { opArgs } from '@/shared/api/operation.ts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginByAccount: build.mutation<ContentOf<typeof loginByAccount>, ArgsOf<typeof loginByAccount>>({
      query: (args) => opArgs(loginByAccount, args),
      invalidatesTags: ['User', 'Cart'],
    }),
    loginByMobile: build.mutation<ContentOf<typeof loginByMobile>, ArgsOf<typeof loginByMobile>>({
      query: (args) => opArgs(loginByMobile, args),
      invalidatesTags: ['User', 'Cart'],
    }),
    sendSmsCode: build.mutation<ContentOf<typeof sendSmsCode>, ArgsOf<typeof sendSmsCode>>({
      query: (args) => opArgs(sendSmsCode, args),
    }),
    // A graphic code is single use: never served from the cache, a new one on every mount and refetch.
    graphicCode: build.query<ContentOf<typeof graphicCode>, void>({
      query: () => opArgs(graphicCode),
      keepUnusedDataFor: 0,
    }),
    register: build.mutation<ContentOf<typeof register>, ArgsOf<typeof register>>({
      query: (args) => opArgs(register, args),
      invalidatesTags: ['User', 'Cart'],
    }),
    resetPassword: build.mutation<ContentOf<typeof resetPassword>, ArgsOf<typeof resetPassword>>({
      query: (args) => opArgs(resetPassword, args),
    }),
  }),
});

export const {
  useLoginByAccountMutation,
  useLoginByMobileMutation,
  useSendSmsCodeMutation,
  useGraphicCodeQuery,
  useRegisterMutation,
  useResetPasswordMutation,
} = accountApi;
