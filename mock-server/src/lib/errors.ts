// Errors a handler throws: a business failure (HTTP 200 with a result code) or an HTTP status of R8.3.
import type { ResultCodeName } from '@portal/contracts/envelope';

/** A business failure: answered as HTTP 200 `{ resultCode, content: message in the caller's language }`. */
export class BusinessError extends Error {
  readonly code: Exclude<ResultCodeName, 'ok'>;
  /** Overrides the catalogue message, already in the caller's language. */
  readonly text: string | undefined;
  constructor(code: Exclude<ResultCodeName, 'ok'>, text?: string) {
    super(text ?? code);
    this.code = code;
    this.text = text;
  }
}

/** An HTTP failure with the R8.3 message for its status (or its own message for 999). */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message?: string) {
    super(message ?? `HTTP ${statusCode}`);
    this.statusCode = statusCode;
  }
}

/** A 400 naming the field; `message` is already in the caller's language. */
export class FieldError extends Error {
  readonly statusCode = 400;
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}
