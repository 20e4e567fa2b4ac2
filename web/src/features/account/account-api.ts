// The account calls: log in (account or mobile), SMS and graphic codes, register, reset the password.
import {
  graphicCode,
  loginByAccount,
  loginByMobile,
  register,
  resetPassword,
  sendSmsCode,
} from '@portal/contracts/http/auth';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const accountApi = injectOps({
  loginByAccount: opMutation(loginByAccount, { tags: ['User', 'Cart'] }),
  loginByMobile: opMutation(loginByMobile, { tags: ['User', 'Cart'] }),
  sendSmsCode: opMutation(sendSmsCode),
  // A graphic code is single use: never served from the cache, a new one on every mount and refetch.
  graphicCode: opQuery(graphicCode, { keepUnusedDataFor: 0 }),
  register: opMutation(register, { tags: ['User', 'Cart'] }),
  resetPassword: opMutation(resetPassword),
});

export const {
  useLoginByAccountMutation,
  useLoginByMobileMutation,
  useSendSmsCodeMutation,
  useGraphicCodeQuery,
  useRegisterMutation,
  useResetPasswordMutation,
} = accountApi;
