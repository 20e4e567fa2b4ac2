// Exhibitions (show rooms): the list with its empty state, the featured and running ones, detail with areas,
// booth applications (sign-ups), exhibitors, visitors, services and materials download.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import {
  ExhibitProduct,
  Exhibitor,
  ShowFile,
  ShowLocation,
  ShowRoomCard,
  ShowRoomDetail,
  ShowRoomStatus,
  ShowService,
  ShowVisitor,
  SignUp,
  SignUpAuditStatus,
} from '../entities/exhibition.ts';
import { Mobile } from '../entities/order.ts';

export const showRoomPage = defineOperation({
  id: 'showRoom/page',
  method: 'GET',
  path: `${API.pass}/showRoom/page`,
  summary: 'A page of exhibitions: running first, then upcoming (soonest first), then ended (latest first)',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(ShowRoomStatus),
    /** Name, theme, hall or organizer. */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    /** A level-1 category the exhibition covers. */
    categoryId: Type.Optional(Id),
    /** Exhibitions running at some time in [from, to]. */
    from: Type.Optional(EpochMs),
    to: Type.Optional(EpochMs),
  }),
  content: Page(ShowRoomCard),
});

export const getMainShowRoom = defineOperation({
  id: 'showRoom/getMainShowRoom',
  method: 'GET',
  path: `${API.pass}/showRoom/getMainShowRoom`,
  summary: 'The featured exhibition (not ended) with its areas; null when there is none',
  access: 'public',
  content: Type.Union([ShowRoomDetail, Type.Null()]),
});

export const getStartShowRoom = defineOperation({
  id: 'showRoom/getStartShowRoom',
  method: 'GET',
  path: `${API.pass}/showRoom/getStartShowRoom`,
  summary: 'The exhibitions running now, ending soonest first',
  access: 'public',
  content: Type.Array(ShowRoomCard),
});

export const showRoomGetById = defineOperation({
  id: 'showRoom/getById/{id}',
  method: 'GET',
  path: `${API.pass}/showRoom/getById/{id}`,
  summary: 'One exhibition with its areas and booths left',
  access: 'public',
  params: Type.Object({ id: Id }),
  content: ShowRoomDetail,
});

export const getMaxMinTime = defineOperation({
  id: 'showRoom/getMaxMinTime',
  method: 'GET',
  path: `${API.pass}/showRoom/getMaxMinTime`,
  summary: 'The earliest start and the latest end of all exhibitions (the range of the date filter)',
  access: 'public',
  content: Type.Object({
    minTime: Type.Union([EpochMs, Type.Null()]),
    maxTime: Type.Union([EpochMs, Type.Null()]),
  }),
});

/** The longest texts of the two forms (the web inputs take their maxLength from here). */
export const SIGNUP_LIMITS = { contactName: 20, remarks: 500 } as const;
export const VISIT_LIMITS = { name: 20, enterpriseName: 50, demand: 500 } as const;

/**
 * A booth application. Section 5: the times are required; products must be selected and their number must
 * equal exhibitCount, which must not exceed the area's size.
 */
export const SignUpInput = Type.Object({
  /** Set to change an application still pending review. */
  id: Type.Optional(Id),
  showRoomId: Id,
  locationId: Id,
  exhibitCount: Type.Integer({ minimum: 1, maximum: 100 }),
  productIds: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }),
  entryTime: EpochMs,
  exhibitionStartTime: EpochMs,
  exhibitionEndTime: EpochMs,
  contactName: Type.String({ minLength: 1, maxLength: SIGNUP_LIMITS.contactName }),
  contactMobile: Mobile,
  remarks: Type.Optional(Type.String({ maxLength: SIGNUP_LIMITS.remarks })),
});
export type SignUpInput = Static<typeof SignUpInput>;

export const showRoomSignupSave = defineOperation({
  id: 'showRoom/signup/save',
  method: 'POST',
  path: `${API.portal}/showRoom/signup/save`,
  summary: 'Apply for a booth: area, products, expected entry and exhibition time (merchants only)',
  description: [
    'Who: an approved shop, factory or service-provider company (an individual user who has not authenticated',
    "gets B007 'Individual users cannot apply. Please authenticate!', any other role B022 'You are not a",
    "merchant. Please apply to join!'). Applications close at the exhibition's signupDeadline (400 showRoomId).",
    'Rules (requirements section 5), each a 400 naming the field: locationId an area of this exhibition with a booth left;',
    "productIds the company's own goods on sale, at most the area size, and exactly exhibitCount of them;",
    'entryTime after the server clock and before exhibitionStartTime; the exhibition window inside the',
    "exhibition's dates. One application per company and exhibition: a new one while another is waitAudit or",
    'auditing changes that one (same id; `id` may name it), an approved one refuses (400 showRoomId), a',
    'rejected (notPass) one may be followed by a new application. Every saved application is waitAudit until',
    'the operator reviews it (showRoom/signup/audit): auditPass gives a booth number, notPass a remark.',
  ].join(' '),
  access: 'user',
  body: SignUpInput,
  content: Saved,
});

