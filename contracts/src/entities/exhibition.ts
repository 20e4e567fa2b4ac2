// Exhibitions and trade fairs (show rooms): their areas (show locations) with booths, exhibitor sign-ups,
// visitors, services and materials. The status is derived from the server clock.
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Money, Quantity } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { AUDIT_STATUSES } from '../display.ts';
import { CategoryRef } from './catalogue.ts';
import { Unit } from './order.ts';
import { FileId } from '../http/file.ts';

export const SHOW_ROOM_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export type ShowRoomStatusValue = (typeof SHOW_ROOM_STATUSES)[number];
export const ShowRoomStatus = Type.Enum([...SHOW_ROOM_STATUSES]);
export const SHOW_ROOM_STATUS_LABELS: Record<ShowRoomStatusValue, Bilingual> = {
  upcoming: { zh: '即将开展', en: 'Upcoming' },
  ongoing: { zh: '展会进行中', en: 'Ongoing' },
  ended: { zh: '已结束', en: 'Ended' },
};

export const SignUpAuditStatus = Type.Enum([...AUDIT_STATUSES]);

export const ShowLocation = Type.Object({
  id: Id,
  showRoomId: Id,
  /** "A区 珠宝饰品馆" */
  name: Type.String(),
  nameEn: Type.String(),
  floor: Type.String(),
  areaSqm: Type.Integer({ minimum: 0 }),
  /** The exhibition-area size: how many goods one exhibitor may show here. */
  size: Type.Integer({ minimum: 1 }),
  boothTotal: Type.Integer({ minimum: 0 }),
  /** Booths not taken by a pending or approved sign-up. */
  boothRemaining: Type.Integer({ minimum: 0 }),
  boothPrice: Money,
  categories: Type.Array(CategoryRef),
});
export type ShowLocation = Static<typeof ShowLocation>;

export const ShowRoomCard = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.String(),
  theme: Type.String(),
  hallId: Type.Union([Id, Type.Null()]),
  hallName: Type.String(),
  address: Type.String(),
  organizer: Type.String(),
  cover: Type.String(),
  startTime: EpochMs,
  endTime: EpochMs,
  /** Booth applications close at this time. */
  signupDeadline: EpochMs,
  status: ShowRoomStatus,
  /** Booth applications are open on the server clock: not ended and before the deadline. */
  signupOpen: Type.Boolean(),
  /** The featured exhibition of the exhibition page. */
  isMain: Type.Boolean(),
  categories: Type.Array(CategoryRef),
  boothTotal: Type.Integer({ minimum: 0 }),
  boothRemaining: Type.Integer({ minimum: 0 }),
  /** Approved exhibitors. */
  exhibitorCount: Type.Integer({ minimum: 0 }),
  visitorCount: Type.Integer({ minimum: 0 }),
});
export type ShowRoomCard = Static<typeof ShowRoomCard>;

export const ShowRoomDetail = Type.Object({
  ...ShowRoomCard.properties,
  /** Paragraphs. */
  intro: Type.Array(Type.String()),
  contactName: Type.String(),
  contactPhone: Type.String(),
  locations: Type.Array(ShowLocation),
});
export type ShowRoomDetail = Static<typeof ShowRoomDetail>;

/** Goods as an exhibitor lists them. */
export const ExhibitProduct = Type.Object({
  id: Id,
  code: Type.String(),
  title: Type.String(),
  image: Type.String(),
  unit: Unit,
  price: Type.Union([Money, Type.Null()]),
  categoryName: Type.String(),
  stock: Quantity,
});
export type ExhibitProduct = Static<typeof ExhibitProduct>;

/** A booth application (exhibitor sign-up) as its applicant sees it. */
export const SignUp = Type.Object({
  id: Id,
  showRoomId: Id,
  showRoomName: Type.String(),
  showRoomStatus: ShowRoomStatus,
  locationId: Id,
  locationName: Type.String(),
  companyId: Id,
  companyName: Type.String(),
  shopName: Type.String(),
  /** Given when the application is approved. */
  boothNo: Type.Union([Type.String(), Type.Null()]),
  /** How many goods the exhibitor shows (equals the selected products). */
  exhibitCount: Type.Integer({ minimum: 1 }),
  products: Type.Array(ExhibitProduct),
  /** Expected entry (move-in) time and exhibition time. */
  entryTime: EpochMs,
  exhibitionStartTime: EpochMs,
  exhibitionEndTime: EpochMs,
  contactName: Type.String(),
  contactMobile: Type.String(),
  auditStatus: SignUpAuditStatus,
  auditRemark: Type.Union([Type.String(), Type.Null()]),
  createdAt: EpochMs,
});
export type SignUp = Static<typeof SignUp>;

/** An approved exhibitor as the public sees it (exhibition exhibits page). */
export const Exhibitor = Type.Object({
  id: Id,
  showRoomId: Id,
  companyId: Id,
  companyName: Type.String(),
  shopName: Type.String(),
  logo: Type.String(),
  companyKind: Type.Enum(['shop', 'factory', 'provider', 'buyer', 'platform']),
  mainProducts: Type.String(),
  locationId: Id,
  locationName: Type.String(),
  boothNo: Type.String(),
  products: Type.Array(ExhibitProduct),
});
export type Exhibitor = Static<typeof Exhibitor>;

/** A registered visitor (showCustomer); the name and mobile are masked for everyone but the visitor. */
export const ShowVisitor = Type.Object({
  id: Id,
  showRoomId: Id,
  name: Type.String(),
  mobile: Type.String(),
  enterpriseName: Type.String(),
  /** Intentional demand: what the visitor wants to source. */
  demand: Type.String(),
  visitTime: Type.Union([EpochMs, Type.Null()]),
  createdAt: EpochMs,
});
export type ShowVisitor = Static<typeof ShowVisitor>;

export const ShowService = Type.Object({
  showRoomId: Id,
  hotline: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  /** Service sections: traffic, accommodation, catering, logistics, booth building... */
  items: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), content: Type.String() })),
  notices: Type.Array(Type.String()),
});
export type ShowService = Static<typeof ShowService>;

/** A downloadable file (exhibition materials, templates): the bytes come from file/download. */
export const DownloadFile = Type.Object({
  id: Id,
  title: Type.String(),
  fileId: FileId,
  fileName: Type.String(),
  mime: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  /** file/download?fileId= */
  url: Type.String(),
  downloads: Type.Integer({ minimum: 0 }),
  createdAt: EpochMs,
});
export type DownloadFile = Static<typeof DownloadFile>;

export const ShowFile = Type.Object({ ...DownloadFile.properties, showRoomId: Id, showRoomName: Type.String() });
export type ShowFile = Static<typeof ShowFile>;
