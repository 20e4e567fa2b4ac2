// The calls of the enterprise information and the individual authentication, straight from the contract.
// Tagged User: an approval changes the user (company, authenticated); the console's decision makes them stale.
import {
  enterpriseInfoGet,
  enterpriseInfoSubmit,
  personalAuthGet,
  personalAuthSubmit,
} from '@portal/contracts/http/verification';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const verificationApi = injectOps({
  myEnterpriseInfo: opQuery(enterpriseInfoGet, { tags: 'User' }),
  submitEnterpriseInfo: opMutation(enterpriseInfoSubmit, { tags: 'User' }),
  myPersonalAuth: opQuery(personalAuthGet, { tags: 'User' }),
  submitPersonalAuth: opMutation(personalAuthSubmit, { tags: 'User' }),
});

export const {
  useMyEnterpriseInfoQuery,
  useSubmitEnterpriseInfoMutation,
  useMyPersonalAuthQuery,
  useSubmitPersonalAuthMutation,
} = verificationApi;
