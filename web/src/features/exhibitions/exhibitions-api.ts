// The exhibition and industry-information calls, straight from the contracts: exhibitions and their areas,
// the booth application form's data and its save, the caller's applications, the exhibitors, materials,
// visitor registration, and the information list and article.
import {
  getSignUpData,
  showFilePage,
  showLocationFindAllList,
  showRoomGetById,
  showRoomPage,
  showRoomSignupSave,
  showVisitSaveOrUpdate,
  signupPage,
  signupPortalPage,
} from '@portal/contracts/http/show-room';
import { informationGetById, informationPage } from '@portal/contracts/http/information';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const exhibitionsApi = injectOps({
  showRooms: opQuery(showRoomPage, { tags: 'Exhibition' }),
  showRoom: opQuery(showRoomGetById, { tags: 'Exhibition' }),
  showLocations: opQuery(showLocationFindAllList, { tags: 'Exhibition' }),
  signUpData: opQuery(getSignUpData, { tags: 'Exhibition' }),
  mySignUps: opQuery(signupPage, { tags: 'Exhibition' }),
  exhibitors: opQuery(signupPortalPage, { tags: 'Exhibition' }),
  showFiles: opQuery(showFilePage, { tags: 'Exhibition' }),
  saveSignUp: opMutation(showRoomSignupSave, { tags: 'Exhibition' }),
  saveVisit: opMutation(showVisitSaveOrUpdate, { tags: 'Exhibition' }),
  informationList: opQuery(informationPage, { tags: 'News' }),
  informationArticle: opQuery(informationGetById, { tags: 'News' }),
});

export const {
  useShowRoomsQuery,
  useShowRoomQuery,
  useShowLocationsQuery,
  useSignUpDataQuery,
  useMySignUpsQuery,
  useExhibitorsQuery,
  useShowFilesQuery,
  useSaveSignUpMutation,
  useSaveVisitMutation,
  useInformationListQuery,
  useInformationArticleQuery,
} = exhibitionsApi;
