// The schemas of the response envelope (envelope.ts has its codes, headers and messages).
import { Type, type Static, type TSchema } from 'typebox';

export function Envelope<T extends TSchema>(content: T) {
  return Type.Object({ resultCode: Type.String(), content });
}

/** The body of a failed call; `field` names the offending field of a 400. */
export const ErrorEnvelope = Type.Object({
  resultCode: Type.String(),
  content: Type.String(),
  field: Type.Optional(Type.String()),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
