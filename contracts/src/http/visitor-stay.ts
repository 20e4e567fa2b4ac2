// Visitor stay time: how long a visitor stayed on a page (anyone; the user is recorded when logged in).
import { Type, type Static } from 'typebox';
import { API, Saved, defineOperation } from '../operation.ts';

export const VisitorStayBody = Type.Object({
  /** The route, e.g. /home or /details?id=12. */
  page: Type.String({ minLength: 1, maxLength: 300 }),
  /** Milliseconds on the page (at most a day). */
  stayMs: Type.Integer({ minimum: 0, maximum: 86_400_000 }),
});
export type VisitorStayBody = Static<typeof VisitorStayBody>;

export const saveVisitorStay = defineOperation({
  id: 'visitorStay/save',
  method: 'POST',
  path: `${API.pass}/visitorStay/save`,
  summary: 'Record how long a visitor stayed on a page',
  access: 'public',
  body: VisitorStayBody,
  content: Saved,
});