export const SignUpAuditInput = Type.Object({
  id: Id,
  /** auditPass or notPass. */
  auditStatus: Type.Enum(['auditPass', 'notPass']),
  /** The booth number given on approval (generated from the area when omitted). */
  boothNo: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  /** Why it was refused: required with notPass. */
  auditRemark: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type SignUpAuditInput = Static<typeof SignUpAuditInput>;

export const showRoomSignupAudit = defineOperation({
  id: 'showRoom/signup/audit',
  method: 'POST',
  path: `${API.portal}/showRoom/signup/audit`,
  summary: 'The platform reviews a booth application waiting for review (waitAudit or auditing)',
  description:
    'auditPass gives the booth number (boothNo, or the area letter and a serial); notPass needs auditRemark (400 auditRemark). An application already reviewed answers 400 id.',
  access: 'operator',
  body: SignUpAuditInput,
  content: Saved,
});

/**
 * Why the caller may not apply now: an individual user who has not authenticated, not a merchant (shop,
 * factory or provider), applications closed (deadline passed or ended), no booth left, or already approved.
 */
export const SIGNUP_BLOCKS = ['individual', 'notMerchant', 'closed', 'full', 'applied'] as const;

export const SignUpData = Type.Object({
  showRoom: ShowRoomCard,
  locations: Type.Array(ShowLocation),
  /** The caller's company's goods on sale, to pick the exhibits from. */
  products: Type.Array(ExhibitProduct),
  /** The caller's latest application to this exhibition, if any. */
  signup: Type.Union([SignUp, Type.Null()]),
  canApply: Type.Boolean(),
  blockedBy: Type.Union([Type.Enum([...SIGNUP_BLOCKS]), Type.Null()]),
});
export type SignUpData = Static<typeof SignUpData>;

export const getSignUpData = defineOperation({
  id: 'showRoom/signup/getSignUpData/{id}',
  method: 'GET',
  path: `${API.portal}/showRoom/signup/getSignUpData/{id}`,
  summary: 'What the booth application form of exhibition {id} needs: areas, own goods, own application',
  access: 'user',
  params: Type.Object({ id: Id }),
  content: SignUpData,
});

export const signupPage = defineOperation({
  id: 'showRoom/signup/page',
  method: 'GET',
  path: `${API.portal}/showRoom/signup/page`,
  summary: "A page of the caller's company's booth applications, newest first",
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    showRoomId: Type.Optional(Id),
    auditStatus: Type.Optional(SignUpAuditStatus),
  }),
  content: Page(SignUp),
});

export const signupPortalPage = defineOperation({
  id: 'showRoom/signup/portalPage',
  method: 'GET',
  path: `${API.pass}/showRoom/signup/portalPage`,
  summary: 'A page of approved exhibitors with their exhibits, by exhibition, area and keyword',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    showRoomId: Type.Optional(Id),
    locationId: Type.Optional(Id),
    /** Company, shop or exhibit title. */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(Exhibitor),
});

export const showLocationFindAllList = defineOperation({
  id: 'showLocation/findAllList',
  method: 'GET',
  path: `${API.pass}/showLocation/findAllList`,
  summary: 'The areas of an exhibition with their size and booths left',
  access: 'public',
  query: Type.Object({ showRoomId: Id }),
  content: Type.Array(ShowLocation),
});

export const showCustomerPage = defineOperation({
  id: 'showCustomer/page',
  method: 'GET',
  path: `${API.pass}/showCustomer/page`,
  summary: 'A page of registered visitors (names and mobiles masked), newest first',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    showRoomId: Type.Optional(Id),
    /** Enterprise name or demand. */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(ShowVisitor),
});

/** Visitor registration: name, mobile number, enterprise name (required) and intentional demand. */
export const VisitInput = Type.Object({
  /** Set to change the caller's registration. */
  id: Type.Optional(Id),
  showRoomId: Id,
  name: Type.String({ minLength: 1, maxLength: VISIT_LIMITS.name }),
  mobile: Mobile,
  enterpriseName: Type.String({ minLength: 1, maxLength: VISIT_LIMITS.enterpriseName }),
  demand: Type.Optional(Type.String({ maxLength: VISIT_LIMITS.demand })),
  visitTime: Type.Optional(EpochMs),
});
export type VisitInput = Static<typeof VisitInput>;

export const showVisitSaveOrUpdate = defineOperation({
  id: 'showVisit/saveOrUpdate',
  method: 'POST',
  path: `${API.portal}/showVisit/saveOrUpdate`,
  summary: 'Register as a visitor of an exhibition, or change the registration',
  description: [
    'Works without login (a logged-in caller is remembered as the registrant). Idempotent per mobile and',
    'exhibition: registering a mobile already registered for that exhibition answers the same id; its details',
    'are updated when the caller is the one who registered it, else kept (an anonymous caller cannot overwrite',
    "someone's registration). `id` changes the caller's own registration (login needed, else B017); moving it",
    'to a mobile registered by someone else answers 400 mobile. An ended exhibition refuses (400 showRoomId);',
    "visitTime, when given, must fall within the exhibition's dates (400 visitTime).",
  ].join(' '),
  access: 'public',
  body: VisitInput,
  content: Saved,
});

export const showServiceGetOne = defineOperation({
  id: 'showService/getOne',
  method: 'GET',
  path: `${API.pass}/showService/getOne`,
  summary: 'The services of an exhibition: hotline, traffic, accommodation, catering, logistics, notices',
  access: 'public',
  query: Type.Object({ showRoomId: Id }),
  content: ShowService,
});

export const showFilePage = defineOperation({
  id: 'showFile/page',
  method: 'GET',
  path: `${API.pass}/showFile/page`,
  summary: 'A page of exhibition materials to download',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    showRoomId: Type.Optional(Id),
  }),
  content: Page(ShowFile),
});
