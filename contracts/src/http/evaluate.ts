// Evaluations: a score from 1 to 5 and a text on a product or a company; one per user and target.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Page, PageQuery, Saved, defineOperation } from '../operation.ts';

export const EvaluateTarget = Type.Enum(['product', 'company']);
export type EvaluateTarget = Static<typeof EvaluateTarget>;

export const EvaluateBody = Type.Object({
  targetType: EvaluateTarget,
  targetId: Id,
  // Wide bounds: 1 to 5 is checked by the service, whose message names the rule.
  score: Type.Integer({ minimum: -100, maximum: 100 }),
  content: Type.String({ maxLength: 500 }),
});
export type EvaluateBody = Static<typeof EvaluateBody>;

export const EvaluateItem = Type.Object({
  id: Id,
  targetType: EvaluateTarget,
  targetId: Id,
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  /** The author's nickname, masked: 王** */
  nickname: Type.String(),
  /** True when the caller wrote it. */
  mine: Type.Boolean(),
  createdAt: EpochMs,
});
export type EvaluateItem = Static<typeof EvaluateItem>;

export const saveEvaluate = defineOperation({
  id: 'evaluate/save',
  method: 'POST',
  path: `${API.portal}/evaluate/save`,
  summary: "Evaluate a product or company (score 1-5 and text); saving again replaces the caller's evaluation",
  access: 'user',
  body: EvaluateBody,
  content: Saved,
});

export const pageEvaluate = defineOperation({
  id: 'evaluate/page',
  method: 'GET',
  path: `${API.pass}/evaluate/page`,
  summary: 'The evaluations of a product or company, newest first',
  access: 'public',
  query: Type.Object({ ...PageQuery.properties, targetType: EvaluateTarget, targetId: Id }),
  content: Page(EvaluateItem),
});
