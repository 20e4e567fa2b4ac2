// The help centre: questions and answers by category, searchable, 15 to a page.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Page, PageQuery, defineOperation } from '../operation.ts';

export const HELP_CATEGORIES = [
  { value: 'register', label: '注册登录', labelEn: 'Sign-up & login' },
  { value: 'account', label: '账户安全', labelEn: 'Account security' },
  { value: 'buying', label: '采购指南', labelEn: 'Buying guide' },
  { value: 'selling', label: '商家入驻', labelEn: 'Selling on the portal' },
  { value: 'payment', label: '支付结算', labelEn: 'Payment' },
  { value: 'logistics', label: '物流配送', labelEn: 'Delivery' },
  { value: 'auction', label: '竞拍集采', labelEn: 'Auctions & group buys' },
  { value: 'aftersale', label: '售后服务', labelEn: 'After-sales' },
] as const;
export const HelpCategory = Type.Enum([
  'register',
  'account',
  'buying',
  'selling',
  'payment',
  'logistics',
  'auction',
  'aftersale',
]);
export type HelpCategory = Static<typeof HelpCategory>;

export const HelpItem = Type.Object({
  id: Id,
  category: HelpCategory,
  /** The question. */
  title: Type.String(),
  summary: Type.String(),
  views: Type.Integer({ minimum: 0 }),
  updatedAt: EpochMs,
});
export type HelpItem = Static<typeof HelpItem>;

export const HelpDetail = Type.Object({
  ...HelpItem.properties,
  /** The answer, paragraph by paragraph (plain text; numbered steps are separate paragraphs). */
  paragraphs: Type.Array(Type.String()),
  /** Other questions of the same category. */
  related: Type.Array(HelpItem),
});
export type HelpDetail = Static<typeof HelpDetail>;

export const helpList = defineOperation({
  id: 'help/list',
  method: 'GET',
  path: `${API.pass}/help/list`,
  summary: 'A page of help questions (15 by default) by category and keyword',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    category: Type.Optional(HelpCategory),
    keyword: Type.Optional(Type.String({ maxLength: 50, description: 'in the question and the answer' })),
  }),
  content: Page(HelpItem),
});

export const helpGetById = defineOperation({
  id: 'help/getById',
  method: 'GET',
  path: `${API.pass}/help/getById`,
  summary: 'A help question with its answer',
  access: 'public',
  query: Type.Object({ id: Id }),
  content: HelpDetail,
});
